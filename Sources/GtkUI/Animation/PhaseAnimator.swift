import Foundation
import Gtk

/// Animates its content through a sequence of phases (SwiftUI's `PhaseAnimator`).
///
/// The content is drawn for the first phase, then moves to each next phase
/// with the animation `animation(phase)` returns, waiting for that animation
/// to end before the next. Without a trigger the phases cycle for as long
/// as the view is shown; with one, a change of the trigger runs through
/// them once, back to the first.
///
/// ```swift
/// Image(systemName: "heart.fill")
///     .phaseAnimator([1.0, 1.3]) { content, scale in content.scaleEffect(scale) }
/// ```
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    /// `Never`: a primitive view, rendering its content for the current phase.
    public typealias Body = Never
    let phases: [Phase]
    let trigger: AnyEquatable?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?

    /// Cycles through `phases` for as long as the view shows.
    public init(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.phases = Array(phases)
        trigger = nil
        self.content = content
        self.animation = animation
    }

    /// Runs through `phases` once each time `trigger` changes.
    public init(
        _ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.phases = Array(phases)
        self.trigger = AnyEquatable(trigger)
        self.content = content
        self.animation = animation
    }
}

/// An `Equatable` value with its type erased.
struct AnyEquatable: Equatable {
    private let value: Any
    private let equals: (Any) -> Bool

    init<Value: Equatable>(_ value: Value) {
        self.value = value
        equals = { ($0 as? Value) == value }
    }

    static func == (a: AnyEquatable, b: AnyEquatable) -> Bool { a.equals(b.value) }
}

/// The view a `phaseAnimator` modifies, as its content closure receives it,
/// and the content a `Transition`'s body draws (SwiftUI's `PlaceholderContentView`).
///
/// GtkUI does not call custom transition bodies (it fades those views).
public struct PlaceholderContentView<Value>: View, StyleContentView {
    /// `Never`: the modified view is drawn.
    public typealias Body = Never
    let content: StyleContent
}

/// The node of a `PhaseAnimator`: the content for the phase shown, and the
/// timer that moves to the next one.
@MainActor
final class PhaseAnimatorNode: PassthroughNode {
    /// Renders the content for the phase at an index, in the animation given.
    var draw: (Int, Animation?) -> Void = { _, _ in }
    /// How many phases there are.
    var phaseCount = 0
    /// The phase shown.
    private(set) var index = 0
    /// Whether the phases cycle without end (no trigger).
    var cycles = true
    /// The trigger's last value.
    var trigger: AnyEquatable?
    /// The animation to each phase, by index.
    var animationTo: (Int) -> Animation? = { _ in nil }
    private var timer: TimeoutSource?
    /// Whether the phases are being run through.
    private(set) var isRunning = false

    /// Starts cycling, if it cycles and is not yet.
    func startIfCycling() {
        guard cycles, !isRunning, phaseCount > 1 else { return }
        isRunning = true
        scheduleNext(after: 0)
    }

    /// Runs through the phases once (a trigger changed).
    func runOnce() {
        guard phaseCount > 1 else { return }
        timer?.cancel()
        isRunning = true
        index = 0
        advance()
    }

    private func scheduleNext(after seconds: Double) {
        timer?.cancel()
        // Without an animation a phase still shows for a frame or so.
        let milliseconds = UInt32(max(16, (seconds * 1000).rounded()))
        timer = TimeoutSource(milliseconds: milliseconds, repeats: false) { [weak self] in self?.advance() }
    }

    private func advance() {
        timer = nil
        let next = (index + 1) % max(1, phaseCount)
        index = next
        let animation = animationTo(next)
        draw(next, animation)
        if next == 0, !cycles {
            isRunning = false
            return
        }
        scheduleNext(after: animation?.totalDuration ?? 0)
    }

    /// Stops moving through the phases and shows the first (the phases changed).
    func reset() {
        timer?.cancel()
        timer = nil
        isRunning = false
        index = 0
    }

    isolated deinit { timer?.cancel() }
}

extension PhaseAnimator: PrimitiveView {
    func makeNode() -> PhaseAnimatorNode { PhaseAnimatorNode(viewType: Self.self) }

    func updateNode(_ node: PhaseAnimatorNode, context: RenderContext) {
        let (phases, content, animation) = (self.phases, self.content, self.animation)
        if node.phaseCount != phases.count { node.reset() }
        node.phaseCount = phases.count
        node.cycles = trigger == nil
        node.animationTo = { index in phases.indices.contains(index) ? animation(phases[index]) : nil }
        node.draw = { [weak node] index, animation in
            guard let node, phases.indices.contains(index) else { return }
            TransactionScope.rendering(in: Transaction(animation: animation)) {
                node.render(content(phases[index]), context: context)
            }
        }
        if let phase = phases.indices.contains(node.index) ? phases[node.index] : phases.first {
            node.render(content(phase), context: context)
        }
        if let trigger {
            if let previous = node.trigger, previous != trigger { node.runOnce() }
            node.trigger = trigger
        } else {
            node.startIfCycling()
        }
    }
}

extension View {
    /// Animates this view through `phases` without end: `content` draws it
    /// for each phase, moving there with `animation(phase)`.
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let placeholder = PlaceholderContentView<Self>(content: StyleContent(self))
        return PhaseAnimator(phases, content: { phase in content(placeholder, phase) }, animation: animation)
    }

    /// Animates this view through `phases` once each time `trigger`
    /// changes: `content` draws it for each phase, moving there with `animation(phase)`.
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let placeholder = PlaceholderContentView<Self>(content: StyleContent(self))
        return PhaseAnimator(phases, trigger: trigger, content: { phase in content(placeholder, phase) }, animation: animation)
    }
}
