import Gtk

/// A modal question over the app's active window (GtkUI extension in the
/// spirit of AppKit's `NSAlert`; a GtkMessageDialog).
///
///     let alert = AlertPanel(messageText: "Quit without saving?", informativeText: "…")
///     alert.addButton(withTitle: "Cancel")
///     alert.addButton(withTitle: "Quit Anyway", isDestructive: true)
///     alert.begin { index in … }   // 0, 1, or nil when closed with Escape
@MainActor
public final class AlertPanel {
    /// The question, in bold.
    public var messageText: String
    /// What the choice means, under the question.
    public var informativeText: String
    /// The button Enter presses (an index into the buttons added).
    public var defaultButton: Int?
    private var titles: [String] = []
    private var destructiveButton: Int?

    /// Creates a panel; add buttons before `begin`.
    public init(messageText: String, informativeText: String = "") {
        self.messageText = messageText
        self.informativeText = informativeText
    }

    /// Adds a button to the right of the others; a destructive one is drawn in red.
    public func addButton(withTitle title: String, isDestructive: Bool = false) {
        if isDestructive { destructiveButton = titles.count }
        titles.append(title)
    }

    /// Shows the panel; `completionHandler` gets the index of the button
    /// pressed, or nil when the panel was closed without one.
    public func begin(completionHandler: @escaping @MainActor (Int?) -> Void) {
        let dialog = MessageDialog(
            parent: AppRuntime.current?.activeHost?.window, message: messageText,
            detail: informativeText.isEmpty ? nil : informativeText, buttons: titles,
            defaultButton: defaultButton, destructiveButton: destructiveButton)
        dialog.onResponse(completionHandler)
        dialog.present()
    }
}
