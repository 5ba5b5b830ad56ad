import Gtk

/// The event controllers a modifier node keeps on its content's widgets:
/// one per widget, added when a widget arrives and taken off when it leaves
/// (or when the node goes), so a gesture in progress survives re-renders.
@MainActor
final class ControllerAttachments<Controller: EventController> {
    private(set) var attached: [(widget: Widget, controller: Controller)] = []

    /// Keeps one controller on each of `widgets`, making new ones with `make`.
    func sync(_ widgets: [Widget], make: (Widget) -> Controller) {
        for entry in attached where !widgets.contains(where: { $0.isSameObject(as: entry.widget) }) {
            entry.widget.removeController(entry.controller)
        }
        attached.removeAll { entry in !widgets.contains { $0.isSameObject(as: entry.widget) } }
        for widget in widgets where !attached.contains(where: { $0.widget.isSameObject(as: widget) }) {
            let controller = make(widget)
            widget.addController(controller)
            attached.append((widget, controller))
        }
    }

    /// Takes every controller off its widget.
    func removeAll() {
        for entry in attached { entry.widget.removeController(entry.controller) }
        attached.removeAll()
    }
}
