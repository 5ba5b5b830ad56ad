import Foundation

/// When a `TimelineView` redraws (SwiftUI's `TimelineSchedule`): the dates of its updates.
public protocol TimelineSchedule {
    /// The dates, in increasing order.
    associatedtype Entries: Sequence where Entries.Element == Date
    /// The update dates from `startDate` on.
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// How often a schedule may update (SwiftUI's `TimelineScheduleMode`).
public enum TimelineScheduleMode: Sendable {
    /// As often as the schedule asks.
    case normal
    /// Rarely (a dimmed screen): GTK apps have no such mode, so schedules get `.normal`.
    case lowFrequency
}

/// Updates every `interval` seconds from a start date.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    let start: Date
    let interval: TimeInterval
    /// Every `interval` seconds from `startDate`.
    public init(from startDate: Date, by interval: TimeInterval) {
        start = startDate
        self.interval = max(interval, 0.001)
    }
    /// The dates `start + k × interval` from the first at or after `startDate`.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let steps = max(0, (startDate.timeIntervalSince(start) / interval).rounded(.down))
        return Entries(upcoming: start.addingTimeInterval(steps * interval), interval: interval)
    }
    /// The endless sequence of update dates.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date
        let interval: TimeInterval
        /// The next date.
        public mutating func next() -> Date? {
            defer { upcoming = upcoming.addingTimeInterval(interval) }
            return upcoming
        }
    }
}

/// Updates at the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    /// Every minute, on the minute.
    public init() {}
    /// The starts of the minutes from the one holding `startDate`.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
        let minute = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
        return PeriodicTimelineSchedule(from: Date(timeIntervalSinceReferenceDate: minute), by: 60)
            .entries(from: startDate, mode: mode)
    }
}

/// Updates as often as the screen redraws, or every `minimumInterval` seconds.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    let interval: TimeInterval
    let paused: Bool
    /// Redraws about 60 times a second (every `minimumInterval` when given); none while `paused`.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        interval = max(minimumInterval ?? 1.0 / 60, 1.0 / 120)
        self.paused = paused
    }
    /// The redraw dates (only `startDate` while paused).
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnyIterator<Date> {
        var next: Date? = startDate
        let (interval, paused) = (self.interval, self.paused)
        return AnyIterator {
            defer { next = paused ? nil : next?.addingTimeInterval(interval) }
            return next
        }
    }
}

/// Updates at given dates.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries
    /// At `dates`.
    public init(_ dates: Entries) { self.dates = dates }
    /// The given dates.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// At the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// As often as the screen redraws (about 60 times a second).
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    /// Every `minimumInterval` seconds, or not while `paused`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule {
    /// At the given dates.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}
