import Foundation
import GtkUI
import NoteKit
import ToolbarKit

extension NoteDocument {
    /// Decides whether the app may quit: saves first; if the text still
    /// cannot be written, asks the user (Save As… elsewhere, Quit Anyway,
    /// Cancel).
    ///
    /// A signal (logout, `kill`) cannot ask: the text is written to a
    /// recovery file in the home folder (or /tmp) instead, and the warning
    /// line names it.
    func prepareToQuit(_ reason: QuitReason, reply: @escaping @MainActor (Bool) -> Void) {
        saveNow()
        guard hasUnsavedText else { return reply(true) }
        if reason == .signal {
            writeRecoveryCopy()
            return reply(true)
        }
        askBeforeQuitting(reply)
    }

    private func askBeforeQuitting(_ reply: @escaping @MainActor (Bool) -> Void) {
        var reason = ""
        if case .notSaved(let why, _) = status { reason = " (\(why))" }
        let alert = AlertPanel(
            messageText: "The note could not be saved",
            informativeText: "Note Editor cannot write to \(store.folder.path)\(reason). "
                + "Save a copy elsewhere, or quit and lose the text typed since the last save.")
        alert.addButton(withTitle: "Cancel")
        alert.addButton(withTitle: "Quit Anyway", isDestructive: true)
        alert.addButton(withTitle: "Save As…")
        alert.defaultButton = 2
        alert.begin { [weak self] button in
            switch button {
            case 1:
                StandardError.writeLine(
                    StandardError.warningLine(
                        appID: NoteEditorApp.applicationID,
                        "The note could not be saved in \(self?.store.folder.path ?? "its folder"), and the user chose to quit without it.")
                )
                reply(true)
            case 2:
                self?.saveCopy { saved in reply(saved) }
            default:
                reply(false)
            }
        }
    }

    /// Asks where to save a copy of the note and writes it there (byte for
    /// byte as the note would be); `completion` says whether it was written.
    func saveCopy(completion: @escaping @MainActor (Bool) -> Void = { _ in }) {
        let panel = SavePanel()
        panel.title = "Save a Copy of the Note"
        panel.nameFieldStringValue = "Note.txt"
        panel.directoryURL = UserFolders().home
        panel.begin { [weak self] url in
            guard let self, let url else { return completion(false) }
            let revision = self.textRevision
            do {
                try self.store.writeCopy(self.text, to: url)
                self.copiedRevision = revision
                completion(true)
            } catch {
                let alert = AlertPanel(
                    messageText: "The copy could not be saved",
                    informativeText: "Note Editor cannot write \(url.path) (\(error)).")
                alert.addButton(withTitle: "OK")
                alert.begin { _ in completion(false) }
            }
        }
    }

    private func writeRecoveryCopy() {
        let folders = [UserFolders().home, URL(fileURLWithPath: ProcessInfo.processInfo.environment["TMPDIR"] ?? "/tmp")]
        let sentence: String
        if let copy = store.writeRecoveryCopy(text, in: folders) {
            sentence = "The note could not be saved in \(store.folder.path) before the app ended, so its text was written to \(copy.path)."
        } else {
            sentence =
                "The note could not be saved in \(store.folder.path) before the app ended, and no other folder took a copy: \(text.utf8.count) bytes of unsaved text are lost."
        }
        StandardError.writeLine(StandardError.warningLine(appID: NoteEditorApp.applicationID, sentence))
    }
}
