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

    func sync(_ desired: [Widget]) {
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
