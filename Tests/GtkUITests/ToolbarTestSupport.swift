import Gtk
import GtkTestSupport
import ToolbarKit
import XCTest

@testable import GtkUI

/// Renders a view into a real window with a header-bar toolbar, as the app
/// runtime does, with a private toolbar registry (no files).
@MainActor
final class ToolbarFixture<Content: View> {
    let window = Gtk::Window()
    let host: WindowHost
    let hosting: HostingView<Content>
    let registry: ToolbarRegistry

    init(_ view: Content, registry: ToolbarRegistry = ToolbarRegistry(), width: Int = 900) {
        self.registry = registry
        host = WindowHost(window: window, registry: registry)
        hosting = HostingView(rootView: view, host: host, scheduler: UpdateScheduler())
        window.setDefaultSize(width: width, height: 400)
        window.setChild(hosting.widget)
        window.present()
        settle()
    }

    /// Applies pending updates and lets GTK lay out and draw.
    func settle(_ seconds: Double = 0.15) {
        hosting.flush()
        let until = Date().addingTimeInterval(seconds)
        _ = MainLoop.run(timeout: seconds + 1) { Date() >= until }
        hosting.flush()
    }

    var renderer: ToolbarRenderer { host.toolbar! }
    var model: ToolbarModel { renderer.model }

    /// Entry ids in header-bar order (visible or not).
    var order: [String] { renderer.orderedSlots.map(\.entry.id) }

    /// Entry ids of the items the header bar shows right now (not hidden,
    /// not in the overflow menu), read from GTK: mapped widgets.
    var shownOrder: [String] { renderer.orderedSlots.filter { $0.box.isMapped }.map(\.entry.id) }

    func slot(_ id: String) -> ToolbarSlot? { renderer.slots[id] }

    /// Every widget under `root`, depth first.
    func descendants(of root: Widget) -> [Widget] {
        var result: [Widget] = []
        for child in root.children {
            result.append(child)
            result += descendants(of: child)
        }
        return result
    }

    func close() { window.destroy() }
}
