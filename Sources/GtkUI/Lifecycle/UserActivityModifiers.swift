extension View {
    /// Runs `action` when the app is asked to continue an activity of
    /// `activityType` (SwiftUI's `onContinueUserActivity`).
    ///
    /// No-op on GNOME: no Handoff, Spotlight or Siri hands activities to
    /// apps, so `action` is never called. Links into the app arrive as URLs
    /// (`.onOpenURL`).
    public func onContinueUserActivity(
        _ activityType: String, perform action: @escaping (NSUserActivity) -> Void
    ) -> some View {
        self
    }

    /// Advertises an activity of `activityType` while `isActive`, filled in
    /// by `update` (SwiftUI's `userActivity(_:isActive:_:)`).
    ///
    /// No-op on GNOME: nothing asks for the activity (see `NSUserActivity`),
    /// so `update` is never called.
    public func userActivity(
        _ activityType: String, isActive: Bool = true, _ update: @escaping (NSUserActivity) -> Void
    ) -> some View {
        self
    }

    /// Advertises an activity of `activityType` for `element` while it is
    /// not nil (SwiftUI's `userActivity(_:element:_:)`); no-op on GNOME, as
    /// `userActivity(_:isActive:_:)`.
    public func userActivity<P>(
        _ activityType: String, element: P?, _ update: @escaping (P, NSUserActivity) -> Void
    ) -> some View {
        self
    }

    /// Which external events (URLs, activities) this view's scene prefers
    /// and allows (SwiftUI's `handlesExternalEvents(preferring:allowing:)`).
    ///
    /// No-op on GNOME: the app's single instance receives every URL and
    /// file, and `.onOpenURL` handlers see them.
    public func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> some View {
        self
    }
}
