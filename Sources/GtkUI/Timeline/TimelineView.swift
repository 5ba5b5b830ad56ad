import Foundation
import Gtk

/// A view that redraws on a schedule (SwiftUI's `TimelineView`): a clock,
/// a countdown, an animation.
///
/// The content is rendered for the current date, then again at each of the
/// schedule's next dates, by a GLib timeout owned by the view's node
/// (cancelled when the view goes away).
///
/// ```swift
/// TimelineView(.periodic(from: .now, by: 1)) { context in
///     Text(context.date, style: .time)
/// }
/// ```
public struct TimelineView<Schedule: TimelineSchedule, Content> {
    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content
}

/// What a `TimelineView`'s content is drawn for (SwiftUI's `TimelineViewDefaultContext`).
public struct TimelineViewDefaultContext: Sendable {
    /// The date of this update.
    public let date: Date
    /// How often updates come.
    public let cadence: Cadence

    /// How often a timeline updates (SwiftUI's `TimelineView.Context.Cadence`).
    public enum Cadence: Comparable, Sendable {
        /// Continuously (an animation).
        case live
        /// About every second.
        case seconds
        /// About every minute.
        case minutes
    }
}

extension TimelineView: View where Content: View {
    /// `Never`: a primitive view, rendering its content on the schedule.
    public typealias Body = Never
    /// The context the content receives.
    public typealias Context = TimelineViewDefaultContext

    /// A view drawing `content` at each date of `schedule`.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }
}

extension TimelineView: PrimitiveView where Content: View {
    func makeNode() -> TimelineNode { TimelineNode(viewType: Self.self) }

    func updateNode(_ node: TimelineNode, context: RenderContext) {
        let (schedule, content) = (self.schedule, self.content)
        node.draw = { [weak node] now in
            guard let node else { return nil }
            var entries = schedule.entries(from: now, mode: .normal).makeIterator()
            var next = entries.next()
            while let date = next, date <= now { next = entries.next() }
            let cadence = TimelineNode.cadence(from: now, to: next)
            node.render(content(TimelineViewDefaultContext(date: now, cadence: cadence)), context: context)
            return next
        }
        node.redraw()
    }
}

/// The node of a `TimelineView`: renders the content now and schedules the next date.
@MainActor
final class TimelineNode: PassthroughNode {
    /// Renders the content for a date, returning the next date to render at.
    var draw: (Date) -> Date? = { _ in nil }
    private var timer: TimeoutSource?

    func redraw() {
        timer?.cancel()
        timer = nil
        guard let next = draw(Date()) else { return }
        let milliseconds = UInt32(min(max(next.timeIntervalSinceNow * 1000, 1), 86_400_000).rounded(.up))
        timer = TimeoutSource(milliseconds: milliseconds, repeats: false) { [weak self] in self?.redraw() }
    }

    static func cadence(from now: Date, to next: Date?) -> TimelineViewDefaultContext.Cadence {
        guard let next else { return .minutes }
        let gap = next.timeIntervalSince(now)
        return gap < 0.5 ? .live : gap < 30 ? .seconds : .minutes
    }

    isolated deinit { timer?.cancel() }
}
