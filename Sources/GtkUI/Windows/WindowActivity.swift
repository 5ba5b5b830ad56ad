import Foundation
import Gtk
import Observation

/// What a window's views read as `\.scenePhase`, `\.controlActiveState`,
/// `\.displayScale` and `\.layoutDirection`, followed live from GTK.
///
/// `@Observable`: a view's body that read one of them is evaluated again
/// when it changes, and no other (a window becoming active does not
/// re-render views that never asked).
@Observable
final class WindowActivity {
    /// `.active` while the app has the focus, `.inactive` while another
    /// app has it, `.background` while the window is minimized or hidden.
    var scenePhase: ScenePhase = .active
    /// `.key` in the focused window, `.active` in the app's other windows
    /// while the app has the focus, `.inactive` otherwise.
    var controlActiveState: ControlActiveState = .key
    /// Device pixels per point of the window's monitor.
    var displayScale: CGFloat = 1
    /// The window's direction (GTK's default follows the locale's language).
    var layoutDirection: LayoutDirection = .leftToRight

    init() {}

    /// The app's phase, what an `App` reads as `\.scenePhase` (and views
    /// outside any window): `.active` while one of its windows has the
    /// focus, `.inactive` while another app has it, `.background` while
    /// every window is minimized or hidden; with no window open, what it
    /// was when the last one closed.
    ///
    /// Written on the main actor only (by `WindowActivityTracker`).
    nonisolated(unsafe) static let app = WindowActivity()
}

/// Keeps every open window's `WindowActivity` in step with GTK: one update
/// over all windows, soon after any window's focus, minimized state,
/// visibility or scale changed (a window's phase depends on whether any of
/// the app's windows has the focus).
@MainActor
enum WindowActivityTracker {
    private static var hosts = WeakNodes<WindowHost>()
    private static var pendingUpdate: IdleSource?

    /// Follows `host`'s window from now until it is destroyed.
    static func follow(_ host: WindowHost) {
        hosts.register(host)
        let window = host.window
        window.onNotify("is-active") { setNeedsUpdate() }
        window.onNotify("scale-factor") { setNeedsUpdate() }
        window.onDirectionChange { setNeedsUpdate() }
        window.onMap { setNeedsUpdate() }
        window.onUnmap { setNeedsUpdate() }
        window.onToplevelStateChange { setNeedsUpdate() }
        window.onDestroyed { setNeedsUpdate() }
        update(host, appIsActive: appIsActive)
    }

    private static var appIsActive: Bool { hosts.live.contains { $0.window.isActive } }

    /// Updates soon: GTK notifies the window losing the focus before the
    /// one gaining it, so each window is judged once both have.
    static func setNeedsUpdate() {
        guard pendingUpdate == nil else { return }
        pendingUpdate = IdleSource(priority: .beforeRedraw) {
            pendingUpdate = nil
            updateAll()
        }
    }

    /// Updates every window now.
    static func updateAll() {
        pendingUpdate?.cancel()
        pendingUpdate = nil
        let active = appIsActive
        for host in hosts.live { update(host, appIsActive: active) }
        // With no window open (before the first, after the last) the app's phase stays as it was.
        let phases = hosts.live.filter(\.window.isAlive).map(\.activity.scenePhase)
        guard !phases.isEmpty else { return }
        let appPhase: ScenePhase = phases.contains(.active) ? .active : phases.contains(.inactive) ? .inactive : .background
        if WindowActivity.app.scenePhase != appPhase { WindowActivity.app.scenePhase = appPhase }
    }

    private static func update(_ host: WindowHost, appIsActive: Bool) {
        let window = host.window
        let activity = host.activity
        let shown = window.isMapped && !window.isMinimized
        let phase: ScenePhase = !shown ? .background : appIsActive ? .active : .inactive
        let control: ControlActiveState = window.isActive ? .key : appIsActive ? .active : .inactive
        let scale = CGFloat(max(1, window.scaleFactor))
        let direction: LayoutDirection = window.isRightToLeft ? .rightToLeft : .leftToRight
        // Assigned only when changed: every assignment of an @Observable
        // property notifies its readers.
        if activity.scenePhase != phase { activity.scenePhase = phase }
        if activity.controlActiveState != control { activity.controlActiveState = control }
        if activity.displayScale != scale { activity.displayScale = scale }
        if activity.layoutDirection != direction { activity.layoutDirection = direction }
    }
}
