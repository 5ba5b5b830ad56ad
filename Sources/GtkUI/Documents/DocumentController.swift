import Gtk
import UniformTypeIdentifiers

/// The app's documents: new ones, files opened from the File menu, the
/// command line and the desktop, the window each is shown in, and the File
/// menu's Save, Save As…, Revert to Saved (in `DocumentController+Saving`).
///
/// Made the first time a `DocumentGroup` app needs it: apps without one
/// never pay for it.
@MainActor
final class DocumentController {
    unowned let runtime: AppRuntime
    /// The document groups, in scene order, with their configuration index.
    let groups: [(index: Int, kind: DocumentKind)]
    /// Sessions whose windows may close without asking (answered Discard, or saved).
    var closingApproved: Set<ObjectIdentifier> = []
    /// Sessions whose close question is on screen.
    var asking: Set<ObjectIdentifier> = []
    /// The File menu's actions, enabled for the active window's document.
    var actions: [String: SimpleAction] = [:]
    /// The close question on screen, if any (for keyboard focus and tests).
    weak var closeQuestion: MessageDialog?
    /// The last report of a file that could not be opened or saved.
    weak var lastReport: MessageDialog?

    init(runtime: AppRuntime) {
        self.runtime = runtime
        groups = runtime.configurations.indices.compactMap { index in
            runtime.configurations[index].documentKind.map { (index, $0) }
        }
    }

    /// The first group that creates documents (File ▸ New).
    var editorGroup: (index: Int, kind: DocumentKind)? { groups.first { !$0.kind.isViewer } }

    /// The open document windows, in the order they opened.
    var openDocuments: [(host: WindowHost, session: DocumentSession)] {
        runtime.windows.compactMap { record in record.host.document.map { (record.host, $0) } }
    }

    /// The active window's document, if it shows one.
    var activeDocument: (host: WindowHost, session: DocumentSession)? {
        guard let host = runtime.activeHost, let session = host.document else { return nil }
        return (host, session)
    }

    // MARK: Launch

    /// What a launch without files opens: a new document, or for a viewer
    /// the Open dialog (the app ends if it is cancelled).
    func openAtLaunch() {
        if editorGroup != nil {
            newDocument()
        } else {
            presentOpenDialog()
        }
    }

    // MARK: New

    /// Opens a new untitled document of the first editing group ("Untitled",
    /// "Untitled 2"… the lowest number no open document has).
    func newDocument() {
        guard let group = editorGroup, let make = group.kind.makeNew else { return }
        let session = make()
        session.isBlankNewDocument = true
        number(session)
        show(session, inGroupAt: group.index)
    }

    /// Shows `session` in a new window of the group at `index`.
    @discardableResult
    func show(_ session: DocumentSession, inGroupAt index: Int) -> WindowHost? {
        guard let host = runtime.openWindow(configurationAt: index, value: AnyHashable(DocumentSessionBox(session: session)))
        else { return nil }
        host.document = session
        host.setTitle(session.windowTitle)
        session.onStateChange = { [weak self, weak host, weak session] in
            guard let host, let session else { return }
            host.setTitle(session.windowTitle)
            self?.runtime.menuBar.setNeedsRefresh()
            self?.runtime.editCommands.refresh()
        }
        return host
    }

    // MARK: Open

    /// File ▸ Open…: the file chooser, offering every readable type.
    func presentOpenDialog() {
        var types: [UTType] = []
        for type in groups.flatMap(\.kind.readableTypes) where !types.contains(type) { types.append(type) }
        let parent = runtime.activeHost?.window
        let chooser = OpenFileChooser(
            title: localized("Open"), parent: parent, acceptLabel: localized("_Open"), selectsMultiple: true,
            filters: OpenFileChooser.Filter.filters(for: types),
            folder: activeDocument?.session.fileURL?.deletingLastPathComponent().path)
        // The portal's chooser is no window of the app: without a hold, a
        // viewer that has no window yet would end while it is open.
        runtime.application.hold()
        chooser.begin { [weak self] paths in
            self?.open(paths.map { URL(fileURLWithPath: $0) })
            self?.runtime.application.release()
        }
    }

    /// Opens each of `urls` in a window of its own.
    ///
    /// A file already open comes to the front instead. A file that cannot
    /// be read is reported and nothing else changes.
    func open(_ urls: [URL]) {
        for url in urls { open(url) }
    }

    private func open(_ url: URL) {
        do {
            try openDocument(at: url)
        } catch {
            reportOpenFailure(of: url, reason: DocumentFiles.readReason(error, appName: runtime.about.name))
        }
    }

    /// Opens the file at `url` in a window (or brings its window to the
    /// front); throws what reading it threw, changing nothing.
    func openDocument(at url: URL) throws {
        let url = url.standardizedFileURL
        if let open = openDocuments.first(where: { $0.session.fileURL.map { Self.sameFile($0, url) } ?? false }) {
            open.host.window.present()
            return
        }
        guard let group = group(for: url) else { return }
        // A new document nobody typed into gives its window's place to the
        // file (GNOME Text Editor does the same).
        let pristine = openDocuments.count == 1 ? openDocuments.first.flatMap { $0.session.isPristine ? $0.host : nil } : nil
        let configuration = try DocumentFiles.readConfiguration(
            of: url, readableTypes: group.kind.readableTypes, appName: runtime.about.name)
        let session = try group.kind.read(configuration, url)
        show(session, inGroupAt: group.index)
        pristine?.window.close()
    }

    /// Opens a new untitled document holding `document`, in the group of
    /// its type (`\.newDocument`); false when no editing group has that type.
    @discardableResult
    func newDocument(holding document: Any) -> Bool {
        for group in groups {
            guard let session = group.kind.sessionHolding(document) else { continue }
            number(session)
            show(session, inGroupAt: group.index)
            return true
        }
        return false
    }

    /// Gives a new document the lowest "Untitled" number no open document has.
    private func number(_ session: DocumentSession) {
        let taken = Set(openDocuments.filter { $0.session.fileURL == nil }.map(\.session.untitledNumber))
        session.untitledNumber = (1...).first { !taken.contains($0) }!
    }

    /// The group whose readable types include the file's type (by its
    /// extension), else the first group.
    private func group(for url: URL) -> (index: Int, kind: DocumentKind)? {
        let named = UTType(filenameExtension: url.pathExtension)
        return groups.first { group in
            named.map { type in group.kind.readableTypes.contains { type.conforms(to: $0) } } ?? false
        } ?? groups.first
    }

    private func reportOpenFailure(of url: URL, reason: String) {
        if runtime.windows.isEmpty, editorGroup != nil { newDocument() }
        runtime.application.hold()
        lastReport = DocumentDialogs.report(
            localized("Could not open “%@”", .string(url.lastPathComponent)), reason: reason, over: runtime.activeHost?.window
        ) { [weak self] in self?.runtime.application.release() }
    }

    /// Whether `a` and `b` name the same file (links followed).
    static func sameFile(_ a: URL, _ b: URL) -> Bool {
        a.resolvingSymlinksInPath().path == b.resolvingSymlinksInPath().path
    }
}

extension DocumentSession {
    /// Whether it is a blank new document that was never edited (a file
    /// opened next may take its window).
    var isPristine: Bool {
        isBlankNewDocument && fileURL == nil && !isEdited && !undoManager.canUndo && !undoManager.canRedo
    }
}
