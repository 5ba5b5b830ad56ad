import Gtk
import Observation
import Synchronization

/// The node of a view with a `body`: owns its `@State` storage.
@MainActor
final class CompositeNode<V: View>: PassthroughNode {
    private var view: V?
    private var storage: [AnyStateBox] = []
    private var context: RenderContext?
    var isDirty = false

    init() { super.init(viewType: V.self) }

    /// Renders a new value of the view.
    func update(_ view: V, context: RenderContext) {
        self.view = view
        self.context = context
        link(view, environment: context.environment)
        rerender()
    }

    /// Points the view value's `@State` properties at this node's storage,
    /// and its `@Environment` properties at the values it renders in.
    private func link(_ view: V, environment: EnvironmentValues) {
        let layout = DynamicPropertyLayout.of(V.self, example: view)
        storage = layout.link(view, environment: environment, previous: storage) { [weak self] in self?.invalidate() }
    }

    private func invalidate() {
        guard !isDirty, let context else { return }
        isDirty = true
        context.scheduler.schedule(self) { [weak self] in
            // A parent's render may already have updated this node.
            if let self, self.isDirty { self.rerender() }
        }
    }

    /// Re-evaluates `body` with the current state.
    ///
    /// Reads of `@Observable` properties while `body` is evaluated are
    /// tracked: a later change to any of them re-renders this node.
    /// Controls below track their own binding reads (`ObservesBindings`),
    /// so a keystroke in a bound editor does not re-render the body around
    /// it.
    func rerender() {
        isDirty = false
        guard let view, let context, lifetime?.isOpen != false else { return }
        let lifetime = self.lifetime
        let body = withObservationTracking {
            _ = lifetime?.isOpen
            return view.body
        } onChange: { [weak self] in
            // Called by the mutation, before it lands; the update runs later
            // from the scheduler, after it.
            if Thread.isMainThread {
                MainActor.assumeIsolated { self?.invalidate() }
            } else {
                Task { @MainActor in self?.invalidate() }
            }
        }
        render(body, context: context)
    }
}
