import Gtk

/// The node of `.visualEffect` and `.scrollTransition`: effects worked out
/// from where the view is, drawn on its content.
///
/// The view's host widget is measured (its allocation, its place in the
/// scroll view), and the effects' CSS goes on the content's widget inside
/// it, so that an effect that moves or scales the drawing does not move
/// what is measured. The effects are worked out again after each
/// allocation, after each scroll of a scroll view around the view or
/// change of its size, and at each render.
@MainActor
final class GeometryEffectNode: HostedContentNode<AllocationReportingLayout>, GeometrySourceNode {
    var measuredWidget: Widget { host }
    private(set) lazy var source = GeometrySource(node: self)
    /// Works out the effects (innermost first) and the animation a change of them moves with.
    var effects: ((GeometryEffectNode) -> (steps: [VisualEffectStep], animation: Animation?))?
    /// The host's size at its last allocation (nil before it is laid out).
    private(set) var size: CGSize?
    /// The effects drawn now, for tests.
    private(set) var appliedSteps: [VisualEffectStep] = []
    private var styled: (widget: Widget, styler: WidgetStyler)?
    private var scrollWatcher: ScrollMoveWatcher?
    private var pending: IdleSource?

    init(viewType: Any.Type) {
        super.init(viewType: viewType, layout: AllocationReportingLayout())
        layout.onAllocate = { [weak self] width, height in
            let size = CGSize(width: width, height: height)
            guard let self, size != self.size else { return }
            self.size = size
            self.scheduleUpdate()
        }
    }

    /// The scroll view the host is in, if any.
    var scrollView: ScrolledWindow? { ScrolledWindow.enclosing(host) }

    /// Works the effects out again once GTK is done with the layout under way.
    func scheduleUpdate() {
        guard pending == nil else { return }
        pending = IdleSource(priority: .beforeRedraw) { [weak self] in
            self?.pending = nil
            self?.update()
        }
    }

    /// Works the effects out and draws them on the content's widget.
    func update() {
        if scrollWatcher?.isWatching != true {
            scrollWatcher = ScrollMoveWatcher(around: host, resizes: true) { [weak self] in self?.update() }
        }
        guard let effects, size != nil, let child = layout.child else { return }
        let (steps, animation) = effects(self)
        appliedSteps = steps
        let css = EffectStack.css(of: steps.map(\.stack), paintsBox: false)
        if let styled, !styled.widget.isSameObject(as: child) {
            styled.styler.apply("", to: styled.widget)
            self.styled = nil
        }
        let styler = styled?.styler ?? WidgetStyler()
        styled = (child, styler)
        TransactionScope.rendering(in: Transaction(animation: animation)) { styler.applyAnimating(css, to: child) }
    }

    /// The CSS declarations drawn on the content's widget now, for tests.
    var appliedDeclarations: String { styled?.styler.declarations ?? "" }
}

/// `.visualEffect`: effects worked out from the view's geometry.
struct VisualEffectModifier<Content: View, Effect: VisualEffect>: View, PrimitiveView, DescribableView {
    typealias Body = Never
    let content: Content
    let effect: @MainActor @Sendable (EmptyVisualEffect, GeometryProxy) -> Effect

    func makeNode() -> GeometryEffectNode { GeometryEffectNode(viewType: Self.self) }

    func updateNode(_ node: GeometryEffectNode, context: RenderContext) {
        let effect = effect
        node.effects = { node in
            let proxy = GeometryProxy(size: node.size ?? .zero, source: node.source)
            return (effect(EmptyVisualEffect(), proxy).steps, nil)
        }
        node.render(content, context: context)
        node.scheduleUpdate()
    }

    func describe(into description: inout ControlDescription) { GtkUI.describe(content, into: &description) }
}

extension View {
    /// Draws this view with effects worked out from its geometry (SwiftUI's
    /// `visualEffect(_:)`): its size, and its frame in any coordinate space,
    /// read when it is laid out and each time a scroll view around it scrolls.
    ///
    /// ```swift
    /// .visualEffect { content, proxy in
    ///     content.opacity(proxy.frame(in: .scrollView).minY < 0 ? 0.5 : 1)
    /// }
    /// ```
    ///
    /// The effects do not change the layout. SwiftUI's closure is
    /// `@Sendable`; here it is also `@MainActor`, since `GeometryProxy`
    /// reads GTK's widgets on the main thread (a closure literal written
    /// for SwiftUI is accepted as it is).
    public func visualEffect(
        _ effect: @escaping @MainActor @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect
    ) -> some View {
        VisualEffectModifier(content: self, effect: effect)
    }
}
