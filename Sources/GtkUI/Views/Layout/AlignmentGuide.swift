import Gtk

/// A type that names an alignment and computes its default value in a
/// view (SwiftUI's `AlignmentID`), for custom alignments such as
/// `extension VerticalAlignment { static let label = VerticalAlignment(Label.self) }`.
public protocol AlignmentID {
    /// Where the alignment lies in a view of `context`'s size.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// A view's size and alignment guides, as `AlignmentID`s and
/// `.alignmentGuide` closures read them (SwiftUI's `ViewDimensions`).
public struct ViewDimensions: Equatable, Sendable {
    /// The view's width.
    public let width: CGFloat
    /// The view's height.
    public let height: CGFloat
    /// The guides the view set with `.alignmentGuide`, by alignment.
    var explicitHorizontal: [HorizontalAlignment: CGFloat] = [:]
    var explicitVertical: [VerticalAlignment: CGFloat] = [:]
    /// The first text baseline from the top, when the view's widget reports one.
    var baseline: CGFloat?

    /// Where `guide` lies along the width: the view's `.alignmentGuide`
    /// for it, else 0 leading, half the width centre, the width trailing.
    public subscript(guide: HorizontalAlignment) -> CGFloat { explicitHorizontal[guide] ?? width * guide.fraction }

    /// Where `guide` lies along the height: the view's `.alignmentGuide`
    /// for it, else 0 top, half centre, the height bottom; a text baseline
    /// where GTK measures the view's first one (a view without text: its
    /// bottom, as in SwiftUI).
    public subscript(guide: VerticalAlignment) -> CGFloat {
        if let explicit = explicitVertical[guide] { return explicit }
        if guide.align == .baseline { return baseline ?? height }
        return height * guide.fraction
    }

    /// The guide the view set with `.alignmentGuide` for `guide` (nil: none).
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitHorizontal[guide] }

    /// The guide the view set with `.alignmentGuide` for `guide` (nil: none).
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitVertical[guide] }

    /// A sample view, to see which edge a custom alignment's default
    /// value picks.
    static var probe: ViewDimensions { ViewDimensions(width: 100, height: 100) }

    /// The GTK alignment nearest a custom alignment's default value.
    static func nearestAlign(_ value: CGFloat, along length: CGFloat) -> Align {
        if value <= length * 0.25 { return .start }
        if value >= length * 0.75 { return .end }
        return .center
    }
}

extension HorizontalAlignment {
    /// A custom alignment.
    ///
    /// It is the leading, centre or trailing alignment nearest `id`'s
    /// default value: GTK aligns at those, and an `.alignmentGuide` for the
    /// custom alignment is one for that standard one.
    public init(_ id: any AlignmentID.Type) {
        let probe = ViewDimensions.probe
        self.init(align: ViewDimensions.nearestAlign(id.defaultValue(in: probe), along: probe.width))
    }
}

extension VerticalAlignment {
    /// A custom alignment.
    ///
    /// It is the top, centre or bottom alignment nearest `id`'s default
    /// value, as the horizontal form.
    public init(_ id: any AlignmentID.Type) {
        let probe = ViewDimensions.probe
        self.init(align: ViewDimensions.nearestAlign(id.defaultValue(in: probe), along: probe.height))
    }
}

/// The `.alignmentGuide` closures of a view, by alignment: what a stack
/// reads to line its views up (see `AlignmentGuideModifier`).
@MainActor
struct AlignmentGuides {
    var horizontal: [HorizontalAlignment: (ViewDimensions) -> CGFloat] = [:]
    var vertical: [VerticalAlignment: (ViewDimensions) -> CGFloat] = [:]

    /// The dimensions of a view of `size` whose guides these are.
    func dimensions(width: CGFloat, height: CGFloat, baseline: CGFloat?) -> ViewDimensions {
        let plain = ViewDimensions(width: width, height: height, baseline: baseline)
        var dimensions = plain
        for (guide, value) in horizontal { dimensions.explicitHorizontal[guide] = value(plain) }
        for (guide, value) in vertical { dimensions.explicitVertical[guide] = value(plain) }
        return dimensions
    }

    /// The dimensions of the view `widget` shows at `size`, with its guides.
    static func dimensions(of widget: Widget, width: CGFloat, height: CGFloat) -> ViewDimensions {
        let baseline = widget.naturalBaseline(forWidth: Int(width.rounded())).map { CGFloat($0) }
        return LayoutTraits.value(\.alignmentGuides, of: widget)?.dimensions(width: width, height: height, baseline: baseline)
            ?? ViewDimensions(width: width, height: height, baseline: baseline)
    }
}

/// `.alignmentGuide`: records the closure on its content's widgets, for
/// the stack around to read (a `VStack`/`HStack` with such a view lays its
/// views out itself, see `StackNode`).
struct AlignmentGuideModifier<Content: View>: View, PrimitiveView, DescribableView {
    typealias Body = Never
    let content: Content
    let set: @MainActor (inout AlignmentGuides) -> Void

    func makeNode() -> ModifierNode { ModifierNode(viewType: Self.self) }
    func updateNode(_ node: ModifierNode, context: RenderContext) {
        let set = self.set
        node.apply = { node in
            for widget in node.widgets {
                let traits = LayoutTraits.on(widget)
                var guides = traits.alignmentGuides ?? AlignmentGuides()
                set(&guides)
                traits.alignmentGuides = guides
            }
            // The closure may read other state: the stack measures again.
            node.nearestAncestor(TraitReadingNode.self)?.traitsChanged()
        }
        node.render(content, context: context)
    }
    func describe(into description: inout ControlDescription) { GtkUI.describe(content, into: &description) }
}

extension View {
    /// Moves this view's `g` guide to the value `computeValue` returns.
    ///
    /// In a `VStack` aligned at `g` (and in `VStackLayout`), the views are
    /// placed so that their `g` guides line up: the view's guide at
    /// `computeValue(d)` from its leading edge, the others' at their
    /// default (`d[.leading]` 0, `d[.trailing]` the width…), as in SwiftUI.
    public func alignmentGuide(
        _ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
    ) -> some View {
        AlignmentGuideModifier(content: self) { $0.horizontal[g] = computeValue }
    }

    /// Moves this view's `g` guide to the value `computeValue` returns: in
    /// an `HStack` aligned at `g` the views' `g` guides line up (see the
    /// horizontal form).
    public func alignmentGuide(
        _ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
    ) -> some View {
        AlignmentGuideModifier(content: self) { $0.vertical[g] = computeValue }
    }
}
