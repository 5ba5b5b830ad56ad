import Gtk

/// Starts an asynchronous task when the view appears; cancels it when the
/// view goes away, and restarts it when `id` changes.
struct TaskModifier<Content: View, ID: Equatable>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let id: ID
    let priority: TaskPriority
    let action: @Sendable () async -> Void

    func makeNode() -> TaskNode { TaskNode(viewType: Self.self) }
    func updateNode(_ node: TaskNode, context: RenderContext) {
        node.render(content, context: context)
        node.watchWindow(context.host)
        if let running = node.id as? ID, running == id, node.task != nil { return }
        node.id = id
        node.restart(priority: priority, action)
    }
}

/// Owns the running task of one `.task` view identity.
@MainActor
final class TaskNode: PassthroughNode {
    var id: Any?
    private(set) var task: Task<Void, Never>?
    private var watchesWindow = false

    func restart(priority: TaskPriority, _ action: @escaping @Sendable () async -> Void) {
        task?.cancel()
        task = Task(priority: priority) { await action() }
    }

    /// Cancels the task when the window closes (its views disappear then).
    func watchWindow(_ host: WindowHost?) {
        guard !watchesWindow, let host else { return }
        watchesWindow = true
        host.window.onDestroyed { [weak self] in
            self?.task?.cancel()
            self?.task = nil
        }
    }

    isolated deinit { task?.cancel() }
}

/// What `.task` compares its id with when it has none.
struct NoTaskID: Equatable {}

extension View {
    /// Runs `action` when the view appears; it is cancelled when the view disappears.
    public func task(
        priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View {
        TaskModifier(content: self, id: NoTaskID(), priority: priority, action: action)
    }

    /// Runs `action` when the view appears and again (after cancelling the
    /// previous run) whenever `value` changes.
    public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View {
        TaskModifier(content: self, id: value, priority: priority, action: action)
    }
}
