/// How many rows of a `ListView` the user can select.
public enum ListSelectionMode: Sendable {
    /// None (GtkNoSelection).
    case none
    /// At most one (GtkSingleSelection, which can be emptied).
    case single
    /// Any number, with Ctrl and Shift clicks (GtkMultiSelection).
    case multiple
}
