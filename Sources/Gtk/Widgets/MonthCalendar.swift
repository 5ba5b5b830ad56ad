import CGtk

/// A month calendar to pick a day (GtkCalendar; not named `Calendar`, which is Foundation's).
@MainActor
public final class MonthCalendar: Widget {
    /// Creates a calendar showing today.
    public init() { super.init(sinking: gtk_calendar_new()) }
    var calendar: OpaquePointer { opaque }

    /// The selected day: year, month (1…12) and day (1…31), in local time.
    public var selectedDay: (year: Int, month: Int, day: Int) {
        get {
            let date = gtk_calendar_get_date(calendar)!
            defer { g_date_time_unref(date) }
            return (Int(g_date_time_get_year(date)), Int(g_date_time_get_month(date)), Int(g_date_time_get_day_of_month(date)))
        }
        set {
            guard newValue != selectedDay,
                let date = g_date_time_new_local(
                    gint(newValue.year), gint(newValue.month),
                    gint(newValue.day), 0, 0, 0)
            else { return }
            gtk_calendar_select_day(calendar, date)
            g_date_time_unref(date)
        }
    }

    /// `day-selected`: the user picked a day.
    @discardableResult
    public func onDaySelected(_ body: @escaping @MainActor () -> Void) -> SignalHandler { connect("day-selected", body) }
}
