import Gtk

/// `.alert` and `.confirmationDialog`: a GNOME message dialog over the
/// window while `isPresented` is true, with the buttons of `actions`.
///
/// Pressing a button runs its action; every way of closing the dialog sets
/// `isPresented` to false. Escape runs the `.cancel` button's action (if
/// any); Return presses the default button (`.keyboardShortcut(.defaultAction)`,
/// else the first button without a role). An alert without buttons gets
/// "OK"; a confirmation dialog without a cancel button gets "Cancel".
struct AlertModifier<Content: View, Actions: View, Message: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let title: String
    let isPresented: Binding<Bool>
    let style: AlertStyle
    let actions: @MainActor () -> Actions
    let message: @MainActor () -> Message?

    func makeNode() -> AlertNode { AlertNode(viewType: Self.self) }

    func updateNode(_ node: AlertNode, context: RenderContext) {
        node.render(content, context: context)
        let shown = isPresented.wrappedValue
        if !shown {
            node.closeDialog()
            return
        }
        guard node.dialog == nil else { return }
        let buttons = style.completing(AlertButton.collect(from: actions()))
        let (ordered, defaultIndex) = AlertButton.arrange(buttons)
        let detail = message().flatMap { GtkUI.describe($0).title }.flatMap { $0.isEmpty ? nil : $0 }
        let (heading, body) = style.texts(title: title, message: detail)
        let dialog = MessageDialog(
            parent: context.host?.window, message: heading, detail: body,
            buttons: ordered.map(\.title), defaultButton: defaultIndex)
        for (index, button) in ordered.enumerated() where button.role == .destructive {
            dialog.button(at: index)?.addCSSClass("destructive-action")
        }
        let isPresented = self.isPresented
        dialog.onResponse { [weak node, weak dialog] index in
            // Detached now: it is destroyed a moment later, perhaps after its parent.
            dialog?.setTransient(for: nil)
            node?.dialog = nil
            isPresented.wrappedValue = false
            if let index { ordered[index].action() } else { ordered.first { $0.role == .cancel }?.action() }
        }
        node.dialog = dialog
        dialog.present()
    }
}

/// Which presentation an `AlertModifier` makes, and what it adds.
enum AlertStyle {
    case alert
    case confirmationDialog(titleVisibility: Visibility)

    /// The buttons with the one the style adds when none is declared.
    @MainActor
    func completing(_ buttons: [AlertButton]) -> [AlertButton] {
        switch self {
        case .alert where buttons.isEmpty:
            return [AlertButton(title: "OK", role: nil, isDefault: true, action: {})]
        case .confirmationDialog where !buttons.contains { $0.role == .cancel }:
            return buttons + [AlertButton(title: localized("Cancel"), role: .cancel, isDefault: false, action: {})]
        default:
            return buttons
        }
    }

    /// The dialog's bold heading and its detail line: a confirmation
    /// dialog with a hidden title shows its message as the heading.
    func texts(title: String, message: String?) -> (heading: String, detail: String?) {
        if case .confirmationDialog(.hidden) = self, let message { return (message, nil) }
        return (title, message)
    }
}

/// The node of an alert modifier: the content, and the dialog on screen.
@MainActor
final class AlertNode: PassthroughNode {
    var dialog: MessageDialog?

    /// Closes the dialog the program no longer presents.
    func closeDialog() {
        guard let dialog else { return }
        self.dialog = nil
        guard dialog.isAlive else { return }
        dialog.setTransient(for: nil)
        dialog.destroy()
    }

    isolated deinit { closeDialog() }
}
