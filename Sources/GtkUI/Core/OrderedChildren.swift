import Gtk

/// Keeps a container's children equal to a desired list with the fewest
/// GTK calls: removes what left, inserts or moves the rest into order.
///
/// A widget that stays keeps its place in the tree (and its focus,
/// selection, state).
@MainActor
final class OrderedChildren<Container: OrderedContainer> {
    let box: Container
    private(set) var placed: [Widget] = []

    init(_ box: Container) { self.box = box }

    /// A sync is under way (GTK is removing or inserting a child).
    private var isSyncing = false
    /// What a sync asked for while another was under way.
    private var pending: [Widget]?

    /// Makes the children `desired`, in order.
    ///
    /// Removing a child runs GTK code that may emit signals (unmap,
    /// unrealize, focus and pointer crossings) whose handlers render again
    /// and sync these children anew. That nested sync waits for this one
    /// to finish and is applied then: done at once, it removed the same
    /// child inside GTK's unparenting of it, which GTK 4.8 does not survive
    /// (a NULL parent read in gtk_widget_unparent: a search suggestion
    /// chosen by a click on X11 crashed the app).
    func sync(_ desired: [Widget]) {
        if isSyncing {
            pending = desired
            return
        }
        isSyncing = true
        defer { isSyncing = false }
        apply(desired)
        while let next = pending {
            pending = nil
            apply(next)
        }
    }

    private func apply(_ desired: [Widget]) {
        guard !ViewNode.sameWidgets(placed, desired) else { return }
        let kept = Set(desired.map(\.objectID))
        for widget in placed where !kept.contains(widget.objectID) {
            box.remove(widget)
        }
        // Only widgets out of place are moved: GTK re-links and restyles a
        // child even when it is asked to go where it already is.
        var previous: Widget?
        for widget in desired {
            if !widget.isPlaced(in: box, after: previous) { box.insert(widget, after: previous) }
            previous = widget
        }
        placed = desired
    }
}

/// The children of a `Box`, kept in order.
typealias BoxChildren = OrderedChildren<Box>
