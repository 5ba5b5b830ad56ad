import Gtk
import Observation
import Synchronization

/// The node of a value whose content is a `body` computed from it: a view's
/// `body` (`CompositeNode`) or a view modifier's `body(content:)`
/// (`ViewModifierNode`).
///
/// Owns the value's `@State` storage, points its `@Environment` properties
/// at the environment it renders in, and evaluates the body again when
/// either, or an `@Observable` property the body read, changes.
@MainActor
class BodyNode<Value, Body: View>: PassthroughNode {
    private var value: Value?
    private var storage: [AnyStateBox] = []
    private var context: RenderContext?
    var isDirty = false

    /// Renders a new value.
    func update(_ value: Value, context: RenderContext) {
        self.value = value
        self.context = context
        link(value, environment: context.environment)
        rerender()
    }

    /// The body of `value`: what subclasses evaluate.
    func makeBody(_ value: Value) -> Body {
        fatalError("\(type(of: self)) does not make a body")
    }

    /// Points the value's `@State` properties at this node's storage, and
    /// its `@Environment` properties at the values it renders in.
    private func link(_ value: Value, environment: EnvironmentValues) {
        let layout = DynamicPropertyLayout.of(Value.self, example: value)
        storage = layout.link(value, environment: environment, previous: storage) { [weak self] in self?.invalidate() }
    }

    private func invalidate() {
        // Already scheduled: scheduled once more only when this change
        // animates, so that the render runs in its transaction.
        guard !isDirty || TransactionScope.changes != nil, let context else { return }
        isDirty = true
        context.scheduler.schedule(self) { [weak self] in
            // A parent's render may already have updated this node.
            if let self, self.isDirty { self.rerender() }
        }
    }

    /// Re-evaluates the body with the current state.
    ///
    /// Reads of `@Observable` properties while the body is evaluated are
    /// tracked: a later change to any of them re-renders this node.
    /// Controls below track their own binding reads (`ObservesBindings`),
    /// so a keystroke in a bound editor does not re-render the body around
    /// it.
    func rerender() {
        isDirty = false
        guard let value, let context, lifetime?.isOpen != false else { return }
        let lifetime = self.lifetime
        let body = withObservationTracking {
            _ = lifetime?.isOpen
            return makeBody(value)
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
