import Gtk

/// A node contributing one widget whose kind may change between renders
/// (a toggle that becomes a check box, an icon that becomes text).
@MainActor
class SwappableNode: ViewNode {
    private(set) var current: Widget?
    /// What `current` is: its wrapper type, and the variant it was made for
    /// when one type serves several kinds (a row or a column `Box`).
    private var kind: (type: ObjectIdentifier, variant: AnyHashable?)?

    /// Returns the current widget when it is a `W` made for `variant`, else
    /// makes a new one.
    func widget<W: Widget>(variant: AnyHashable? = nil, make: () -> W) -> (widget: W, isNew: Bool) {
        if let kind, kind.type == ObjectIdentifier(W.self), kind.variant == variant,
            let existing = current as? W
        {
            return (existing, false)
        }
        let widget = make()
        current = widget
        kind = (ObjectIdentifier(W.self), variant)
        setWidgets([widget])
        return (widget, true)
    }

    /// Forgets the current widget (the node shows other widgets for a
    /// while): the next `widget(variant:make:)` makes a new one.
    func forgetCurrent() {
        current = nil
        kind = nil
    }
}
