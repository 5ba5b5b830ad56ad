import Gtk

/// How a `Picker` draws (set by `.pickerStyle(_:)`).
enum PickerStyleKind {
    case automatic, segmented, menu, inline
}
