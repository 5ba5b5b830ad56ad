import Gtk
import ToolbarKit
import UniformTypeIdentifiers

/// Saving, reverting and closing documents.
extension DocumentController {
    // MARK: Save

    /// File ▸ Save: writes the document to its file, or asks where (Save As…)
    /// when it has none; `done` learns whether it was saved.
    func save(_ host: WindowHost, then done: @escaping @MainActor (Bool) -> Void = { _ in }) {
        guard let session = host.document, session.isEditable else { return done(false) }
        guard let url = session.fileURL else { return saveAs(host, then: done) }
        let type = DocumentFiles.saveType(for: url, current: session.contentType, writableTypes: session.writableTypes)
        done(write(session, to: url, as: type, over: host.window))
    }

    /// File ▸ Save As…: the file chooser, proposing the document's name in
    /// its folder and offering its writable types.
    func saveAs(_ host: WindowHost, then done: @escaping @MainActor (Bool) -> Void = { _ in }) {
        guard let session = host.document, session.isEditable else { return done(false) }
        let chooser = SaveFileChooser(
            title: localized("Save As"), parent: host.window, acceptLabel: localized("_Save"),
            suggestedName: Self.suggestedName(for: session),
            folder: session.fileURL?.deletingLastPathComponent().path,
            filters: OpenFileChooser.Filter.filters(for: session.writableTypes))
        chooser.begin { [weak self, weak host, weak session] path in
            guard let self, let host, let session, let path else { return done(false) }
            let url = URL(fileURLWithPath: path)
            let type = DocumentFiles.saveType(for: url, current: session.contentType, writableTypes: session.writableTypes)
            done(self.write(session, to: url, as: type, over: host.window))
        }
    }

    /// The name Save As… proposes: the file's, else "Untitled.txt" (the
    /// first writable type's extension).
    static func suggestedName(for session: DocumentSession) -> String {
        if let url = session.fileURL { return url.lastPathComponent }
        let ext = session.writableTypes.lazy.compactMap(\.preferredFilenameExtension).first
        return ext.map { "\(session.displayName).\($0)" } ?? session.displayName
    }

    /// Writes the document; reports a failure and returns false, leaving
    /// it edited and its file as it was.
    private func write(_ session: DocumentSession, to url: URL, as type: UTType, over window: Gtk::Window?) -> Bool {
        do {
            let wrapper = try session.fileWrapper(for: type)
            try DocumentFiles.write(wrapper, to: url)
            session.didSave(to: url, as: type, wrapper: wrapper)
            return true
        } catch {
            lastReport = DocumentDialogs.report(
                localized("Could not save “%@”", .string(url.lastPathComponent)), reason: DocumentFiles.writeReason(error), over: window)
            return false
        }
    }

    // MARK: Revert

    /// File ▸ Revert to Saved: asks, then reads the file again; a file that
    /// cannot be read is reported and the changes stay.
    func revert(_ host: WindowHost) {
        guard let session = host.document, let url = session.fileURL, session.isEdited else { return }
        DocumentDialogs.askBeforeReverting(session.displayName, over: host.window) { [weak self, weak host, weak session] in
            guard let self, let host, let session else { return }
            do {
                let configuration = try DocumentFiles.readConfiguration(
                    of: url, readableTypes: session.readableTypes, appName: self.runtime.about.name)
                try session.reload(from: configuration)
            } catch {
                self.lastReport = DocumentDialogs.report(
                    localized("Could not revert “%@”", .string(url.lastPathComponent)),
                    reason: DocumentFiles.readReason(error, appName: self.runtime.about.name), over: host.window)
            }
        }
    }

    // MARK: Closing

    /// A document window is asked to close: true keeps it open while the
    /// user answers whether to save its changes first.
    func keepOpenToAsk(_ host: WindowHost) -> Bool {
        guard let session = host.document, session.isEditable, session.isEdited,
            !closingApproved.contains(ObjectIdentifier(session))
        else { return false }
        ask(host, session) { [weak host] approved in
            if approved { host?.window.close() }
        }
        return true
    }

    /// Asks whether to save `session` before closing; `done` learns whether
    /// the window may close (Discard, or saved).
    private func ask(_ host: WindowHost, _ session: DocumentSession, done: @escaping @MainActor (Bool) -> Void) {
        let id = ObjectIdentifier(session)
        guard asking.insert(id).inserted else { return }
        host.window.present()
        closeQuestion = DocumentDialogs.askBeforeClosing(session.displayName, over: host.window) { [weak self, weak host] answer in
            self?.asking.remove(id)
            switch answer {
            case .cancel:
                done(false)
            case .discard:
                self?.closingApproved.insert(id)
                done(true)
            case .save:
                guard let self, let host else { return done(false) }
                self.save(host) { saved in
                    if saved { self.closingApproved.insert(id) }
                    done(saved)
                }
            }
        }
    }

    /// Before quitting: asks about each edited document in turn; `proceed`
    /// learns whether to quit (false once one is cancelled; the documents
    /// already answered keep their windows).
    func reviewUnsaved(then proceed: @escaping @MainActor (Bool) -> Void) {
        let pending = openDocuments.filter {
            $0.session.isEditable && $0.session.isEdited && !closingApproved.contains(ObjectIdentifier($0.session))
        }
        guard let next = pending.first else { return proceed(true) }
        ask(next.host, next.session) { [weak self] approved in
            guard approved, let self else {
                self?.closingApproved.removeAll()
                return proceed(false)
            }
            self.reviewUnsaved(then: proceed)
        }
    }

    /// A logout or `kill`, where nobody can be asked: each edited document
    /// is written to a copy in the home folder (else the temporary folder),
    /// named after it with the time, and a warning line names the copy.
    func preserveUnsaved() {
        for (_, session) in openDocuments where session.isEditable && session.isEdited {
            let type =
                session.fileURL.map {
                    DocumentFiles.saveType(for: $0, current: session.contentType, writableTypes: session.writableTypes)
                } ?? session.writableTypes.first ?? session.contentType
            guard let wrapper = try? session.fileWrapper(for: type) else { continue }
            let stem = (session.displayName as NSString).deletingPathExtension
            let ext = type.preferredFilenameExtension.map { ".\($0)" } ?? ""
            let name = "\(stem) (unsaved changes \(DurableFile.timestamp()))\(ext)"
            let folders = [UserFolders().home, URL(fileURLWithPath: NSTemporaryDirectory())]
            for folder in folders {
                let url = folder.appendingPathComponent(name)
                guard (try? DocumentFiles.write(wrapper, to: url)) != nil else { continue }
                StandardError.writeLine(
                    StandardError.warningLine(
                        appID: runtime.application.id,
                        "the unsaved changes of “\(session.displayName)” were written to \(url.path)"))
                break
            }
        }
    }
}
