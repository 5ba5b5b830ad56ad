import Observation

/// One `Scene.onChange(of:)` of an evaluation of the app's body: the value
/// it passed and what runs when a later evaluation passes another.
@MainActor
struct SceneChange {
    let value: Any
    let initial: Bool
    /// Whether `other` (a later evaluation's value) differs from `value`.
    let differs: (Any) -> Bool
    /// Runs the action for a change from `old` to this value.
    let fire: (_ old: Any) -> Void

    init<V: Equatable>(value: V, initial: Bool, action: @escaping (V, V) -> Void) {
        self.value = value
        self.initial = initial
        differs = { ($0 as? V) != value }
        fire = { old in action(old as? V ?? value, value) }
    }
}

extension Scene {
    /// Runs `action` with the old and new values when `value` changes
    /// (the app's body is evaluated again when what it read changes, such
    /// as `@Environment(\.scenePhase)`), and once at launch if `initial`.
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false,
        _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some Scene {
        sceneChange(SceneChange(value: value, initial: initial, action: action))
    }

    /// Runs `action` when `value` changes, and once at launch if `initial`.
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false,
        _ action: @escaping () -> Void
    ) -> some Scene {
        sceneChange(SceneChange(value: value, initial: initial) { _, _ in action() })
    }

    /// Runs `action` with the new value when `value` changes (the form before macOS 14).
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some Scene {
        sceneChange(SceneChange(value: value, initial: false) { _, newValue in action(newValue) })
    }

    /// Records the change on the first window configuration the scene makes
    /// (a group of scenes runs it once, not once per scene).
    private func sceneChange(_ change: SceneChange) -> some Scene {
        SceneChangeScene(content: self, change: change)
    }
}

/// The scene of `Scene.onChange`.
private struct SceneChangeScene<Content: Scene>: Scene, PrimitiveScene {
    typealias Body = Never
    let content: Content
    let change: SceneChange

    func collect(into configurations: inout [WindowGroupConfiguration]) {
        var inner: [WindowGroupConfiguration] = []
        collectScene(content, into: &inner)
        if !inner.isEmpty { inner[0].sceneChanges.append(change) }
        configurations += inner
    }
}

/// Evaluates the app's body again whenever an `@Observable` value it read
/// changed (the app's `\.scenePhase`, an app model), and runs the
/// `Scene.onChange` actions whose values changed, in declaration order.
///
/// Only the changes are taken from a new evaluation: the windows, commands
/// and settings stay those of launch.
@MainActor
final class SceneChangeTracker {
    private let evaluate: () -> [WindowGroupConfiguration]
    private var current: [SceneChange]?
    private var isScheduled = false

    init(evaluate: @escaping () -> [WindowGroupConfiguration]) {
        self.evaluate = evaluate
    }

    /// Evaluates the body now: the first time runs the `initial:` actions,
    /// later times the actions of changed values.
    func update() {
        isScheduled = false
        let fresh = withObservationTracking {
            evaluate().flatMap(\.sceneChanges)
        } onChange: { [weak self] in
            Task { @MainActor in self?.schedule() }
        }
        defer { current = fresh }
        guard let current else {
            for change in fresh where change.initial { change.fire(change.value) }
            return
        }
        for (old, new) in zip(current, fresh) where new.differs(old.value) { new.fire(old.value) }
    }

    private func schedule() {
        guard !isScheduled else { return }
        isScheduled = true
        update()
    }
}
