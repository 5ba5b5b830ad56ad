import Gtk

/// Inherited settings of forms, labeled rows, tables and tab views, kept
/// together in `EnvironmentValues.containers`.
struct ContainerSettings {
    /// `.formStyle`: how the forms inside lay out (nil: automatic).
    var formStyle: (any FormStyle)?
    /// Set while rendering the rows of a form: controls there lay out as
    /// GNOME preference rows (label at the start, control at the end).
    var formRows: FormRowStyle?
    /// `.labelsHidden()`: controls show no label of their own (screen readers still read it).
    var labelsHidden = false
    /// `.labeledContentStyle`: how `LabeledContent` lays out (nil: automatic).
    var labeledContentStyle: (any LabeledContentStyle)?
    /// `.groupBoxStyle`: how `GroupBox` draws (nil: automatic).
    var groupBoxStyle: (any GroupBoxStyle)?
    /// `.contextMenu(forSelectionType:menu:primaryAction:)` for the lists and tables inside.
    var selectionMenu: SelectionContextMenu?
    /// `.environment(\.editMode, …)`: an edit mode a view gives the views inside.
    var editMode: Binding<EditMode>?
    /// `.tabViewStyle`.
    var tabViewStyle: TabViewStyleKind = .automatic
    /// `.headerProminence`: how section headers inside stand out.
    var headerProminence: Prominence = .standard
}

/// How a form lays out its rows.
enum FormRowStyle: Equatable {
    /// GNOME's boxed lists: each section a rounded list of rows, label at
    /// the start and control at the end of each row.
    case grouped
    /// macOS's columns: labels right-aligned in a column of their own,
    /// controls left-aligned beside them.
    case columns
}
