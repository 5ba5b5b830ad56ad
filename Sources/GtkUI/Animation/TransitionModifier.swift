import Gtk

/// `.transition(_:)`: the view in a `GtkRevealer` that shows and hides it
/// with the transition when an animated change inserts or removes it.
struct TransitionModifier<Content: View>: View, PrimitiveView, DescribableView {
    typealias Body = Never
    let content: Content
    let transition: AnyTransition

    func makeNode() -> TransitionNode { TransitionNode(viewType: Self.self) }
    func updateNode(_ node: TransitionNode, context: RenderContext) {
        node.transition = transition
        node.render(content, context: context)
    }
    func describe(into description: inout ControlDescription) { GtkUI.describe(content, into: &description) }
}

/// The node of a view with a transition: its content's widget in a
/// revealer, shown at once unless its parent inserts or removes it in an
/// animated change (`ListNode.enter`, `ListNode.retire`).
@MainActor
final class TransitionNode: ViewNode, ContentWrappingNode {
    let revealer: Revealer = {
        let revealer = Revealer()
        revealer.transition = .none
        LayoutTraits.markWrapper(revealer)
        return revealer
    }()
    var content: ViewNode?
    var transition = AnyTransition.identity
    private let slot = SingleWidgetSlot()
    /// Waits for the revealer to map, to start showing it.
    private var mapHandler: SignalHandler?
    /// Waits for the hiding animation to end.
    private var hiddenHandler: SignalHandler?
    /// Waits out the animation's delay.
    private var delayed: TimeoutSource?

    var wrappedContent: ViewNode? { content }

    func render<C: View>(_ view: C, context: RenderContext) {
        content = reconcile(content, with: view, parent: self, context: context)
        sync()
    }

    private func sync() {
        let widget = slot.widget(for: content?.widgets ?? []) { revealer.setChild(nil) }
        if !revealer.hasChild(widget) { revealer.setChild(widget) }
        setWidgets(widget == nil ? [] : [revealer])
    }

    override func childWidgetsChanged(_ child: ViewNode) { sync() }

    /// Shows the view with its insertion transition, when `animation` (the
    /// change's) or the transition's own animation asks for one.
    func enter(_ animation: Animation?) {
        guard let animation = transition.animation ?? animation,
            configure(TransitionEffect.revealerTransition(of: transition.insertion), animation)
        else { return }
        stopWaiting()
        // Hidden at once (it is not on screen yet), then shown once mapped:
        // GTK animates only a mapped revealer.
        revealer.revealsChild = false
        if revealer.isMapped {
            reveal(after: animation.delay)
        } else {
            mapHandler = revealer.onMap { [weak self] in
                guard let self else { return }
                self.mapHandler?.disconnect()
                self.mapHandler = nil
                self.reveal(after: animation.delay)
            }
        }
    }

    /// Hides the view with its removal transition, when `animation` or the
    /// transition's own animation asks for one and the view is on screen.
    ///
    /// Returns whether it is hiding: `onEnd` is then called once it is
    /// hidden (never from inside this call).
    func leave(_ animation: Animation?, onEnd: @escaping @MainActor () -> Void) -> Bool {
        guard let animation = transition.animation ?? animation, revealer.isMapped, revealer.isChildRevealed,
            configure(TransitionEffect.revealerTransition(of: transition.removal), animation)
        else { return false }
        stopWaiting()
        if animation.delay > 0 {
            delayed = MainLoop.after(animation.delay) { [weak self] in self?.revealer.revealsChild = false }
        } else {
            revealer.revealsChild = false
            // GTK's animations are off: hidden already.
            guard revealer.isChildRevealed else { return false }
        }
        hiddenHandler = revealer.onChildRevealedChanged { [weak self] in
            guard let self, !self.revealer.isChildRevealed, !self.revealer.revealsChild else { return }
            self.stopWaiting()
            onEnd()
        }
        return true
    }

    /// Shows the view again while it was leaving (it was inserted again).
    func cancelLeave() {
        stopWaiting()
        revealer.revealsChild = true
    }

    /// Sets the revealer up for `style` over `animation`; false when the
    /// style does nothing.
    private func configure(_ style: RevealerTransition, _ animation: Animation) -> Bool {
        let kind: Revealer.Transition =
            switch style {
            case .none: .none
            case .fade: .crossfade
            case .slide(.leading): .slideFromLeft
            case .slide(.trailing): .slideFromRight
            case .slide(.top): .slideFromTop
            case .slide(.bottom): .slideFromBottom
            }
        guard kind != .none else { return false }
        revealer.transition = kind
        revealer.transitionDuration = animation.milliseconds
        return true
    }

    private func reveal(after delay: Double) {
        guard delay > 0 else {
            revealer.revealsChild = true
            return
        }
        delayed = MainLoop.after(delay) { [weak self] in self?.revealer.revealsChild = true }
    }

    private func stopWaiting() {
        mapHandler?.disconnect()
        mapHandler = nil
        hiddenHandler?.disconnect()
        hiddenHandler = nil
        delayed?.cancel()
        delayed = nil
    }
}

extension ViewNode {
    /// The transition nodes whose revealers are among this node's own
    /// widgets: what shows and hides when this node is inserted or removed.
    var outermostTransitions: [TransitionNode] {
        switch self {
        case let transition as TransitionNode: [transition]
        case let passthrough as PassthroughNode: passthrough.child?.outermostTransitions ?? []
        case let list as ListNode: list.children.flatMap(\.outermostTransitions)
        default: []
        }
    }
}

extension View {
    /// How this view enters and leaves when an animated change inserts or
    /// removes it: GtkUI fades or slides it through a `GtkRevealer` (see
    /// `AnyTransition`).
    public func transition(_ t: AnyTransition) -> some View { TransitionModifier(content: self, transition: t) }
}
