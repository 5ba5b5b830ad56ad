import CGtk

/// The selection of a list's or a table's rows (GtkNoSelection,
/// GtkSingleSelection or GtkMultiSelection over the rows' model).
@MainActor
public final class RowSelection {
    let object: Object
    /// How many rows can be selected.
    public let mode: ListSelectionMode

    /// Wraps `rows` (the selection takes a reference of its own).
    init(rows: OpaquePointer, mode: ListSelectionMode) {
        self.mode = mode
        g_object_ref(UnsafeMutableRawPointer(rows))  // taken by the selection model
        let model: OpaquePointer
        switch mode {
        case .none:
            model = gtk_no_selection_new(rows)
        case .single:
            let single = gtk_single_selection_new(rows)!
            gtk_single_selection_set_autoselect(single, 0)
            gtk_single_selection_set_can_unselect(single, 1)
            model = single
        case .multiple:
            model = gtk_multi_selection_new(rows)
        }
        object = Object(adopting: UnsafeMutableRawPointer(model))
    }

    var model: OpaquePointer { OpaquePointer(object.raw) }

    /// The model with a new reference, for a GTK call that takes one (`transfer full`).
    func newReference() -> OpaquePointer {
        g_object_ref(object.raw)
        return model
    }

    /// The number of rows.
    var count: Int { Int(g_list_model_get_n_items(model)) }

    /// Called after the user or the program changed the selection.
    @discardableResult
    func onChanged(_ body: @escaping @MainActor () -> Void) -> SignalHandler {
        object.connect("selection-changed", body: { _, _ in body() }, trampoline: Trampolines.selectionChanged)
    }

    /// The selected positions, ascending.
    var selectedPositions: [Int] {
        guard mode != .none, let set = gtk_selection_model_get_selection(model) else { return [] }
        defer { gtk_bitset_unref(set) }
        let count = gtk_bitset_get_size(set)
        return (0..<count).map { Int(gtk_bitset_get_nth(set, guint($0))) }
    }

    /// Selects exactly `positions` (out-of-range ones are ignored).
    func setSelectedPositions(_ positions: [Int]) {
        let valid = positions.filter { $0 >= 0 && $0 < count }
        guard valid != selectedPositions else { return }
        switch mode {
        case .none:
            return
        case .single:
            gtk_single_selection_set_selected(model, valid.first.map { guint($0) } ?? GTK_INVALID_LIST_POSITION)
        case .multiple:
            let selected = gtk_bitset_new_empty()
            for position in valid { gtk_bitset_add(selected, guint(position)) }
            let mask = gtk_bitset_new_range(0, guint(count))
            gtk_selection_model_set_selection(model, selected, mask)
            gtk_bitset_unref(selected)
            gtk_bitset_unref(mask)
        }
    }
}
