import Gtk

/// How a `Picker` draws (set by `.pickerStyle(_:)`).
enum PickerStyleKind {
    case automatic, segmented, menu, inline
    /// Linked toggle buttons, as `segmented`, that show an option's symbol
    /// alone (its title as the tooltip and accessible name).
    case palette
}
