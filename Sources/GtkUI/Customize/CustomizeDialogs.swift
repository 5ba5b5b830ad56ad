import Gtk

/// The Customize Toolbar dialogs open in an app, one per toolbar id; owned
/// by the app runtime.
///
/// Windows with the same toolbar id share one model, and a model has one
/// editing session, so a second window asking for the dialog gets the open
/// one presented.
@MainActor
final class CustomizeDialogs {
    private var open: [String: CustomizeToolbarDialog] = [:]

    /// Opens the dialog for `host`'s toolbar, or presents the one already open for it.
    func present(for host: WindowHost) {
        guard let renderer = host.toolbar else { return }
        if let existing = open[renderer.id] {
            existing.window.present()
            return
        }
        let dialog = CustomizeToolbarDialog(renderer: renderer, parent: host.window)
        let id = renderer.id
        dialog.onFinish = { [weak self] in self?.open[id] = nil }
        open[id] = dialog
        dialog.window.present()
    }

    /// The dialog open for a toolbar id, if any.
    func dialog(for id: String) -> CustomizeToolbarDialog? { open[id] }
}
