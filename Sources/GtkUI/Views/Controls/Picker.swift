import Gtk

/// A control for choosing one of several tagged options (SwiftUI's `Picker`).
///
/// Options are the content's views carrying `.tag(_:)` (inside `ForEach`,
/// an untagged option is tagged with its element's id, as in SwiftUI).
/// Drawn per `.pickerStyle(_:)`: `.segmented` as linked toggle buttons,
/// `.inline` as radio buttons, `.menu` and `.automatic` as a drop-down.
///
/// ```swift
/// Picker("Alignment", selection: $alignment) {
///     Text("Left").tag(TextAlignment.left)
///     Text("Right").tag(TextAlignment.right)
/// }
/// .pickerStyle(.segmented)
/// ```
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    /// `Never`: a primitive view, rendered as a `GtkDropDown`, linked `GtkToggleButton`s (`.segmented`) or `GtkCheckButton` radios (`.inline`).
    public typealias Body = Never
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content

    /// Creates a picker with any label view.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    /// Creates a picker whose label view comes before its options (the
    /// form SwiftUI deprecated; older apps use it).
    @available(*, deprecated, renamed: "Picker(selection:content:label:)")
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
        self.label = label
    }
}

extension Picker where Label == Text {
    /// Creates a picker with a text label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

extension Picker: ObservesBindings {}
