import Foundation

extension Text {
    /// Text showing `input` formatted by `format` (SwiftUI's `Text(_:format:)`).
    ///
    /// For example `Text(price, format: .currency(code: "EUR"))`.
    ///
    /// The string is Foundation's `FormatStyle` output in the current
    /// locale, shown in the GtkLabel as any other text.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(verbatim: format.format(input))
    }

    /// Text showing `subject` through a Foundation `Formatter` (`NumberFormatter`, `DateFormatter`…).
    ///
    /// A subject the formatter cannot format shows as empty text, as in SwiftUI.
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }

    /// Text showing an object (`NSNumber`, `NSDate`…) through a Foundation `Formatter`.
    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }

    /// Text showing an attributed string's characters.
    ///
    /// Partial: the characters are shown; the runs' attributes (fonts,
    /// colours, links) are not drawn yet.
    /// (Disfavored, as a literal is a `LocalizedStringKey`: swift-foundation's
    /// `AttributedString` also takes string literals.)
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        self.init(verbatim: String(attributedContent.characters))
    }

    /// Text showing `date` in `style`; `.relative`, `.offset` and `.timer` count live.
    ///
    /// The live styles re-read the clock every second while the label is
    /// shown (a GLib timeout on the label's node), as SwiftUI's do.
    public init(_ date: Date, style: Text.DateStyle) {
        let live = LiveDateText(style: style.kind, date: date)
        self.init(verbatim: live.text(at: Date()))
        if style.isLive { self.live = live }
    }

    /// Text showing a range of dates ("9:00 AM – 10:30 AM").
    public init(_ dates: ClosedRange<Date>) {
        self.init(verbatim: (dates.lowerBound..<dates.upperBound).formatted(.interval))
    }

    /// Text showing a date interval ("9:00 AM – 10:30 AM").
    public init(_ interval: DateInterval) {
        self.init(verbatim: (interval.start..<interval.end).formatted(.interval))
    }

    /// A live timer over `timerInterval` ("4:59" counting down, or up when `countsDown` is false).
    ///
    /// `pauseTime` freezes it at that instant; `showsHours` false folds
    /// hours into the minutes ("75:00").
    public init(
        timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true,
        showsHours: Bool = true
    ) {
        let live = LiveDateText(
            style: .interval(timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours),
            date: timerInterval.lowerBound)
        self.init(verbatim: live.text(at: Date()))
        if pauseTime == nil { self.live = live }
    }

    /// How `Text(_:style:)` shows a date (SwiftUI's `Text.DateStyle`).
    public struct DateStyle: Equatable, Sendable {
        let kind: LiveDateText.Style
        var isLive: Bool {
            switch kind {
            case .relative, .offset, .timer: true
            default: false
            }
        }

        /// The time of day ("9:41 AM").
        public static let time = DateStyle(kind: .time)
        /// The date ("June 3, 2019").
        public static let date = DateStyle(kind: .date)
        /// The time from now, live ("2 hours, 23 minutes").
        public static let relative = DateStyle(kind: .relative)
        /// The offset from now with a sign, live ("+2 hours").
        public static let offset = DateStyle(kind: .offset)
        /// A live timer since or until the date ("2:59:27").
        public static let timer = DateStyle(kind: .timer)
    }
}
