import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// A value a test and a view share through a binding; the test re-renders
/// the view after changing it, as a parent's state change would.
@MainActor
final class Shared<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
    var binding: Binding<Value> { Binding(get: { self.value }, set: { self.value = $0 }) }
}

/// A view rendered in a shown window with its own host, as an app's window is.
@MainActor
final class WindowedView<Content: View> {
    let window = Gtk::Window()
    let host: WindowHost
    let hosting: HostingView<Content>

    init(_ view: Content) {
        host = WindowHost(window: window)
        hosting = HostingView(rootView: view, host: host, scheduler: UpdateScheduler())
        window.setChild(hosting.widget)
        window.setDefaultSize(width: 400, height: 300)
        window.present()
        hosting.flush()
    }

    /// Renders a new value of the root view (the presenting state changed).
    func update(_ view: Content) {
        hosting.update(view)
        hosting.flush()
    }

    func close() { if window.isAlive { window.destroy() } }
}

/// The label texts under `widget`, depth first.
@MainActor
func labelTexts(in widget: Widget) -> [String] {
    descendants(widget).compactMap { $0.typeName == "GtkLabel" ? $0.property("label")?.string : nil }
}
