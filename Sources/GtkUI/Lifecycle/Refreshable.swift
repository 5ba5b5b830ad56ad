/// Reloads a view's content (SwiftUI's `RefreshAction`, read as `@Environment(\.refresh)`).
public struct RefreshAction: Sendable {
    let action: @Sendable () async -> Void
    /// Runs the refresh and waits for it.
    public func callAsFunction() async { await action() }
}

private struct RefreshActionKey: EnvironmentKey {
    static var defaultValue: RefreshAction? { nil }
}

extension EnvironmentValues {
    /// The refresh action of the nearest `.refreshable` ancestor, if any.
    public var refresh: RefreshAction? {
        get { self[RefreshActionKey.self] }
        set { self[RefreshActionKey.self] = newValue }
    }
}

extension View {
    /// Offers `action` to the views inside as `@Environment(\.refresh)`.
    ///
    /// GtkUI has no pull-to-refresh gesture: a view (a toolbar Reload
    /// button, say) calls the action itself.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        environment(\.refresh, RefreshAction(action: action))
    }
}
