import Foundation
import Gtk

/// The edit mode of a list (`\.editMode`: each row's Delete and Move
/// buttons) and the swipe actions of its rows (`.swipeActions`: items of
/// the row's right-click menu, as a desktop has no swipe).
extension ListViewNode {
    /// Shows or hides the rows' edit buttons when `editMode` turns on or off.
    ///
    /// Runs under observation: the window's edit mode is an `@Observable`
    /// an `EditButton` elsewhere in the window changes.
    func followEditMode(_ editMode: Binding<EditMode>?) {
        let editing = editMode?.wrappedValue.isEditing == true
        guard editing != isEditing else { return }
        isEditing = editing
        for item in listView.items where item.position != nil { bind(item) }
    }

    /// The edit buttons of `row` while editing (nil while not, or for rows no `ForEach` edits).
    func edits(for row: ListRowRef) -> ListRowEdits? {
        guard isEditing, row.kind == .content, let (index, offset) = row.segment else { return nil }
        let segment = rows.segments[index]
        let moves = segment.editActions.move != nil
        return ListRowEdits(
            canDelete: segment.editActions.delete != nil, canMoveUp: moves && offset > 0,
            canMoveDown: moves && offset < segment.ids.count - 1, moves: moves)
    }

    /// Runs an edit button's action on row `offset` of segment `index`.
    func perform(_ action: ListRowEditAction, onRow offset: Int, ofSegment index: Int) {
        guard index < rows.segments.count else { return }
        let actions = rows.segments[index].editActions
        switch action {
        case .delete: actions.delete?(IndexSet(integer: offset))
        case .moveUp where offset > 0: actions.move?(IndexSet(integer: offset), offset - 1)
        // `move` inserts before the destination offset, counted before the removal.
        case .moveDown: actions.move?(IndexSet(integer: offset), offset + 2)
        default: break
        }
    }

    /// Whether the row modifiers of row `offset` of segment `index` allow `edit`.
    func allows(_ edit: ListRowEditAction, onRow offset: Int, ofSegment index: Int) -> Bool {
        let settings = rows.segments[index].settings(offset)
        return edit == .delete ? !settings.isDeleteDisabled : !settings.isMoveDisabled
    }

    /// The swipe actions of the row at a point of the list (nil: of the
    /// focused row), leading edge first: the first items of its context menu.
    func swipeActionEntries(at point: (x: Double, y: Double)?) -> [MenuEntry] {
        let found = point.map { position(at: $0.x, $0.y, in: listView) } ?? focusedPosition
        guard let position = found, let item = listView.items.first(where: { $0.position == position }),
            let settings = rowHost(of: item)?.root.rowSettings
        else { return [] }
        let ordered =
            settings.swipeActions.filter { $0.edge == .leading } + settings.swipeActions.filter { $0.edge == .trailing }
        return ordered.flatMap { $0.entries() }
    }
}
