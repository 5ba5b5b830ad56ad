import Gtk

/// `.background(_:)` with a style, `.cornerRadius`, `.clipShape`: the
/// content in a box painted and rounded by CSS (clipping when asked).
struct DecorationModifier<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    /// The CSS declaration that paints the background ("background-color: …;", "background-image: …;").
    var background: String?
    var radius: String?
    var clips = false

    func makeNode() -> DecorationNode { DecorationNode(viewType: Self.self) }

    func updateNode(_ node: DecorationNode, context: RenderContext) {
        if clips { node.clipsContent() }
        node.content = reconcile(node.content, with: content, parent: node, context: context)
        node.sync()
        var css = ""
        if let background { css += background }
        if let radius { css += " border-radius: \(radius);" }
        // An animated change moves the background there (a CSS transition).
        node.styler.applyAnimating(css.trimmingCharacters(in: .whitespaces), to: node.surface)
        if node.surface.clipsChildren != clips { node.surface.clipsChildren = clips }
    }
}

/// The node of a decoration: a box around the content's widgets.
///
/// A decoration that clips (`.clipped()`, `.cornerRadius`, `.clipShape`)
/// paints and clips an inner box of the content's own size: the outer box
/// takes the space its parent gives (a window's width, a padding's), while
/// what is clipped is the content's frame, as in SwiftUI, where
/// `.frame(width: 50, height: 50).clipped()` cuts at those 50 points.
@MainActor
final class DecorationNode: WidgetNode<Box> {
    var content: ViewNode?
    let styler = WidgetStyler()
    /// The box that clips, inside `widget` (nil until the decoration clips).
    private(set) var clipBox: Box?
    private lazy var children = BoxChildren(clipBox ?? widget)

    init(viewType: Any.Type) { super.init(viewType: viewType, widget: Box(.vertical)) }

    /// The box painted (background, rounded corners) and clipping: the inner box of a clipping decoration.
    var surface: Box { clipBox ?? widget }

    /// Puts the content in a box of its own size that clips it (once, before the content's widgets are placed).
    func clipsContent() {
        guard clipBox == nil else { return }
        let box = Box(.vertical)
        widget.append(box)
        clipBox = box
    }

    /// Places the content's widgets, and takes on their wish to expand.
    func sync() {
        let widgets = content?.widgets ?? []
        children.sync(widgets)
        guard let clipBox else { return }
        // Content that does not expand keeps its own size, centred in the space given, as SwiftUI places a frame.
        let halign: Align = widgets.contains { $0.computesExpand(.horizontal) } ? .fill : .center
        let valign: Align = widgets.contains { $0.computesExpand(.vertical) } ? .fill : .center
        if clipBox.halign != halign { clipBox.halign = halign }
        if clipBox.valign != valign { clipBox.valign = valign }
    }

    override func childWidgetsChanged(_ child: ViewNode) { sync() }
}

extension View {
    /// Paints `style` behind this view.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        DecorationModifier(content: self, background: cssBackground(style))
    }

    /// Paints `style` in `shape` behind this view.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        DecorationModifier(content: self, background: cssBackground(style), radius: cssRadius(of: shape))
    }

    /// Paints the background of the view's context (`.background`, the
    /// theme's window background) behind this view, as on an opaque card
    /// over a list or a picture.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(.background, ignoresSafeAreaEdges: edges)
    }

    /// Paints the background of the view's context in `shape` behind this
    /// view, as in `.background(in: .rect(cornerRadius: 8))`.
    public func background<S: Shape>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View {
        background(.background, in: shape, fillStyle: fillStyle)
    }

    /// Rounds the corners of this view, clipping its content.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        DecorationModifier(content: self, radius: "\(Int(radius.rounded()))px", clips: true)
    }

    /// Clips this view to `shape` (its rounded corners).
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        DecorationModifier(content: self, radius: cssRadius(of: shape), clips: true)
    }

    /// Draws this view with `opacity` (0 transparent … 1 opaque); an
    /// animated change fades it frame by frame.
    public func opacity(_ opacity: Double) -> some View {
        let value = min(1, max(0, opacity))
        return AttributeModifier(
            content: self,
            apply: { node, _ in
                for widget in node.widgets { OpacityAnimator.set(widget, to: value) }
            }, info: { _ in })
    }

    /// Colours the text and shapes inside this view with `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        let css = style.cssColor
        let paint = (style as? any PaintStyle)?.paint
        let gradient = paint?.isGradient == true ? paint : nil
        return EnvironmentWriter(content: self) {
            $0.controls.foreground = css
            $0.controls.foregroundPaint = gradient
        }
    }

    /// Colours the text and shapes inside this view (nil: the theme's text colour).
    public func foregroundColor(_ color: Color?) -> some View {
        EnvironmentWriter(content: self) {
            $0.controls.foreground = color?.css
            $0.controls.foregroundPaint = nil
        }
    }

    /// The most lines the text inside this view shows (nil: no limit); longer text is cut with "…".
    public func lineLimit(_ number: Int?) -> some View {
        lineLimit(number, reserving: nil)
    }

    /// The range of lines the text inside this view takes.
    ///
    /// At most `limit.upperBound` (longer text is cut with "…"; a vertical
    /// `TextField` scrolls), and a vertical `TextField` keeps room for
    /// `limit.lowerBound` lines. A `Text` is as tall as its lines.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        lineLimit(limit.upperBound, reserving: limit.lowerBound)
    }

    /// At most `limit.upperBound` lines.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        lineLimit(limit.upperBound, reserving: nil)
    }

    /// At least `limit.lowerBound` lines (room a vertical `TextField`
    /// keeps) and no upper limit.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        lineLimit(nil, reserving: limit.lowerBound)
    }

    /// At most `limit` lines; with `reservesSpace`, a vertical `TextField`
    /// keeps room for all of them (a `Text` is as tall as its lines).
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        lineLimit(limit, reserving: reservesSpace ? limit : nil)
    }

    private func lineLimit(_ limit: Int?, reserving reserved: Int?) -> some View {
        EnvironmentWriter(content: self) {
            $0.lineLimit = limit
            $0.reservedLines = reserved
        }
    }

    /// Where text too long for its space is cut with "…".
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        EnvironmentWriter(content: self) { $0.controls.truncation = mode }
    }

    /// Lets the user select (and copy) the text inside this view.
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
        let selectable = S.allowsSelection
        return EnvironmentWriter(content: self) { $0.controls.isTextSelectable = selectable }
    }
}

/// Whether text can be selected (SwiftUI's `TextSelectability`).
public protocol TextSelectability {
    /// Whether the user may select the text.
    static var allowsSelection: Bool { get }
}

/// Text the user can select.
public struct EnabledTextSelectability: TextSelectability {
    /// `true`: the user can select the text.
    public static var allowsSelection: Bool { true }
}

/// Text the user cannot select.
public struct DisabledTextSelectability: TextSelectability {
    /// `false`: the user cannot select the text.
    public static var allowsSelection: Bool { false }
}

extension TextSelectability where Self == EnabledTextSelectability {
    /// Selectable text.
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    /// Text that cannot be selected.
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

/// Described by its content.
extension DecorationModifier: DescribableView {
    func describe(into description: inout ControlDescription) { GtkUI.describe(content, into: &description) }
}
