import Gtk

/// The keys of a list: Delete and Alt+Up/Down edit (`.onDelete`,
/// `.onMove`), Up/Down step over section headers, Right/Left expand and
/// collapse tree rows and collapsible sections, Return and Space open a
/// row that is a `NavigationLink`, letters go to the row they start (type-ahead).
extension ListViewNode {
    /// Handles a key pressed in the list; answers whether it was.
    func handleKey(_ event: KeyEvent) -> Bool {
        let plain = event.modifiers.relevant.isEmpty
        if event.keyval == Key.delete || event.keyval == Key.kpDelete, plain {
            return deleteSelectedRows()
        }
        if event.modifiers.relevant == .alt, event.keyval == Key.up || event.keyval == Key.down {
            return moveSelectedRows(by: event.keyval == Key.up ? -1 : 1)
        }
        if plain, event.keyval == Key.up || event.keyval == Key.down {
            return stepOverHeaders(by: event.keyval == Key.up ? -1 : 1)
        }
        if plain, event.keyval == Key.right || event.keyval == Key.left {
            return expandOrCollapse(expanding: event.keyval == Key.right)
        }
        if event.modifiers.relevant.subtracting(.shift).isEmpty, let character = event.character, typeAhead(character) {
            return true
        }
        if plain, [Key.return, Key.kpEnter, Key.space].contains(event.keyval) {
            return activateFocusedLink()
        }
        return false
    }

    /// The position of the row with the keyboard focus (on the row, or on a widget in it).
    var focusedPosition: Int? {
        guard let focus = listView.windowFocus else { return nil }
        return listView.items.first { item in item.child?.parent.map { focus.isInside($0) } == true }?.position
    }

    /// Selects the row at `position`, scrolls to it and gives it (or its first control) the focus.
    func moveFocus(to position: Int) {
        if selectionValue(at: position) != nil { listView.setSelectedPositions([position]) }
        listView.scrollTo(position: position)
        // A row that cannot be selected takes no focus itself in GTK 4.8: its first control does.
        if let item = listView.items.first(where: { $0.position == position }) { item.child?.parent?.moveFocusHere() }
    }

    /// Up and Down from a row next to a section header or footer go to the
    /// nearest selectable row beyond it (GTK 4.8 would focus the header).
    private func stepOverHeaders(by step: Int) -> Bool {
        guard selection.mode != .none, let position = focusedPosition else { return false }
        let count = listView.rowCount
        let next = position + step
        guard next >= 0, next < count, selectionValue(at: next) == nil else { return false }
        var target = next
        while target >= 0, target < count, selectionValue(at: target) == nil { target += step }
        guard target >= 0, target < count else { return true }
        moveFocus(to: target)
        return true
    }

    /// Right expands the focused tree row (or goes to its first child),
    /// Left collapses it (or goes to its parent); on a collapsible section's
    /// header they show and hide its rows.
    private func expandOrCollapse(expanding: Bool) -> Bool {
        guard let position = focusedPosition else { return false }
        if let disclosure = rowRef(at: position)?.disclosure {
            if disclosure.wrappedValue != expanding { disclosure.wrappedValue = expanding }
            return true
        }
        guard let row = listView.treeRow(at: position) else { return false }
        if expanding {
            guard row.isExpandable else { return false }
            if row.isExpanded { moveFocus(to: position + 1) } else { row.isExpanded = true }
        } else if row.isExpanded {
            row.isExpanded = false
        } else if let parent = row.parent {
            moveFocus(to: parent.position)
        } else {
            return false
        }
        return true
    }

    /// Calls `.onDelete` of each `ForEach` with selected rows.
    private func deleteSelectedRows() -> Bool {
        var handled = false
        for (index, offsets) in rootOffsetsBySegment(listView.selectedPositions).reversed() {
            guard let delete = rows.segments[index].editActions.delete else { continue }
            // `.deleteDisabled` rows stay.
            let deletable = IndexSet(offsets.filter { allows(.delete, onRow: $0, ofSegment: index) })
            if !deletable.isEmpty { delete(deletable) }
            handled = true
        }
        return handled
    }

    /// Calls `.onMove` to move the selected rows of one `ForEach` up or down by one.
    private func moveSelectedRows(by step: Int) -> Bool {
        let groups = rootOffsetsBySegment(listView.selectedPositions)
        guard groups.count == 1, let (index, offsets) = groups.first,
            let move = rows.segments[index].editActions.move,
            let first = offsets.first, let last = offsets.last
        else { return false }
        let count = rows.segments[index].ids.count
        guard offsets.allSatisfy({ allows(.moveUp, onRow: $0, ofSegment: index) }) else { return true }
        if step < 0 {
            guard first > 0 else { return true }
            move(offsets, first - 1)
        } else {
            guard last < count - 1 else { return true }
            // `move` inserts before the destination offset, counted before the removal.
            move(offsets, last + 2)
        }
        return true
    }

    /// Groups the selected root rows by segment: (segment index, offsets in it).
    func rootOffsetsBySegment(_ positions: [Int]) -> [(segment: Int, offsets: IndexSet)] {
        var grouped: [Int: IndexSet] = [:]
        for position in positions {
            guard let (index, offset) = rowRef(at: position)?.segment else { continue }
            grouped[index, default: IndexSet()].insert(offset)
        }
        return grouped.keys.sorted().map { ($0, grouped[$0]!) }
    }
}
