import CGtk

/// A modal question over a window with a row of buttons (GtkMessageDialog).
///
/// The dialog is destroyed after the user answers; `onResponse` gets the
/// index of the button pressed, or nil when the dialog was closed another
/// way (Escape, the window manager).
///
///     let dialog = MessageDialog(parent: window, message: "Quit?", detail: "Nothing is saved.",
///                                buttons: ["Cancel", "Quit"], defaultButton: 1)
///     dialog.onResponse { index in … }
///     dialog.present()
@MainActor
public final class MessageDialog: Window {
    /// Dialogs on screen, kept alive until they are answered.
    private static var open: [ObjectID: MessageDialog] = [:]
    private let buttonCount: Int

    /// A warning dialog with `buttons` (left to right); `defaultButton` is
    /// activated by Enter; `destructiveButton` is drawn red and
    /// `suggestedButton` in the accent colour (GNOME's affirmative action).
    public init(
        parent: Window?, message: String, detail: String?, buttons: [String], defaultButton: Int?,
        destructiveButton: Int? = nil, suggestedButton: Int? = nil
    ) {
        buttonCount = buttons.count
        let pointer = cgtk_message_dialog_new(parent?.window, GTK_MESSAGE_WARNING, message, detail)!
        super.init(borrowing: pointer)
        // Not drawn (message dialogs have no title bar), but window lists and tests see it.
        title = message
        let dialog = raw.assumingMemoryBound(to: GtkDialog.self)
        for (index, title) in buttons.enumerated() {
            guard let button = gtk_dialog_add_button(dialog, title, gint(index)) else { continue }
            if index == destructiveButton { gtk_widget_add_css_class(button, "destructive-action") }
            if index == suggestedButton { gtk_widget_add_css_class(button, "suggested-action") }
            // GTK 4.8 names a dialog button after its label twice ("Cancel
            // Cancel"): its own label and the label relation to its mnemonic label.
            gtk_accessible_reset_relation(OpaquePointer(button), GTK_ACCESSIBLE_RELATION_LABELLED_BY)
            Widget(borrowing: button).setAccessibleLabel(title)
        }
        if let defaultButton { gtk_dialog_set_default_response(dialog, gint(defaultButton)) }
        // GTK destroys a dialog with its parent but keeps its pointer to the
        // parent, which it follows when the dialog is finalized: after the
        // parent, when a wrapper still holds the dialog (an invalid read,
        // GObject criticals). The dialog forgets its parent as it leaves the
        // toplevels, which GTK does from the parent's dispose (still alive).
        onDestroyed { [weak self] in self?.setTransient(for: nil) }
    }

    /// The button at `index` (left to right), for keyboard focus and tests.
    public func button(at index: Int) -> Widget? {
        gtk_dialog_get_widget_for_response(raw.assumingMemoryBound(to: GtkDialog.self), gint(index))
            .map { Widget(borrowing: $0) }
    }

    /// Calls `body` once with the button's index (nil: closed without a button), then destroys the dialog.
    public func onResponse(_ body: @escaping @MainActor (Int?) -> Void) {
        let count = buttonCount
        let id = objectID
        let handler: @MainActor (Int) -> Void = { response in
            // Hidden now, destroyed after the signal's emission: `body` may end
            // the app, and a dialog finalized during its own emission would
            // leave GLib with a dead instance.
            MessageDialog.open[id]?.isVisible = false
            body((0..<count).contains(response) ? response : nil)
            MainLoop.after(0) {
                guard let dialog = MessageDialog.open.removeValue(forKey: id), dialog.isAlive else { return }
                dialog.destroy()
            }
        }
        _ = connect("response", body: handler, trampoline: Trampolines.response)
        Self.open[id] = self
        // Destroyed with its parent, unanswered: let the wrapper go once GTK is done with it.
        onDestroyed { MainLoop.after(0) { MessageDialog.open[id] = nil } }
    }
}
