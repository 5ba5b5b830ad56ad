import Gtk

/// A text field whose text is hidden, for passwords (SwiftUI's `SecureField`).
///
/// ```swift
/// SecureField("Password", text: $password)
/// ```
public struct SecureField<Label: View>: View {
    /// `Never`: a primitive view, rendered as a `GtkPasswordEntry`.
    public typealias Body = Never
    let text: Binding<String>
    let prompt: Text?
    let label: Label
    /// The older initializer's Return callback, as a text field's; nil for the others.
    var editing: TextFieldEditing?

    /// Creates a field with any label view.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text
        self.prompt = prompt
        self.label = label()
    }
}

extension SecureField where Label == Text {
    /// Creates a field titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(title) }
    }
    /// Creates a field titled `title`, showing `prompt` while empty.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }
    /// Creates a field titled `title` that runs `onCommit` on Return (deprecated in SwiftUI), before any `.onSubmit` action.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(text: text, prompt: nil) { Text(title) }
        editing = TextFieldEditing(changed: nil, commit: onCommit)
    }
}

extension SecureField: PrimitiveView, ObservesBindings, DescribableView {
    func makeNode() -> TextFieldNode<PasswordEntry> {
        let title = GtkUI.describe(label).title
        return TextFieldNode(viewType: Self.self, field: PasswordEntry(placeholder: prompt?.content ?? title ?? ""))
    }

    func updateNode(_ node: TextFieldNode<PasswordEntry>, context: RenderContext) {
        node.editing = editing
        node.update(text: text, name: GtkUI.describe(label).title, context: context)
    }

    func describe(into description: inout ControlDescription) {
        GtkUI.describe(label, into: &description)
    }
}
