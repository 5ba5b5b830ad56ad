import Gtk

/// The questions and reports of document windows, worded as GNOME Text
/// Editor and gedit word them.
@MainActor
enum DocumentDialogs {
    /// The answer to the question asked before closing an edited document.
    enum CloseAnswer: Equatable {
        /// Keep the window and its changes.
        case cancel
        /// Close, losing the changes.
        case discard
        /// Save, then close.
        case save
    }

    /// "Save changes to document “name” before closing?", with Cancel,
    /// Discard (red) and Save (Return); Escape or the window manager cancels.
    @discardableResult
    static func askBeforeClosing(
        _ name: String, over window: Gtk::Window?, answer: @escaping @MainActor (CloseAnswer) -> Void
    ) -> MessageDialog {
        let dialog = MessageDialog(
            parent: window, message: localized("Save changes to document “%@” before closing?", .string(name)),
            detail: localized("If you don’t save, changes will be permanently lost."),
            buttons: [localized("Cancel"), localized("Discard"), localized("Save")], defaultButton: 2, destructiveButton: 1,
            suggestedButton: 2)
        dialog.onResponse { index in
            switch index {
            case 1: answer(.discard)
            case 2: answer(.save)
            default: answer(.cancel)
            }
        }
        dialog.present()
        return dialog
    }

    /// "Revert unsaved changes to document “name”?", with Cancel and Revert (red).
    @discardableResult
    static func askBeforeReverting(_ name: String, over window: Gtk::Window?, revert: @escaping @MainActor () -> Void) -> MessageDialog {
        let dialog = MessageDialog(
            parent: window, message: localized("Revert unsaved changes to document “%@”?", .string(name)),
            detail: localized("Changes made to the document since it was saved will be permanently lost."),
            buttons: [localized("Cancel"), localized("Revert")], defaultButton: 0, destructiveButton: 1)
        dialog.onResponse { index in if index == 1 { revert() } }
        dialog.present()
        return dialog
    }

    /// A report that a file could not be opened, saved or reverted: the
    /// sentence and why, with OK.
    @discardableResult
    static func report(_ message: String, reason: String, over window: Gtk::Window?, done: @escaping @MainActor () -> Void = {})
        -> MessageDialog
    {
        let dialog = MessageDialog(parent: window, message: message, detail: reason, buttons: [localized("OK")], defaultButton: 0)
        dialog.onResponse { _ in done() }
        dialog.present()
        return dialog
    }
}
