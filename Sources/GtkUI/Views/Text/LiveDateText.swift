import Foundation

/// What a date-styled `Text` shows at a given instant: the formatting
/// behind `Text(_:style:)` and `Text(timerInterval:)`, the live styles
/// re-rendered every second by `TextNode`.
struct LiveDateText: Equatable, Sendable {
    enum Style: Equatable, Sendable {
        case time, date, relative, offset, timer
        case interval(ClosedRange<Date>, pauseTime: Date?, countsDown: Bool, showsHours: Bool)
    }
    let style: Style
    let date: Date

    /// The text at `now`.
    func text(at now: Date) -> String {
        switch style {
        case .time: return date.formatted(date: .omitted, time: .shortened)
        case .date: return date.formatted(date: .long, time: .omitted)
        case .relative: return Self.spelled(abs(date.timeIntervalSince(now)), units: 2)
        case .offset:
            let seconds = date.timeIntervalSince(now)
            return (seconds < 0 ? "-" : "+") + Self.spelled(abs(seconds), units: 1)
        case .timer: return Self.clock(abs(date.timeIntervalSince(now)), showsHours: true)
        case .interval(let range, let pauseTime, let countsDown, let showsHours):
            let instant = min(max(pauseTime ?? now, range.lowerBound), range.upperBound)
            let seconds = countsDown ? range.upperBound.timeIntervalSince(instant) : instant.timeIntervalSince(range.lowerBound)
            return Self.clock(seconds, showsHours: showsHours)
        }
    }

    /// "2 hours, 23 minutes": the `units` largest non-zero units, whole.
    static func spelled(_ seconds: TimeInterval, units: Int) -> String {
        var rest = Int(seconds.rounded(.down))
        let scale: [(Int, String)] = [(86_400, "day"), (3_600, "hour"), (60, "minute"), (1, "second")]
        var parts: [String] = []
        for (size, name) in scale where parts.count < units {
            let count = rest / size
            rest %= size
            if count > 0 || (size == 1 && parts.isEmpty) {
                parts.append("\(count) \(name)\(count == 1 ? "" : "s")")
            } else if !parts.isEmpty {
                break
            }
        }
        return parts.joined(separator: ", ")
    }

    /// "2:05" or "1:02:05": a clock face of the seconds.
    static func clock(_ seconds: TimeInterval, showsHours: Bool) -> String {
        let total = Int(seconds.rounded(.down))
        let (hours, minutes, secs) = (total / 3_600, (total % 3_600) / 60, total % 60)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        if showsHours && hours > 0 { return "\(hours):\(two(minutes)):\(two(secs))" }
        return "\(showsHours ? minutes : total / 60):\(two(secs))"
    }
}
