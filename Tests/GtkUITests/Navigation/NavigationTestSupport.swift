import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// A path a test and a stack share.
@MainActor
final class PathStore {
    var path = NavigationPath()
    var numbers: [Int] = []
    var flag = false
    var item: Int?
    var binding: Binding<NavigationPath> { Binding(get: { self.path }, set: { self.path = $0 }) }
    var numbersBinding: Binding<[Int]> { Binding(get: { self.numbers }, set: { self.numbers = $0 }) }
    var flagBinding: Binding<Bool> { Binding(get: { self.flag }, set: { self.flag = $0 }) }
    var itemBinding: Binding<Int?> { Binding(get: { self.item }, set: { self.item = $0 }) }
}

extension ToolbarFixture {
    /// The GtkButtons of the rendered views and their chrome whose label or accessible name is `name`.
    func buttons(named name: String) -> [Gtk::Button] {
        find(Gtk::Button.self, in: hosting).filter { button in
            button.accessibleLabel == name || button.property("label")?.string == name
        }
    }

    /// The one button named `name` that is in the window and shown.
    func shownButton(_ name: String, file: StaticString = #filePath, line: UInt = #line) -> Gtk::Button? {
        let shown = buttons(named: name).filter { $0.isMapped }
        XCTAssertEqual(shown.count, 1, "one shown button \(name)", file: file, line: line)
        return shown.first
    }

    /// The stack node of the window (the one there is).
    var stackNode: NavigationStackNode? { find(NavigationStackNode.self, in: hosting).first }

    /// The Back button, when the header bar shows it.
    var backButton: Gtk::Button? {
        buttons(named: "Back").first { $0.isInside(host.headerBar) && $0.isMapped }
    }

    /// The texts of the labels shown (mapped) under `widget`.
    func shownTexts(in widget: Widget) -> [String] {
        descendants(of: widget).filter { $0.typeName == "GtkLabel" && $0.isMapped }.compactMap { $0.property("label")?.string }
    }

    /// The texts shown in the window's content (not its header bar).
    var contentTexts: [String] { shownTexts(in: hosting.widget) }

    /// Waits for GTK's page slide to end (and popped pages to go).
    ///
    /// The slide is driven by the frame clock: a quarter of a second at
    /// machine speed, many seconds under valgrind, hence the long deadline
    /// (the wait ends as soon as the slide does).
    func settleTransition() {
        settle(0.1)
        // Found once: finding walks the whole view tree, too slow to repeat at each turn of the loop.
        if let stack = stackNode {
            _ = MainLoop.run(timeout: 60) { !stack.widget.isTransitionRunning && stack.retiredPages.isEmpty }
        }
        settle(0.05)
    }
}
