import Gtk

/// Gives a window its remembered size and maximized state when it opens,
/// and remembers them as they change (see `WindowStateStore`).
@MainActor
final class WindowStateTracker {
    let scene: String
    let slot: Int
    private unowned let store: WindowStateStore
    private weak var window: Gtk::Window?

    /// Restores `window`'s state from `store` (before it is shown, unless
    /// `restores` is false) and follows it from then on.
    init(window: Gtk::Window, store: WindowStateStore, scene: String, slot: Int, restores: Bool = true) {
        self.window = window
        self.store = store
        self.scene = scene
        self.slot = slot
        if restores, let saved = store.state(scene: scene, slot: slot) {
            window.setDefaultSize(width: saved.width, height: saved.height)
            if saved.isMaximized { window.maximize() }
        }
        for property in ["default-width", "default-height", "maximized"] {
            window.onNotify(property) { [weak self] in self?.windowChanged() }
        }
    }

    private func windowChanged() {
        guard let window else { return }
        let size = window.defaultSize
        // GTK reports 0 or -1 until the window has a size of its own.
        guard WindowState.sizeLimit.contains(size.width), WindowState.sizeLimit.contains(size.height) else { return }
        store.record(
            WindowState(width: size.width, height: size.height, isMaximized: window.isMaximized),
            scene: scene, slot: slot)
    }

    /// The lowest slot of `scene` that no tracker in `open` holds.
    static func freeSlot(scene: String, among open: [WindowStateTracker]) -> Int {
        let taken = Set(open.filter { $0.scene == scene }.map(\.slot))
        return (0...).first { !taken.contains($0) }!
    }
}
