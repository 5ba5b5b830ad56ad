import CGtk

/// Watches GTK's list of toplevels; when a tracked window leaves it, the
/// window was destroyed: release every Swift closure in its widget tree.
@MainActor
final class WindowTracker {
    static let shared = WindowTracker()

    private final class Entry {
        var weak = GWeakRef()
        var destroyed: [@MainActor () -> Void] = []
        init(_ raw: UnsafeMutableRawPointer) { g_weak_ref_init(&weak, raw) }
        deinit { g_weak_ref_clear(&weak) }
        /// Whether this entry tracks the window at `raw` (and it is alive).
        func tracks(_ raw: UnsafeMutableRawPointer) -> Bool {
            guard let object = g_weak_ref_get(&weak) else { return false }
            defer { g_object_unref(object) }
            return object == raw
        }
    }
    private var entries: [Entry] = []
    private var connected = false

    static func isToplevel(_ raw: UnsafeMutableRawPointer) -> Bool {
        let list = gtk_window_get_toplevels()
        let count = g_list_model_get_n_items(list)
        for index in 0..<count {
            if let item = g_list_model_get_item(list, index) {
                g_object_unref(item)
                if item == raw { return true }
            }
        }
        return false
    }

    func track(_ window: Window) {
        if !connected {
            connected = true
            let list = gtk_window_get_toplevels()
            let changed: @convention(c) (UnsafeMutableRawPointer?, guint, guint, guint, UnsafeMutableRawPointer?) -> Void = {
                _, _, removed, _, _ in
                guard removed > 0 else { return }
                MainActor.assumeIsolated { WindowTracker.shared.sweep() }
            }
            g_signal_connect_data(
                UnsafeMutableRawPointer(list), "items-changed", unsafeBitCast(changed, to: GCallback.self), nil, nil, GConnectFlags(0))
        }
        // Once per window: every wrapper of it (`Application.activeWindow`
        // makes one per read) shares the entry.
        guard !entries.contains(where: { $0.tracks(window.raw) }) else { return }
        entries.append(Entry(window.raw))
    }

    /// The number of windows tracked (for tests).
    var trackedCount: Int { entries.count }

    func onDestroyed(_ window: Window, _ body: @escaping @MainActor () -> Void) {
        entries.first { $0.tracks(window.raw) }?.destroyed.append(body)
    }

    private func sweep() {
        var remaining: [Entry] = []
        var finished: [(UnsafeMutableRawPointer, Entry)] = []
        for entry in entries {
            guard let object = g_weak_ref_get(&entry.weak) else { continue }
            if WindowTracker.isToplevel(object) {
                g_object_unref(object)
                remaining.append(entry)
            } else {
                finished.append((object, entry))
            }
        }
        entries = remaining
        for (object, entry) in finished {
            for body in entry.destroyed { body() }
            WindowTracker.releaseClosures(in: object.assumingMemoryBound(to: GtkWidget.self))
            g_object_unref(object)
        }
    }

    /// Disconnects this module's handlers on a widget, its controllers and
    /// its descendants (popovers included: they are children too).
    static func releaseClosures(in widget: UnsafeMutablePointer<GtkWidget>) {
        Trampolines.disconnectAll(on: UnsafeMutableRawPointer(widget))
        let controllers = gtk_widget_observe_controllers(widget)
        let count = g_list_model_get_n_items(controllers)
        for index in 0..<count {
            if let controller = g_list_model_get_item(controllers, index) {
                Trampolines.disconnectAll(on: controller)
                g_object_unref(controller)
            }
        }
        g_object_unref(UnsafeMutableRawPointer(controllers))
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            child = gtk_widget_get_next_sibling(current)
            releaseClosures(in: current)
        }
    }
}
