import Gtk

/// The toolbar items of a sheet acting as a GNOME dialog's buttons: the
/// `.confirmationAction` button is the window's default widget (Enter
/// activates it, GTK draws it as the default), the `.cancellationAction`
/// button is what Escape activates, and a sheet with a Cancel button has
/// no close button of its own (GNOME's dialogs: Cancel at the start,
/// the affirmative action at the end, no window buttons).
@MainActor
struct DialogActions {
    /// The first button of the confirmation item, and of the cancellation item.
    private(set) var confirm: Widget?
    private(set) var cancel: Widget?

    /// Finds the buttons of `items` and applies them to `host`'s window.
    mutating func update(_ items: [HeaderBarItems.Item], host: WindowHost) {
        confirm = items.first { $0.placement.role == .confirmationAction }.flatMap { Self.firstButton(in: $0.widget) }
        cancel = items.first { $0.placement.role == .cancellationAction }.flatMap { Self.firstButton(in: $0.widget) }
        host.window.setDefaultWidget(confirm)
    }

    /// Whether the window shows its window buttons: not with a Cancel button.
    var showsWindowButtons: Bool { cancel == nil }

    /// Activates the Cancel button (when it can be clicked); returns
    /// whether the sheet has one (Escape then does nothing else).
    func activateCancel() -> Bool {
        guard let cancel else { return false }
        if cancel.isSensitive { cancel.activate() }
        return true
    }

    private static func firstButton(in widget: Widget) -> Widget? {
        if widget.typeName == "GtkButton" { return widget }
        for child in widget.children {
            if let button = firstButton(in: child) { return button }
        }
        return nil
    }
}
