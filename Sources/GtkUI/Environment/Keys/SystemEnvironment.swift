import Foundation

private struct LocaleKey: EnvironmentKey {
    static var defaultValue: Locale { .current }
}

private struct CalendarKey: EnvironmentKey {
    static var defaultValue: Calendar { .current }
}

private struct TimeZoneKey: EnvironmentKey {
    static var defaultValue: TimeZone { .current }
}

/// A scale a view set with `.environment(\.displayScale, …)`; nil: the window's.
private struct DisplayScaleKey: EnvironmentKey {
    static var defaultValue: CGFloat? { nil }
}

extension EnvironmentValues {
    /// The user's locale (from `LANG`/`LC_*`), unless a view sets another.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }
    /// The user's calendar.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }
    /// The user's time zone.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
    /// Device pixels per point of the window's monitor (GTK's scale
    /// factor, followed live), unless a view sets another.
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] ?? windowActivity?.displayScale ?? 1 }
        set { self[DisplayScaleKey.self] = newValue }
    }
}
