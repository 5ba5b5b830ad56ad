import CGtk

extension Window {
    /// Whether the window manager shows the window minimized (false until
    /// the window is realized).
    public var isMinimized: Bool { cgtk_window_is_minimized(window) != 0 }
    /// Asks the window manager to minimize the window.
    public func minimize() { gtk_window_minimize(window) }
    /// Asks the window manager to show the minimized window again.
    public func unminimize() { gtk_window_unminimize(window) }

    /// Calls `body` after each change of the window's toplevel state as the
    /// window manager reports it (minimized, maximized, focused…), for every
    /// surface the window gets while it lives.
    ///
    /// Ownership: each realize wraps the window's new toplevel surface in a
    /// `ToplevelSurface` attached to the window, which holds the surface's
    /// handler; unrealizing or destroying the window disconnects the
    /// handler, releasing the closure, and drops the attachment and its
    /// reference.
    public func onToplevelStateChange(_ body: @escaping @MainActor () -> Void) {
        ToplevelSurface.watchers += 1
        let key = "gtk-swift-toplevel-state-\(ToplevelSurface.watchers)"
        let watch: @MainActor () -> Void = { [weak self] in
            guard let self, let surface = cgtk_window_toplevel_surface(self.window) else { return }
            let wrapper = ToplevelSurface(borrowing: UnsafeMutableRawPointer(surface))
            wrapper.onNotify("state", body)
            self.setAttachment(wrapper, forKey: key)
        }
        let unwatch: @MainActor () -> Void = { [weak self] in
            guard let self else { return }
            (self.attachment(forKey: key) as? ToplevelSurface)?.disconnectAllHandlers()
            self.setAttachment(nil, forKey: key)
        }
        onRealize(watch)
        connect("unrealize", unwatch)
        // Destroying a window releases its own closures (the unrealize
        // handler too) before GTK unrealizes it.
        onDestroyed(unwatch)
        if isRealized { watch() }
    }
}

/// A window's `GdkToplevel` surface, kept for its `notify::state` handler.
@MainActor
final class ToplevelSurface: Object {
    /// How many state watchers were set up (each attaches under its own key).
    static var watchers = 0
}
