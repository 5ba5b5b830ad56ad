import Gtk

/// Decides whether the app is drawn light or dark, and tells every window:
/// the active window's `.preferredColorScheme`, else the desktop's Style
/// as the settings portal reports it (read at start and followed live).
@MainActor
final class ColorSchemeCoordinator {
    /// The desktop's preference (light until the portal says otherwise).
    private(set) var desktopScheme: ColorScheme = .light
    /// The scheme drawn now.
    private(set) var shownScheme: ColorScheme = .light
    private var portal: AppearancePortal?
    private var pendingUpdate: IdleSource?
    private let hosts: () -> [WindowHost]
    private let activeHost: () -> WindowHost?

    init(hosts: @escaping () -> [WindowHost], activeHost: @escaping () -> WindowHost?) {
        self.hosts = hosts
        self.activeHost = activeHost
    }

    /// Starts following the desktop's preference (asynchronously).
    func followDesktop() {
        let portal = AppearancePortal { [weak self] preference in
            self?.desktopScheme = preference == .preferDark ? .dark : .light
            self?.setNeedsUpdate()
        }
        self.portal = portal
        portal.start()
    }

    /// Sets the desktop's preference directly (for tests).
    func setDesktopScheme(_ scheme: ColorScheme) {
        desktopScheme = scheme
        update()
    }

    /// Updates soon (a window's preference changed while it rendered, or
    /// another window became active).
    func setNeedsUpdate() {
        guard pendingUpdate == nil else { return }
        pendingUpdate = IdleSource(priority: .beforeRedraw) { [weak self] in
            self?.pendingUpdate = nil
            self?.update()
        }
    }

    /// Draws the app in the scheme it should have now, and re-renders the
    /// windows whose views saw another one.
    func update() {
        pendingUpdate?.cancel()
        pendingUpdate = nil
        let scheme = activeHost()?.preferredColorScheme ?? desktopScheme
        shownScheme = scheme
        let dark = scheme == .dark
        if Gtk.prefersDarkStyle != dark { Gtk.prefersDarkStyle = dark }
        for host in hosts() where host.colorScheme != scheme {
            host.colorScheme = scheme
            host.rerenderContent?()
        }
    }
}
