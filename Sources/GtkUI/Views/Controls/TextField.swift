import Gtk

/// A control that edits a line of text (SwiftUI's `TextField`).
///
/// A GNOME entry: the prompt (or else the title) shows while it is empty,
/// the title names it for screen readers, typing writes the binding and
/// Return runs the nearest `.onSubmit`. With `axis: .vertical` the field
/// wraps its text and grows line by line (VerticalTextField.swift). A field over a value
/// of another type (`value:format:`) writes it when the user commits the
/// text (TextField+Format.swift).
///
/// ```swift
/// TextField("Name", text: $name, prompt: Text("Required"))
/// ```
public struct TextField<Label: View>: View {
    /// `Never`: a primitive view, rendered as a `GtkEntry` (a `GtkTextView`
    /// that grows with its lines for `axis: .vertical`).
    public typealias Body = Never
    let text: Binding<String>
    let prompt: Text?
    let label: Label
    /// The value edited through a format; nil: the field edits `text`.
    let formatted: FormattedFieldValue?
    /// The older initializers' focus and Return callbacks; nil for the others.
    var editing: TextFieldEditing?
    /// `.vertical`: the field wraps its text and grows with its lines.
    var axis: Axis = .horizontal

    /// Creates a field with any label view.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text
        self.prompt = prompt
        self.label = label()
        formatted = nil
    }

    /// Creates a field editing a value through `formatted`.
    init(formatted: FormattedFieldValue, prompt: Text?, label: Label) {
        text = .constant("")
        self.prompt = prompt
        self.label = label
        self.formatted = formatted
    }

    /// Creates a field with any label view that may grow along `axis`.
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, label: label)
        self.axis = axis
    }
}

extension TextField where Label == Text {
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
    /// Creates a field titled `title` that reports editing and Return (deprecated in SwiftUI).
    ///
    /// `onEditingChanged` gets true when the field takes the keyboard focus
    /// and false when it loses it; `onCommit` runs on Return, before any
    /// `.onSubmit` action.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        onCommit: @escaping () -> Void = {}
    ) {
        self.init(text: text, prompt: nil) { Text(title) }
        editing = TextFieldEditing(changed: onEditingChanged, commit: onCommit)
    }
    /// As `init(_:text:onEditingChanged:onCommit:)` with a `String`, the title looked up in the app's translations.
    public init(
        _ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        onCommit: @escaping () -> Void = {}
    ) {
        self.init(titleKey.resolved(), text: text, onEditingChanged: onEditingChanged, onCommit: onCommit)
    }
    /// Creates a field titled `title` that may grow along `axis`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil, axis: axis) { Text(title) }
    }
    /// Creates a field titled `title`, showing `prompt` while empty, that may grow along `axis`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, axis: axis) { Text(title) }
    }
}

/// What the deprecated `onEditingChanged:onCommit:` initializers ask to hear.
struct TextFieldEditing {
    /// Called with true when the field gains the focus, false when it loses it (nil: not asked).
    let changed: ((Bool) -> Void)?
    /// Called when the user presses Return.
    let commit: () -> Void
}

/// The node of a text field or secure field: one GNOME entry following
/// the latest binding; programmatic updates do not write back.
///
/// Typing that comes before a value set by code reaches the entry (a field
/// cleared on submit while the user types on) is replayed onto that value
/// (`TextReplay`), so neither the keys nor the code's value are lost.
@MainActor
final class TextFieldNode<Field: Gtk::TextField>: WidgetNode<Field> {
    var text: Binding<String> = .constant("")
    var onSubmit: (() -> Void)?
    /// The deprecated initializers' callbacks, from the latest render.
    var editing: TextFieldEditing? {
        didSet { if editing?.changed != nil, editingFocus == nil { followFocus() } }
    }
    /// Reports focus to `editing` (added the first time a render asks for it).
    private var editingFocus: EventControllerFocus?
    private var isUpdating = false
    private var accessibleName: String?
    /// What the entry showed before the edit being handled: when the
    /// binding holds something else, code set it and the entry is behind.
    private var shown: String?
    /// Where the cursor goes once a replayed value is shown.
    private var replayedCursor: Int?

    init(viewType: Any.Type, field: Field) {
        super.init(viewType: viewType, widget: field)
        // SwiftUI's text fields take the width they are offered.
        field.hexpand = true
        field.onChanged { [weak self] in self?.userEdited() }
        // Without `.onSubmit`, Enter activates the window's default button
        // (a sheet's confirmation item), as in GNOME's dialogs.
        field.onActivate { [weak self] in
            guard let self else { return }
            self.formattedText?.commit()
            self.editing?.commit()
            if let onSubmit = self.onSubmit { onSubmit() } else { self.widget.activateWindowDefault() }
        }
    }

    isolated deinit { if let editingFocus { widget.removeController(editingFocus) } }

    private func followFocus() {
        let focus = EventControllerFocus()
        focus.onEnter { [weak self] in self?.editing?.changed?(true) }
        focus.onLeave { [weak self] in self?.editing?.changed?(false) }
        widget.addController(focus)
        editingFocus = focus
    }

    /// The formatted value's text while the field edits one (`value:format:`).
    private var formattedText: FormattedFieldText?

    private func userEdited() {
        guard !isUpdating, formattedText == nil else { return }
        let now = widget.text
        var value = now
        if let shown, case let current = text.wrappedValue, current != shown {
            let replayed = TextReplay.replay(from: shown, to: now, onto: current)
            value = replayed.text
            replayedCursor = replayed.cursor
        } else {
            replayedCursor = nil
        }
        shown = now
        text.wrappedValue = value
    }

    /// Shows the binding's text, the label's name and the submit action.
    func update(text: Binding<String>, name: String?, context: RenderContext) {
        self.text = text
        onSubmit = context.environment.controls.submit
        if let formattedText {
            formattedText.show()
        } else {
            showText(text.wrappedValue)
        }
        if let name, name != accessibleName {
            accessibleName = name
            widget.setAccessibleLabel(name)
        }
        ControlSize.apply(context.environment.controls.controlSize, to: widget)
        applyCommonEnvironment(context)
        setFormRowTitle(name, for: widget, context: context)
    }

    /// Edits `value` through its format from now on (nil: the `text` binding).
    func edit(_ value: FormattedFieldValue?) {
        guard let value else {
            formattedText = nil
            return
        }
        if let formattedText {
            formattedText.value = value
        } else {
            formattedText = FormattedFieldText(value: value, field: widget)
        }
    }

    private func showText(_ value: String) {
        if widget.text != value {
            isUpdating = true
            widget.text = value
            if let replayedCursor { widget.cursorPosition = replayedCursor }
            isUpdating = false
        }
        replayedCursor = nil
        shown = widget.text
    }
}

extension TextField: PrimitiveView, DescribableView {
    func makeNode() -> PassthroughNode { PassthroughNode(viewType: Self.self) }

    func updateNode(_ node: PassthroughNode, context: RenderContext) {
        if axis == .vertical && formatted == nil {
            node.render(VerticalTextField(field: self), context: context)
        } else {
            node.render(LineTextField(field: self), context: context)
        }
    }

    func describe(into description: inout ControlDescription) {
        GtkUI.describe(label, into: &description)
    }
}

/// A one-line `TextField`: a GNOME entry.
struct LineTextField<Label: View>: View, PrimitiveView, ObservesBindings {
    typealias Body = Never
    let field: TextField<Label>

    func makeNode() -> TextFieldNode<Entry> {
        TextFieldNode(viewType: Self.self, field: Entry(placeholder: ""))
    }

    func updateNode(_ node: TextFieldNode<Entry>, context: RenderContext) {
        let title = GtkUI.describe(field.label).title
        node.widget.placeholder = field.prompt?.content ?? title ?? ""
        let framed = context.environment.controls.textField != .plain
        if node.widget.hasFrame != framed { node.widget.hasFrame = framed }
        node.edit(field.formatted)
        node.editing = field.editing
        node.update(text: field.text, name: title, context: context)
    }
}
