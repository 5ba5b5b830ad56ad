import Gtk
import Synchronization
import Observation

/// What a node needs from above while rendering: inherited values and the
/// window it renders into.
@MainActor
struct RenderContext {
    var environment = EnvironmentValues()
    /// The window being rendered (nil in headless tests of views).
    weak var host: WindowHost?
    let scheduler: UpdateScheduler
}

/// A view's live counterpart: keeps the widgets of one view identity and
/// updates them in place when a new view value arrives.
///
/// Each node contributes an ordered list of widgets to its parent (a
/// primitive control one, `EmptyView` none, a `ForEach` many); containers
/// place the flattened list into their GTK widget.
@MainActor
class ViewNode {
    /// The widgets this node contributes, in order.
    private(set) var widgets: [Widget] = []
    /// The node whose widgets include these.
    weak var parent: ViewNode?
    /// Depth in the node tree; parents update before children.
    var depth = 0
    /// The view type this node renders; a different type means a new node.
    let viewType: Any.Type
    /// The lifetime of the window the node renders into (nil without one);
    /// every observation tracking of the node reads it (see `WindowLifetime`).
    var lifetime: WindowLifetime?

    /// Nodes alive, for the leak check (`LiveObjectProbe`).
    nonisolated static let liveCount = Atomic<Int>(0)

    init(viewType: Any.Type) {
        self.viewType = viewType
        ViewNode.liveCount.add(1, ordering: .relaxed)
    }

    deinit { ViewNode.liveCount.subtract(1, ordering: .relaxed) }

    /// Replaces the contributed widgets, telling the parent if they changed.
    func setWidgets(_ newWidgets: [Widget]) {
        guard !ViewNode.sameWidgets(widgets, newWidgets) else { return }
        widgets = newWidgets
        parent?.childWidgetsChanged(self)
    }

    /// A child's widgets changed. Default: contribute the children's widgets.
    func childWidgetsChanged(_ child: ViewNode) {}

    private var trackingGeneration = 0

    /// Runs `apply` now, and again whenever an `@Observable` property it
    /// read changes, until `apply` is replaced by the next update. A control
    /// bound to a model property follows it without re-rendering the body
    /// that declared the control (SwiftUI tracks such reads per view).
    func applyTrackingObservables(_ apply: @escaping @MainActor () -> Void) {
        trackingGeneration &+= 1
        trackedApply = apply
        let generation = trackingGeneration
        let lifetime = self.lifetime
        withObservationTracking {
            _ = lifetime?.isOpen
            apply()
        } onChange: { [weak self] in
            // Called before the change lands: re-apply right after it.
            Task { @MainActor in
                guard let self, self.trackingGeneration == generation, self.lifetime?.isOpen != false,
                      let apply = self.trackedApply else { return }
                self.applyTrackingObservables(apply)
            }
        }
    }
    private var trackedApply: (@MainActor () -> Void)?

    /// Adopts `child`, setting its parent and depth.
    func adopt(_ child: ViewNode) {
        child.parent = self
        child.depth = depth + 1
    }

    static func sameWidgets(_ a: [Widget], _ b: [Widget]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.isSameObject(as: $1) }
    }
}

/// Views the renderer draws itself rather than through `body`.
///
/// `Node` is the node class the view renders into, so `updateNode` receives
/// its own node type: the one cast from `ViewNode` happens in `reconcile`.
@MainActor
protocol PrimitiveView {
    /// The live counterpart of this view.
    associatedtype Node: ViewNode
    /// Creates the node for this view (not yet updated).
    func makeNode() -> Node
    /// Renders this view value into its node (made by `makeNode`).
    func updateNode(_ node: Node, context: RenderContext)
}

/// Controls whose update reads bindings (toggles, sliders, pickers, text
/// editors): their node tracks those reads itself.
@MainActor
protocol ObservesBindings {}

/// Renders `view` into `existing` when it can (same view type), or into a new node.
@MainActor
func reconcile<V: View>(_ existing: ViewNode?, with view: V, parent: ViewNode, context: RenderContext) -> ViewNode {
    if let primitive = view as? any PrimitiveView {
        return reconcilePrimitive(existing, with: primitive, parent: parent, context: context)
    }
    let node: CompositeNode<V>
    if let existing = existing as? CompositeNode<V> {
        node = existing
    } else {
        node = CompositeNode<V>()
        parent.adopt(node)
        node.lifetime = context.host?.lifetime
    }
    node.update(view, context: context)
    return node
}

/// `reconcile` for a primitive view: reuses `existing` when it is the node
/// this view type makes, and renders through the view's own `updateNode`.
@MainActor
private func reconcilePrimitive<P: PrimitiveView>(_ existing: ViewNode?, with primitive: P, parent: ViewNode,
                                                  context: RenderContext) -> ViewNode {
    let node: P.Node
    if let existing, existing.viewType == P.self, let reused = existing as? P.Node {
        node = reused
    } else {
        node = primitive.makeNode()
        parent.adopt(node)
        node.lifetime = context.host?.lifetime
    }
    if primitive is ObservesBindings {
        // Weak: the node keeps this closure, which must not keep the node.
        node.applyTrackingObservables { [weak node] in
            if let node { primitive.updateNode(node, context: context) }
        }
    } else {
        primitive.updateNode(node, context: context)
    }
    return node
}

/// A node with exactly one child whose widgets it passes through.
@MainActor
class PassthroughNode: ViewNode {
    var child: ViewNode?

    func render<V: View>(_ content: V, context: RenderContext) {
        child = reconcile(child, with: content, parent: self, context: context)
        setWidgets(child?.widgets ?? [])
        didRender()
    }

    /// Called after each render and each child widget change.
    func didRender() {}

    override func childWidgetsChanged(_ child: ViewNode) {
        setWidgets(child.widgets)
        didRender()
    }
}

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

    /// Re-evaluates `body` with the current state. Reads of `@Observable`
    /// properties while `body` is evaluated are tracked: a later change to
    /// any of them re-renders this node. Controls below track their own
    /// binding reads (`ObservesBindings`), so a keystroke in a bound editor
    /// does not re-render the body around it.
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

/// Batches state changes: every node invalidated during one main-loop turn
/// re-renders once, parents first, before the next frame is drawn.
@MainActor
public final class UpdateScheduler {
    private var pending: [(depth: Int, work: () -> Void)] = []
    private var scheduled: IdleSource?
    /// Called after each flush (the menu bar re-evaluates commands).
    var didFlush: (() -> Void)?
    /// Renders performed so far (for tests and benchmarks).
    public private(set) var renderCount = 0

    /// Creates a scheduler.
    public init() {}

    func schedule(_ node: ViewNode, _ work: @escaping () -> Void) {
        pending.append((node.depth, work))
        if scheduled == nil {
            scheduled = IdleSource(priority: .beforeRedraw) { [weak self] in self?.flush() }
        }
    }

    /// Runs every pending update now.
    public func flush() {
        scheduled?.cancel()
        scheduled = nil
        while !pending.isEmpty {
            let batch = pending.sorted { $0.depth < $1.depth }
            pending.removeAll()
            for entry in batch {
                renderCount += 1
                entry.work()
            }
        }
        didFlush?()
    }
}
