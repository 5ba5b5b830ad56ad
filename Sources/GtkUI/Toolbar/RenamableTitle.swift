import Gtk

/// The header-bar title of `navigationTitle(_: Binding<String>)`: the title
/// turns into a text field when clicked (as macOS renames a document from
/// its title); Enter writes the new name into the binding, Escape or an
/// empty name keeps the old one.
@MainActor
final class RenamableTitle {
    let box = Box(.vertical, spacing: 0)
    let field = EditableLabel(text: "")
    let subtitleLabel = LabelWidget()
    var title: Binding<String>?
    /// Called when editing ends, to give the keyboard back to the window's
    /// content: GTK 4.8's editable label, left focused, runs its focus-out
    /// handler after it is disposed when its window closes (GTK criticals).
    var onEditingEnded: () -> Void = {}

    init() {
        box.valign = .center
        field.addCSSClass("title")
        field.setAccessibleLabel(localized("Title"))
        field.tooltip = localized("Click to rename")
        // A click starts editing; the title itself does not take the
        // window's first focus (see `onEditingEnded`).
        field.isFocusable = false
        subtitleLabel.addCSSClass("subtitle")
        subtitleLabel.setEllipsizeEnd()
        box.append(field)
        box.append(subtitleLabel)
        field.onEditingChanged { [weak self] in self?.editingChanged() }
    }

    func update(title: Binding<String>, subtitle: String?) {
        self.title = title
        if !field.isEditing, field.text != title.wrappedValue { field.text = title.wrappedValue }
        subtitleLabel.text = subtitle ?? ""
        subtitleLabel.isVisible = !(subtitle ?? "").isEmpty
    }

    /// Starts editing the title (GTK puts the keyboard in it, the text selected).
    func startEditing() { field.startEditing() }

    private func editingChanged() {
        guard !field.isEditing, let title else { return }
        defer { onEditingEnded() }
        let name = field.text.trimmingCharacters(in: .whitespaces)
        if name.isEmpty || name == title.wrappedValue {
            field.text = title.wrappedValue
        } else {
            title.wrappedValue = name
        }
    }
}

/// `.navigationTitle(_: Binding<String>)`: a title the user renames from the header bar.
struct RenamableTitleModifier<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let title: Binding<String>

    func makeNode() -> RenamableTitleNode { RenamableTitleNode(viewType: Self.self) }
    func updateNode(_ node: RenamableTitleNode, context: RenderContext) {
        node.host = context.host
        context.host?.setTitle(title.wrappedValue)
        context.host?.headerBarItems.setRenamableTitle(title, by: ObjectIdentifier(node))
        node.render(content, context: context)
    }
}

/// The node of `RenamableTitleModifier`: gives the plain title back when its view goes away.
@MainActor
final class RenamableTitleNode: PassthroughNode {
    weak var host: WindowHost?
    isolated deinit { host?.headerBarItems.setRenamableTitle(nil, by: ObjectIdentifier(self)) }
}
