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
/// Sidebar), and the divider widths each window had this session.
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

    static func saveWidth(_ width: Int, host: WindowHost?, divider: Int) {
        guard let host, host.lifetime.isOpen else { return }
        let key = ObjectIdentifier(host)
        // Forgotten with the window: a later window may get its identifier.
        if widths[key] == nil { host.lifetime.onEnd { widths[key] = nil } }
        widths[key, default: [:]][divider] = width
    }

    static func savedWidth(host: WindowHost?, divider: Int) -> Int? {
        host.flatMap { widths[ObjectIdentifier($0)]?[divider] }
    }
}
