import Gtk

/// A custom `Layout` applied to views (`layout { … }`): a primitive view
/// rendered as a layout host that the layout sizes and places.
struct LayoutRootView<L: Layout, Content: View>: View, PrimitiveView, DescribableView {
    typealias Body = Never
    let layout: L
    let content: Content

    func makeNode() -> CustomLayoutNode { CustomLayoutNode(viewType: Self.self) }
    func updateNode(_ node: CustomLayoutNode, context: RenderContext) {
        node.update(layout: layout, content: content, context: context)
    }
    func describe(into description: inout ControlDescription) { GtkUI.describe(content, into: &description) }
}

/// The node of a custom layout: a `LayoutHost` whose children are the
/// content's widgets, measured and placed by `CustomLayoutEngine`.
///
/// The node keeps its content's nodes whatever layout value comes next, so
/// an `AnyLayout` that switches from one layout to another keeps its
/// subviews' state.
@MainActor
final class CustomLayoutNode: WidgetNode<LayoutHost>, TraitReadingNode, AxisProvidingNode {
    let engine: CustomLayoutEngine
    var content: ViewNode?
    private lazy var children = OrderedChildren(widget)

    init(viewType: Any.Type) {
        let engine = CustomLayoutEngine()
        self.engine = engine
        super.init(
            viewType: viewType,
            widget: LayoutHost(delegate: engine, requestMode: .heightForWidth, expandsWithChildren: true))
    }

    var axis: Axis { engine.stackOrientation ?? .vertical }

    func update<L: Layout, V: View>(layout: L, content view: V, context: RenderContext) {
        engine.setLayout(layout)
        engine.layoutDirection = context.environment.layoutDirection
        content = reconcile(content, with: view, parent: self, context: context)
        sync()
        widget.queueResize()
        applyCommonEnvironment(context)
    }

    func sync() {
        let widgets = content?.widgets ?? []
        if !ViewNode.sameWidgets(engine.subviews, widgets) {
            engine.subviews = widgets
            engine.subviewsChanged()
        }
        children.sync(widgets)
    }

    func traitsChanged() { widget.queueResize() }

    override func childWidgetsChanged(_ child: ViewNode) {
        sync()
        widget.queueResize()
    }
}

/// Runs a custom `Layout` inside GTK's layout pass.
///
/// GTK measures the host height-for-width. Its width request is the
/// layout's width for an unspecified proposal (natural) and for a zero
/// width (minimum), each for the height GTK gives, if any; its height
/// request for a width is the layout's height for that width and an
/// unspecified (natural) or zero (minimum) height. Allocation proposes the
/// allocated size and places the subviews where `placeSubviews` put them;
/// a subview it did not place sits at the centre at its ideal size, as in
/// SwiftUI.
@MainActor
final class CustomLayoutEngine: LayoutDelegate {
    var subviews: [Widget] = []
    var layoutDirection = LayoutDirection.leftToRight
    private var box: ErasedLayoutBox?

    var stackOrientation: Axis? { box?.stackOrientation }

    func setLayout<L: Layout>(_ layout: L) {
        if let typed = box as? TypedLayoutBox<L> {
            typed.layout = layout
            typed.cacheIsStale = true
        } else {
            box = TypedLayoutBox(layout)
        }
    }

    func subviewsChanged() { box?.cacheIsStale = true }

    private func layoutSubviews(recorder: PlacementRecorder?) -> LayoutSubviews {
        LayoutSubviews(
            subviews.enumerated().map { LayoutSubview(widget: $0.element, index: $0.offset, recorder: recorder) },
            layoutDirection: layoutDirection)
    }

    func measure(_ orientation: Orientation, forSize: Int) -> SizeRequest {
        guard let box else { return SizeRequest(minimum: 0, natural: 0) }
        let subviews = layoutSubviews(recorder: nil)
        let other: CGFloat? = forSize >= 0 ? CGFloat(forSize) : nil
        let natural: CGFloat
        let minimum: CGFloat
        if orientation == .horizontal {
            natural = box.sizeThatFits(ProposedViewSize(width: nil, height: other), subviews).width
            minimum = box.sizeThatFits(ProposedViewSize(width: 0, height: other), subviews).width
        } else {
            natural = box.sizeThatFits(ProposedViewSize(width: other, height: nil), subviews).height
            minimum = box.sizeThatFits(ProposedViewSize(width: other, height: 0), subviews).height
        }
        let naturalPixels = Self.pixels(natural)
        return SizeRequest(minimum: min(Self.pixels(minimum), naturalPixels), natural: naturalPixels)
    }

    func allocate(width: Int, height: Int, baseline: Int) {
        guard let box else { return }
        let recorder = PlacementRecorder()
        let bounds = CGRect(x: 0, y: 0, width: width, height: height)
        box.placeSubviews(bounds, ProposedViewSize(bounds.size), layoutSubviews(recorder: recorder))
        for (index, widget) in subviews.enumerated() where widget.isVisible {
            let frame =
                recorder.frames[index]
                ?? {
                    let size = SubviewMeasure.placedSize(of: widget, .unspecified)
                    return CGRect(
                        x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2, width: size.width,
                        height: size.height)
                }()
            widget.allocate(
                x: Int(frame.minX.rounded()), y: Int(frame.minY.rounded()), width: Self.pixels(frame.width),
                height: Self.pixels(frame.height))
        }
    }

    /// A length in whole pixels (non-finite lengths count as 0).
    static func pixels(_ length: CGFloat) -> Int {
        guard length.isFinite, length > 0 else { return 0 }
        return Int(min(length, CGFloat(Int32.max / 2)).rounded(.up))
    }
}

/// A layout of some type with its cache.
@MainActor
class ErasedLayoutBox {
    var cacheIsStale = true
    var stackOrientation: Axis? { nil }
    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize { .zero }
    func placeSubviews(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {}
}

@MainActor
final class TypedLayoutBox<L: Layout>: ErasedLayoutBox {
    var layout: L
    private var cache: L.Cache?

    init(_ layout: L) { self.layout = layout }

    override var stackOrientation: Axis? { L.layoutProperties.stackOrientation }

    private func withCache<R>(_ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        var current: L.Cache
        if let cache {
            current = cache
            if cacheIsStale { layout.updateCache(&current, subviews: subviews) }
        } else {
            current = layout.makeCache(subviews: subviews)
        }
        cacheIsStale = false
        let result = body(&current)
        cache = current
        return result
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        withCache(subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    override func placeSubviews(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        withCache(subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }
}
