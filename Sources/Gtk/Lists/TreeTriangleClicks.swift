import CGtk

/// Makes a click on a tree list row's triangle open or close the row,
/// wherever the list is.
///
/// GtkTreeExpander's own click gesture (on the triangle, bubble phase)
/// only sees a press no ancestor claimed. A `GtkPaned` claims, in its
/// capture phase, every press in its divider's grab area: the handle is
/// 9 px wide in GTK 4.8's theme (measured: the 1 px line and 8 px into
/// the end child) and GTK grabs a few pixels around it. A list at the
/// start of a split view's column has its first triangles there (a press
/// 8 px into the expander, 10 px right of the line, was claimed), and
/// their clicks only moved the divider by nothing.
/// So while the list is mapped, a capture-phase click gesture on its
/// native (the window or popover, whose capture phase comes before any
/// paned's) takes the presses on the list's triangles: it toggles the row
/// and claims the press, so the row is not also selected (as in GNOME's
/// file trees) and GTK's own gesture does not toggle it back.
@MainActor
final class TreeTriangleClicks {
    private unowned let list: Widget
    private let click = GestureClick(button: 1)
    /// The native the gesture is on while the list is mapped.
    private var native: Widget?

    init(list: Widget) {
        self.list = list
        click.propagationPhase = .capture
        click.onPressed { [weak self] _, x, y in self?.pressed(x: x, y: y) }
        list.onMap { [weak self] in self?.attach() }
        list.onUnmap { [weak self] in self?.detach() }
    }

    private func attach() {
        detach()
        guard let pointer = gtk_widget_get_native(list.widget) else { return }
        let native = Widget(borrowing: UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: GtkWidget.self))
        native.addController(click)
        self.native = native
    }

    private func detach() {
        native?.removeController(click)
        native = nil
    }

    /// A press at `x`, `y` of the native: on one of the list's triangles,
    /// toggles its row.
    private func pressed(x: Double, y: Double) {
        guard let native, let picked = native.pick(x: x, y: y), Self.isTriangle(picked), picked.isInside(list) else { return }
        click.claim()
        // The triangle's parent, the GtkTreeExpander, has the action.
        _ = picked.activateAction("listitem.toggle-expand")
    }

    /// Whether `widget` is a GtkTreeExpander's triangle (its builtin icon
    /// named `expander`; the indentation icons are named `indent`).
    static func isTriangle(_ widget: Widget) -> Bool {
        guard let parent = widget.parent, parent.typeName == "GtkTreeExpander" else { return false }
        return String(cString: gtk_widget_get_css_name(widget.widget)) == "expander"
    }

    isolated deinit { detach() }
}
