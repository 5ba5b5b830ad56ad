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
public struct ViewDimensions: Equatable {
    /// The view's width.
    public let width: CGFloat
    /// The view's height.
    public let height: CGFloat

    /// Where `guide` lies along the width: 0 leading, half the width
    /// centre, the width trailing.
    public subscript(guide: HorizontalAlignment) -> CGFloat { width * guide.fraction }

    /// Where `guide` lies along the height: 0 top, half centre, the height
    /// bottom (GTK places text baselines itself; they read as the top).
    public subscript(guide: VerticalAlignment) -> CGFloat { height * guide.fraction }

    /// An explicit guide the view set with `.alignmentGuide`: always nil,
    /// as GtkUI does not keep custom guides.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }

    /// An explicit guide the view set with `.alignmentGuide`: always nil,
    /// as GtkUI does not keep custom guides.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }

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
    /// GtkBox aligns children at the start, centre or end only: the one nearest `id`'s default value is used, and
    /// `.alignmentGuide` values are not (see `View.alignmentGuide`).
    public init(_ id: any AlignmentID.Type) {
        let probe = ViewDimensions.probe
        self.init(align: ViewDimensions.nearestAlign(id.defaultValue(in: probe), along: probe.width))
    }
}

extension VerticalAlignment {
    /// A custom alignment.
    ///
    /// GtkBox aligns children at the top, centre or bottom only: the one nearest `id`'s default value is used, and
    /// `.alignmentGuide` values are not (see `View.alignmentGuide`).
    public init(_ id: any AlignmentID.Type) {
        let probe = ViewDimensions.probe
        self.init(align: ViewDimensions.nearestAlign(id.defaultValue(in: probe), along: probe.height))
    }
}

extension View {
    /// Moves this view's `g` guide to the value `computeValue` returns.
    ///
    /// Compiles, no effect: GTK's boxes and grids align children at their
    /// start, centre, end or text baseline, not at a computed offset, so
    /// the view stays where its stack's alignment puts it.
    public func alignmentGuide(
        _ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
    ) -> some View { self }

    /// Moves this view's `g` guide to the value `computeValue` returns.
    ///
    /// Compiles, no effect, as the horizontal form.
    public func alignmentGuide(
        _ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
    ) -> some View { self }
}
