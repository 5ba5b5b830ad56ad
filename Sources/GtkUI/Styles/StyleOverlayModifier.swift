import Gtk

/// `.overlay(_:)` with a style: the content with a layer of colour on
/// top (clicks go through to the content).
struct StyleOverlayModifier<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    /// The CSS declaration that paints the layer.
    let color: String
    let radius: String?

    func makeNode() -> StyleOverlayNode { StyleOverlayNode(viewType: Self.self) }

    func updateNode(_ node: StyleOverlayNode, context: RenderContext) {
        node.content = reconcile(node.content, with: content, parent: node, context: context)
        node.sync()
        var css = color
        if let radius { css += " border-radius: \(radius);" }
        node.styler.apply(css, to: node.layer)
    }
}

/// The node of a style overlay: a GtkOverlay of the content and a painted layer.
@MainActor
final class StyleOverlayNode: WidgetNode<Overlay> {
    var content: ViewNode?
    let layer = Box(.vertical)
    let styler = WidgetStyler()
    private let base = Box(.vertical)
    private lazy var children = BoxChildren(base)

    init(viewType: Any.Type) {
        super.init(viewType: viewType, widget: Overlay())
        layer.canTarget = false
        widget.setChild(base)
        widget.addOverlay(layer)
    }

    func sync() { children.sync(content?.widgets ?? []) }
    override func childWidgetsChanged(_ child: ViewNode) { sync() }
}

extension View {
    /// Lays `style` over this view (clicks go through).
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        StyleOverlayModifier(content: self, color: cssBackground(style), radius: nil)
    }

    /// Lays `style`, in `shape`, over this view.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        StyleOverlayModifier(content: self, color: cssBackground(style), radius: cssRadius(of: shape))
    }
}

/// Described by its content.
extension StyleOverlayModifier: DescribableView {
    func describe(into description: inout ControlDescription) { GtkUI.describe(content, into: &description) }
}
