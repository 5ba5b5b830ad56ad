import Gtk

/// What the edit mode's buttons of one row do.
enum ListRowEditAction {
    case delete, moveUp, moveDown
}

/// Which edits a row allows while the edit mode is active: its `ForEach`'s
/// `.onDelete` / `.onMove`, less what `.deleteDisabled` / `.moveDisabled` forbid.
struct ListRowEdits: Equatable {
    var canDelete = false
    var canMoveUp = false
    var canMoveDown = false
    /// Whether the row's `ForEach` moves rows at all (the Move buttons show, maybe insensitive).
    var moves = false

    /// Whether the row shows no edit button.
    var isEmpty: Bool { !canDelete && !moves }
}

/// The buttons at the end of a list row while the edit mode is active:
/// Move Up, Move Down and Delete, flat icon buttons as GNOME rows show them.
@MainActor
final class ListRowEditControls {
    let box = Box(.horizontal, spacing: 2)
    let moveUp = ListRowEditControls.button("go-up-symbolic", tooltip: localized("Move Up"))
    let moveDown = ListRowEditControls.button("go-down-symbolic", tooltip: localized("Move Down"))
    let delete = ListRowEditControls.button("user-trash-symbolic", tooltip: localized("Delete"))

    init(perform: @escaping @MainActor (ListRowEditAction) -> Void) {
        box.valign = .center
        for (button, action) in [(moveUp, ListRowEditAction.moveUp), (moveDown, .moveDown), (delete, .delete)] {
            button.onClicked { perform(action) }
            box.append(button)
        }
    }

    /// Shows the buttons `edits` allows.
    func show(_ edits: ListRowEdits) {
        box.isVisible = !edits.isEmpty
        moveUp.isVisible = edits.moves
        moveDown.isVisible = edits.moves
        moveUp.isSensitive = edits.canMoveUp
        moveDown.isSensitive = edits.canMoveDown
        delete.isVisible = edits.canDelete
    }

    private static func button(_ icon: String, tooltip: String) -> Gtk::Button {
        let button = Gtk::Button()
        button.setIconName(icon)
        button.hasFrame = false
        button.addCSSClass("flat")
        button.tooltip = tooltip
        // An icon alone gives screen readers no name (GTK 4.8 does not read the tooltip).
        button.setAccessibleLabel(tooltip)
        return button
    }
}
