import Gtk

/// `.overlay(alignment:content:)` and `.background(alignment:content:)`:
/// the modified view with other views in front of it or behind it, sized
/// to it.
///
/// A `LayerLayout` in a `LayoutHost`: the modified view alone decides the
/// size; the layer views are offered that size and placed in it per
/// `alignment` (a larger one overflows it, as in SwiftUI). Clicks go to the
/// topmost layer under the pointer, so a background never takes them from
/// the view.
struct LayerModifier<Content: View, Layer: View>: View, PrimitiveView, DescribableView {
    typealias Body = Never
    let content: Content
    let layer: Layer
    let alignment: Alignment
    let isBackground: Bool

    func makeNode() -> LayerNode { LayerNode(viewType: Self.self) }
    func updateNode(_ node: LayerNode, context: RenderContext) {
        node.isBackground = isBackground
        node.render(content: content, layer: layer, alignment: alignment, context: context)
    }
    func describe(into description: inout ControlDescription) { GtkUI.describe(content, into: &description) }
}

/// The node of an overlay or background: the modified view and its layer
/// views in one layout host.
@MainActor
final class LayerNode: ViewNode, ContentWrappingNode {
    let layout = LayerLayout()
    private(set) lazy var host: LayoutHost = {
        let host = LayoutHost(delegate: layout, requestMode: .fromChildren, expandsWithChildren: true)
        LayoutTraits.markWrapper(host)
        return host
    }()
    private lazy var children = OrderedChildren(host)
    private let primary = SingleWidgetSlot()
    var content: ViewNode?
    var layerContent: ViewNode?
    var isBackground = false

    var wrappedContent: ViewNode? { content }

    func render<C: View, L: View>(content view: C, layer: L, alignment: Alignment, context: RenderContext) {
        if layout.alignment != alignment {
            layout.alignment = alignment
            host.queueAllocate()
        }
        content = reconcile(content, with: view, parent: self, context: context)
        layerContent = reconcile(layerContent, with: layer, parent: self, context: context)
        sync()
    }

    func sync() {
        guard let main = primary.widget(for: content?.widgets ?? [], release: { children.sync([]) }) else {
            setWidgets([])
            return
        }
        let layers = layerContent?.widgets ?? []
        // Only the decorated view makes the host expand.
        LayoutHost.setCountsForExpand(main, true)
        for layer in layers { LayoutHost.setCountsForExpand(layer, false) }
        layout.sizingLayers = [main]
        layout.layers = isBackground ? layers + [main] : [main] + layers
        children.sync(layout.layers)
        setWidgets([host])
    }

    override func childWidgetsChanged(_ child: ViewNode) { sync() }
}

extension View {
    /// Lays the views built by `content` in front of this view, sized to it
    /// and placed per `alignment`.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        LayerModifier(content: self, layer: content(), alignment: alignment, isBackground: false)
    }

    /// Lays `overlay` in front of this view (the form before `overlay(alignment:content:)`).
    @available(*, deprecated, message: "Use `overlay(alignment:content:)` instead.")
    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        LayerModifier(content: self, layer: overlay, alignment: alignment, isBackground: false)
    }

    /// Lays the views built by `content` behind this view, sized to it and
    /// placed per `alignment`.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        LayerModifier(content: self, layer: content(), alignment: alignment, isBackground: true)
    }

    /// Lays `background` behind this view (the form before `background(alignment:content:)`).
    @available(*, deprecated, message: "Use `background(alignment:content:)` instead.")
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        LayerModifier(content: self, layer: background, alignment: alignment, isBackground: true)
    }

    /// Draws a border of `content`, `width` points wide, just inside this
    /// view's edges (SwiftUI's `border`: a `Rectangle().strokeBorder` overlay).
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay { Rectangle().strokeBorder(content, lineWidth: width) }
    }
}
