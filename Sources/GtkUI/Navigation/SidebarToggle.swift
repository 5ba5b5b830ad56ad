import Foundation
import Gtk

/// The sidebar toggle a `NavigationSplitView` puts at the start of its
/// window's header bar (macOS's "Toggle Sidebar" toolbar item).
@MainActor
final class SidebarToggle {
    let button = ToggleButton(active: true)
    private weak var host: WindowHost?
    private var isSyncing = false

    init(host: WindowHost, onToggle: @escaping @MainActor () -> Void) {
        self.host = host
        button.setIconName("sidebar-show-symbolic")
        button.setAccessibleLabel(localized("Toggle Sidebar"))
        button.tooltip = localized("Hide Sidebar")
        button.onToggled { [weak self] in
            guard let self, !self.isSyncing else { return }
            onToggle()
        }
        host.headerBarItems.sidebarToggles.declare(button, by: ObjectIdentifier(self))
    }

    /// Whether the button is pressed (the sidebar shows).
    var isActive: Bool {
        get { button.isActive }
        set {
            isSyncing = true
            button.isActive = newValue
            isSyncing = false
            WidgetProps.setTooltip(button, newValue ? localized("Hide Sidebar") : localized("Show Sidebar"))
        }
    }

    /// Whether the button is in the header bar.
    var isShown: Bool {
        get { button.isVisible }
        set { if button.isVisible != newValue { button.isVisible = newValue } }
    }

    /// Takes the button out of the header bar (or the toolbar item holding it).
    func remove() {
        host?.headerBarItems.sidebarToggles.declare(nil, by: ObjectIdentifier(self))
    }
}

/// Each window's split view with a sidebar toggle (for View ▸ Show/Hide
/// Sidebar), and the divider widths of each window: kept with the window's
/// scene storage (`scenes.plist`, by scene and slot), so a window reopened
/// after a relaunch has the widths it was left with.
@MainActor
enum SidebarToggleRegistry {
    private final class WeakNode {
        weak var node: SplitViewNode?
        init(_ node: SplitViewNode) { self.node = node }
    }
    private static var nodes: [ObjectIdentifier: WeakNode] = [:]
    private static var widths: [ObjectIdentifier: [Int: Int]] = [:]

    static func register(_ node: SplitViewNode, for host: WindowHost) {
        guard host.lifetime.isOpen else { return }
        let key = ObjectIdentifier(host)
        if nodes[key] == nil { host.lifetime.onEnd { nodes[key] = nil } }
        nodes[key] = WeakNode(node)
    }

    /// The split view of `host`'s window, if it has one.
    static func splitView(of host: WindowHost?) -> SplitViewNode? {
        host.flatMap { nodes[ObjectIdentifier($0)]?.node }
    }

    /// The scene storage key of a window's divider widths (an array of
    /// Ints, the sidebar's then the content column's).
    static let dividersKey = "GtkUI.NavigationSplitView.dividers"
    private static var pendingWrites: [ObjectIdentifier: TimeoutSource] = [:]

    static func saveWidth(_ width: Int, host: WindowHost?, divider: Int) {
        guard let host, host.lifetime.isOpen else { return }
        let key = ObjectIdentifier(host)
        // The window's scene storage name, taken now: it is forgotten when
        // the window closes.
        let window = SceneStorageStore.window(of: host)
        if widths[key] == nil {
            widths[key] = storedWidths(window: window)
            // Written when the window closes (a drag still settling) and
            // forgotten: a later window may get its identifier.
            host.lifetime.onEnd {
                if let pending = pendingWrites.removeValue(forKey: key) {
                    pending.cancel()
                    store(widths[key] ?? [:], window: window)
                }
                widths[key] = nil
            }
        }
        widths[key, default: [:]][divider] = width
        // A divider drag moves it by every pixel: the file is written once
        // it rests.
        pendingWrites[key]?.cancel()
        pendingWrites[key] = MainLoop.after(0.4) {
            pendingWrites[key] = nil
            store(widths[key] ?? [:], window: window)
        }
    }

    static func savedWidth(host: WindowHost?, divider: Int) -> Int? {
        guard let host else { return nil }
        if let known = widths[ObjectIdentifier(host)] { return known[divider] }
        return storedWidths(window: SceneStorageStore.window(of: host))[divider]
    }

    private static func storedWidths(window: (name: String, persists: Bool)) -> [Int: Int] {
        guard let list = SceneStorageStore.shared.value(forKey: dividersKey, window: window) as? [Any] else {
            return [:]
        }
        var result: [Int: Int] = [:]
        for (divider, value) in list.enumerated() {
            if let width = (value as? Int) ?? (value as? NSNumber)?.intValue, width > 0 { result[divider] = width }
        }
        return result
    }

    private static func store(_ known: [Int: Int], window: (name: String, persists: Bool)) {
        guard let last = known.keys.max() else { return }
        SceneStorageStore.shared.set((0...last).map { known[$0] ?? 0 }, forKey: dividersKey, window: window)
    }
}
