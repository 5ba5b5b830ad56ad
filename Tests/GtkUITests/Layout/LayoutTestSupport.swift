import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// A view shown in a real window, for tests that read GTK's allocations.
@MainActor
final class Presented<Content: View> {
    let window = Window()
    let hosting: HostingView<Content>

    /// Shows `view` in an undecorated window of `width` × `height` and waits
    /// until GTK has allocated it.
    init(_ view: Content, width: Int = 400, height: Int = 300, file: StaticString = #filePath, line: UInt = #line) {
        let host = WindowHost(window: window)
        hosting = HostingView(rootView: view, host: host, scheduler: UpdateScheduler())
        window.setDefaultSize(width: width, height: height)
        window.setChild(hosting.widget)
        window.present()
        spin(file: file, line: line) { self.hosting.widget.width > 0 && self.hosting.widget.isMapped }
        settleLayout()
    }

    /// Applies pending state changes and lets GTK lay out again.
    func settleLayout() {
        hosting.flush()
        settle(0.1)
    }

    /// Where `widget` is in the window's content, as GTK allocated it.
    func frame(of widget: Widget) -> Rect? { widget.bounds(relativeTo: hosting.widget) }

    func close() { window.destroy() }
}

/// The label showing `text` under `root`.
@MainActor
func label(_ text: String, in root: Any) -> Gtk::Label? {
    find(Gtk::Label.self, in: root).first { $0.text == text }
}

/// Compares two rectangles to the pixel.
func assertRect(
    _ rect: Rect?, _ x: Double, _ y: Double, _ width: Double, _ height: Double, _ message: String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    guard let rect else { return XCTFail("no rectangle: \(message)", file: file, line: line) }
    XCTAssertEqual(
        [rect.x, rect.y, rect.width, rect.height], [x, y, width, height], message, file: file, line: line)
}
