import Gtk

/// The File menu's document commands: app actions acting on the active
/// window's document, their keys, and when they are enabled.
extension DocumentController {
    /// The File menu's document items, in menu order: title and action.
    static let openItems: [(title: String, action: String)] = [(localizable("Open…"), "app.open")]
    /// Save, Save As…, Revert to Saved.
    static let saveItems: [(title: String, action: String)] = [
        (localizable("Save"), "app.save"), (localizable("Save As…"), "app.save-as"), (localizable("Revert to Saved"), "app.revert")
    ]
    /// The keys of the document actions (New is `app.new-window`'s Ctrl+N).
    nonisolated static let accelerators: [String: String] = [
        "app.open": "<Control>o", "app.save": "<Control>s", "app.save-as": "<Control><Shift>s"
    ]

    /// Adds Open…, Save, Save As… and Revert to Saved to the application
    /// and binds their keys.
    func installActions(in application: Application) {
        let handlers: [(String, @MainActor (DocumentController) -> Void)] = [
            ("open", { $0.presentOpenDialog() }),
            ("save", { controller in controller.activeDocument.map { controller.save($0.host) } }),
            ("save-as", { controller in controller.activeDocument.map { controller.saveAs($0.host) } }),
            ("revert", { controller in controller.activeDocument.map { controller.revert($0.host) } })
        ]
        for (name, perform) in handlers {
            let action = SimpleAction(name: name)
            action.onActivate { [weak self] _ in
                guard let self else { return }
                perform(self)
            }
            application.addAction(action)
            actions[name] = action
        }
        for (action, accelerator) in Self.accelerators { application.setAccelerators([accelerator], for: action) }
        updateActionStates()
    }

    /// Enables Save and Save As… for an editable document in the active
    /// window, Revert to Saved for one with a file and unsaved changes.
    func updateActionStates() {
        let session = activeDocument?.session
        let editable = session?.isEditable == true
        let states = [
            "open": true, "save": editable, "save-as": editable,
            "revert": editable && session?.fileURL != nil && session?.isEdited == true
        ]
        for (name, enabled) in states where actions[name]?.isEnabled != enabled { actions[name]?.isEnabled = enabled }
    }
}
