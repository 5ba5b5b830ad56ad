import Gtk
import UniformTypeIdentifiers

/// One open document: its file, type, undo manager and unsaved changes.
///
/// The window that shows it and the File menu's commands share it;
/// `ValueDocumentSession` and `ReferenceDocumentSession` hold the document
/// itself.
///
/// Edited means what NSDocument means by it: a change registered with the
/// undo manager since the last save counts until it is undone, and so does
/// typing in a `TextEditor` of the window until GTK's own undo takes the
/// text back to what was saved (the text buffer's modified flag, as GNOME
/// Text Editor uses it).
@MainActor
class DocumentSession {
    /// The file the document was read from or last saved to (nil: never saved).
    private(set) var fileURL: URL?
    /// The type the document was read or last saved as.
    private(set) var contentType: UTType
    /// False for a `DocumentGroup(viewing:)` document.
    let isEditable: Bool
    /// The document's undo manager (`\.undoManager` in its window).
    let undoManager = UndoManager()
    /// The file as last read or written, handed back as `existingFile`.
    var existingFile: FileWrapper?
    /// "Untitled" is 1, "Untitled 2" is 2…: set for a document that has no file.
    var untitledNumber = 1
    /// Whether File ▸ New (or the launch) made it blank, not `\.newDocument` with content.
    var isBlankNewDocument = false
    /// The types the document reads and writes.
    let readableTypes: [UTType]
    let writableTypes: [UTType]

    /// What views of the document read, so that they render again when it changes.
    let observed = DocumentObservation()
    /// Called when the title or the edited state changed (the window and menus follow).
    var onStateChange: (() -> Void)?

    /// Changes registered with the undo manager since the save, minus those undone.
    private(set) var changeCount = 0
    /// Whether the undo manager's open group holds a change not yet counted.
    private var hasPendingChange = false
    /// The text editors of the window whose typing counts as changes.
    private var textEditors: [WeakTextTracker] = []
    /// Set while a text editor writes its text into the document: GTK's
    /// text history, not the undo manager, keeps that change.
    private(set) var isApplyingTextEdit = false

    init(fileURL: URL?, contentType: UTType, isEditable: Bool, readableTypes: [UTType], writableTypes: [UTType]) {
        self.fileURL = fileURL
        self.contentType = contentType
        self.isEditable = isEditable
        self.readableTypes = readableTypes
        self.writableTypes = writableTypes
        undoManager.changeObservers.add(owner: self) { [weak self] change in self?.undoManagerChanged(change) }
    }

    // MARK: Title

    /// The document's name: the file's name, or "Untitled", "Untitled 2"….
    var displayName: String {
        if let fileURL { return fileURL.lastPathComponent }
        return untitledNumber <= 1 ? localized("Untitled") : localized("Untitled %lld", .integer(Int64(untitledNumber)))
    }

    /// The window's title: the name, after GNOME Text Editor's "•" while edited.
    var windowTitle: String { isEdited ? "• \(displayName)" : displayName }

    // MARK: Edited state

    /// Whether the document has changes that are not saved.
    var isEdited: Bool {
        changeCount != 0 || hasPendingChange || textEditors.contains { $0.tracker?.hasUnsavedText == true }
    }

    private func undoManagerChanged(_ change: UndoManager.Change) {
        switch change {
        case .registered:
            guard !undoManager.isUndoing, !undoManager.isRedoing else { return }
            hasPendingChange = true
        case .groupClosed:
            guard hasPendingChange else { return }
            hasPendingChange = false
            changeCount += 1
        case .undone:
            changeCount -= 1
        case .redone:
            changeCount += 1
        case .cleared:
            break
        }
        stateChanged()
    }

    /// Tells the window and menus that the title or edited state may have changed.
    func stateChanged() { onStateChange?() }

    /// Marks the document saved as `url` of `type` (written as `wrapper`).
    func didSave(to url: URL, as type: UTType, wrapper: FileWrapper) {
        undoManager.finishEventGroup()
        fileURL = url
        matchesFile(wrapper, as: type)
    }

    /// Forgets every change: the document was read again from its file.
    func didRevert(wrapper: FileWrapper, as type: UTType) {
        undoManager.removeAllActions()
        matchesFile(wrapper, as: type)
    }

    /// Marks the document as what its file holds (`wrapper`, of `type`).
    ///
    /// No change is unsaved then. Editors keep their modified flag when
    /// they show a text read back (`TextEditorNode.apply`), so it is
    /// cleared here.
    private func matchesFile(_ wrapper: FileWrapper, as type: UTType) {
        contentType = type
        existingFile = wrapper
        changeCount = 0
        hasPendingChange = false
        for editor in textEditors { editor.tracker?.markTextSaved() }
        observed.revision += 1
        stateChanged()
    }

    // MARK: Text editors

    /// Counts typing in `tracker` (a `TextEditor` of the window) as changes.
    func track(_ tracker: DocumentTextTracking) {
        textEditors.removeAll { $0.tracker == nil }
        guard !textEditors.contains(where: { $0.tracker === tracker }) else { return }
        textEditors.append(WeakTextTracker(tracker: tracker))
    }

    /// Runs `write` (a text editor handing the document its typing) so that
    /// the change is not registered with the undo manager as well.
    func applyTextEdit(_ write: () -> Void) {
        isApplyingTextEdit = true
        defer { isApplyingTextEdit = false }
        write()
    }

    // MARK: Reading and writing (the document kinds override these)

    /// The file to save the document as `type`.
    func fileWrapper(for type: UTType) throws -> FileWrapper {
        preconditionFailure("\(Self.self) must override fileWrapper(for:)")
    }

    /// Replaces the document with the one read from `configuration` (Revert to Saved).
    func reload(from configuration: FileDocumentReadConfiguration) throws {
        preconditionFailure("\(Self.self) must override reload(from:)")
    }
}

/// The part of a document session views read while they render, so that
/// they render again when the document, its file or its state changes.
@MainActor @Observable
final class DocumentObservation {
    /// Bumped on every change views should see.
    var revision = 0
}

/// A `TextEditor` whose typing counts as a change of its window's document.
@MainActor
protocol DocumentTextTracking: AnyObject {
    /// Whether the text was edited since it was last saved (GTK's modified flag).
    var hasUnsavedText: Bool { get }
    /// Marks the text shown now as saved.
    func markTextSaved()
}

/// A text editor a session follows without keeping it alive.
@MainActor
private struct WeakTextTracker {
    weak var tracker: DocumentTextTracking?
}
