import Gtk
import GtkTestSupport
// The harness of the toolbar programs: renders a program in a real window
// with a header bar, as the app runtime does, and reads back what the
// header bar and the action bar show. (`@testable` here only: the
// programs themselves see GtkUI's public interface.)
import XCTest

@testable import GtkUI

@MainActor
final class ToolbarProgramWindow<Content: View> {
    let window = Gtk::Window()
    let host: WindowHost
    let hosting: HostingView<Content>

    init(_ view: Content) {
        host = WindowHost(window: window)
        hosting = HostingView(rootView: view, host: host, scheduler: UpdateScheduler())
        window.setDefaultSize(width: 1100, height: 500)
        window.setChild(hosting.widget)
        window.present()
        settle()
    }

    func settle(_ seconds: Double = 0.1) {
        hosting.flush()
        let until = Date().addingTimeInterval(seconds)
        _ = MainLoop.run(timeout: seconds + 1) { Date() >= until }
        hosting.flush()
    }

    /// Item names (tooltips) at the start, in the title's place, and at the end of the header bar.
    var start: [String] { names(host.headerBarItems.start) }
    var title: [String] { names(host.headerBarItems.title) }
    var end: [String] { names(host.headerBarItems.end) }

    private func names<Container>(_ children: OrderedChildren<Container>) -> [String] {
        guard children.box.isVisible else { return [] }
        return children.placed.filter(\.isVisible).map { $0.tooltip ?? $0.accessibleLabel ?? $0.typeName }
    }

    /// The window's action bar (bottom bar), if shown.
    var actionBar: Widget? { widgets.first { $0.typeName == "GtkActionBar" } }

    /// Every widget of the content and the header bar.
    var widgets: [Widget] { all(hosting.widget) + all(host.headerBar) }

    /// The texts of the labels the window shows.
    var texts: [String] {
        (find(Gtk::Label.self, in: hosting) + find(Gtk::Label.self, in: host)).filter(\.isMapped).map(\.text)
    }

    /// The GTK buttons whose label or accessible name is `name`.
    func buttons(_ name: String) -> [Gtk::Button] {
        let candidates = find(Gtk::Button.self, in: hosting) + find(Gtk::Button.self, in: host)
        return candidates.filter { button in
            button.accessibleLabel == name || button.tooltip == name
                || ([button] + all(button)).contains { $0.property("label")?.string == name }
        }
    }

    private func all(_ widget: Widget) -> [Widget] { widget.children.flatMap { [$0] + all($0) } }

    /// Clicks the first button named `name`.
    func click(_ name: String, file: StaticString = #filePath, line: UInt = #line) {
        guard let button = buttons(name).first else {
            return XCTFail("no button \(name); texts: \(texts)", file: file, line: line)
        }
        button.click()
        settle()
    }

    func close() { window.destroy() }
}
