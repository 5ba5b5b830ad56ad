import Foundation
import Gtk

/// Type-ahead: letters typed while the list has the focus go to the next
/// row whose text starts with them (see `ListTypeAhead`).
///
/// Rows are read from the list's row data, not from its widgets, so rows
/// GTK has not made yet (scrolled far away in a long list) are found too,
/// then scrolled to.
extension ListViewNode {
    /// Handles a typed character; answers whether it moved the focus.
    func typeAhead(_ character: Character) -> Bool {
        let now = typeAheadClock()
        // Space opens a link row unless it is part of a prefix ("the h").
        if character.isWhitespace, !typeAheadState.isTyping(at: now) { return false }
        // A text field in a row takes its own keys.
        if let focus = listView.windowFocus, focus.textEditingState != nil { return false }
        let target = typeAheadState.type(
            character, at: now, current: focusedPosition, count: listView.rowCount,
            text: { [self] in typeAheadText(at: $0) })
        guard let target else { return false }
        moveFocus(to: target)
        return true
    }

    /// The text type-ahead matches for the row at `position`; nil for
    /// headers, footers and, in a list with a selection, rows that cannot be selected.
    private func typeAheadText(at position: Int) -> String? {
        guard let row = rowRef(at: position), row.kind == .content else { return nil }
        if hasSelection, row.selectionValue == nil { return nil }
        return row.text()
    }
}

/// The text of a list row as its accessible name reads it: its
/// `.accessibilityLabel`, else its first label (`Text`, `Label`'s title),
/// found without rendering the row.
@MainActor
func listRowText<V: View>(_ view: V) -> String? {
    let description = describe(view)
    if let label = description.accessibilityLabel, !label.isEmpty { return label }
    return description.title
}
