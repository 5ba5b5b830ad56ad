import Gtk

/// Shows and leaves out the children of a layout, inside GTK's layout
/// pass, for the eye and for assistive technologies.
///
/// A child left out is `isChildVisible = false` (it keeps its size
/// request, so the container's measure does not depend on what shows) and
/// hidden from the accessibility tree. The accessible state is set only on
/// children left out and on those brought back: a shown child keeps GTK's
/// own state (setting it would give each widget an accessibility context
/// at startup).
@MainActor
final class ShownChildren {
    /// The children marked hidden for assistive technologies.
    private var accessibleHidden: Set<ObjectID> = []

    /// Shows `widget` or leaves it out.
    func setShown(_ widget: Widget, _ shown: Bool) {
        if widget.isChildVisible != shown { widget.isChildVisible = shown }
        let key = widget.objectID
        if shown, accessibleHidden.remove(key) != nil {
            widget.setAccessibleHidden(false)
        } else if !shown, accessibleHidden.insert(key).inserted {
            widget.setAccessibleHidden(true)
        }
    }

    /// Forgets that `widget` was marked hidden (after GTK set its own state:
    /// a widget shown or hidden for real gets GTK's "hidden" state).
    func forget(_ widget: Widget) { accessibleHidden.remove(widget.objectID) }

    /// Forgets every child but `widgets` (an address may be reused).
    func keep(only widgets: [Widget]) {
        let current = Set(widgets.map(\.objectID))
        accessibleHidden = accessibleHidden.filter(current.contains)
    }
}
