import Gtk

/// Options as radio buttons (macOS's `RadioGroupPickerStyle`): GTK's
/// grouped check buttons, drawn as the inline style draws them.
public struct RadioGroupPickerStyle: PickerStyle, PickerStyleKindProviding {
    /// Creates the style.
    public init() {}
    var kind: PickerStyleKind { .inline }
}

/// Options as a row of icons or short labels (SwiftUI's
/// `PalettePickerStyle`): on GTK a row of linked toggle buttons, as the
/// segmented style draws them.
public struct PalettePickerStyle: PickerStyle, PickerStyleKindProviding {
    /// Creates the style.
    public init() {}
    var kind: PickerStyleKind { .segmented }
}

extension PickerStyle where Self == RadioGroupPickerStyle {
    /// Radio buttons.
    public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}

extension PickerStyle where Self == PalettePickerStyle {
    /// A row of linked buttons.
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}
