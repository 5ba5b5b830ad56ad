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
/// segmented style draws them, each showing its option's symbol alone
/// (`Label("Red", systemImage: "circle.fill")`, `Image(systemName:)`) with
/// its title as the tooltip and the name screen readers say, as macOS
/// draws a palette; an option without a symbol shows its title.
public struct PalettePickerStyle: PickerStyle, PickerStyleKindProviding {
    /// Creates the style.
    public init() {}
    var kind: PickerStyleKind { .palette }
}

extension PickerStyle where Self == RadioGroupPickerStyle {
    /// Radio buttons.
    public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}

extension PickerStyle where Self == PalettePickerStyle {
    /// A row of linked buttons showing the options' symbols.
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}
