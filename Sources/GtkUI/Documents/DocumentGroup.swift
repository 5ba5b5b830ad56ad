import Gtk

/// A scene of documents, a window per document (SwiftUI's `DocumentGroup`).
///
/// On GNOME, the first document group gives the File menu New (Ctrl+N),
/// Open… (Ctrl+O), Save (Ctrl+S), Save As… (Shift+Ctrl+S), Revert to Saved
/// and Close (Ctrl+W); the file chooser is `GtkFileChooserNative` (the
/// desktop portal's when there is one) filtered by the document's types.
/// The window is titled with the file's name ("Untitled", "Untitled 2"…
/// before the first save), after a "•" while the document has unsaved
/// changes, as GNOME Text Editor marks them. Closing such a window asks
/// "Save changes to document “…” before closing?" (Cancel, Discard, Save).
/// Files given on the command line or by the desktop (the desktop file's
/// `%U`) open in windows of their own; with none, the app starts with a new
/// document (a viewer asks for a file to open).
///
///     DocumentGroup(newDocument: TextFile()) { file in
///         TextEditor(text: file.$document.text)
///     }
public struct DocumentGroup<Document, Content: View>: Scene, PrimitiveScene {
    /// `Never`: a primitive scene; the app builds its windows itself.
    public typealias Body = Never
    let kind: DocumentKind

    func collect(into configurations: inout [WindowGroupConfiguration]) {
        let kind = self.kind
        var configuration = WindowGroupConfiguration(title: nil, id: "document") { host, scheduler, value in
            guard let session = (value?.base as? DocumentSessionBox)?.session else {
                preconditionFailure("a document window opens with its session")
            }
            return kind.makeContent(session, host, scheduler)
        }
        configuration.role = .documentGroup
        configuration.documentKind = kind
        configurations.append(configuration)
    }
}

extension DocumentGroup where Document: FileDocument {
    /// A group whose File ▸ New makes `newDocument()`, edited by `editor`.
    public init(
        newDocument: @autoclosure @escaping () -> Document,
        @ViewBuilder editor: @escaping (FileDocumentConfiguration<Document>) -> Content
    ) {
        self.init(kind: .value(Document.self, newDocument: newDocument, editor: editor))
    }

    /// A group that opens documents of `documentType` to view with `viewer` (no New, no Save).
    public init(
        viewing documentType: Document.Type, @ViewBuilder viewer: @escaping (FileDocumentConfiguration<Document>) -> Content
    ) {
        self.init(kind: .value(Document.self, newDocument: nil, editor: viewer))
    }
}

extension DocumentGroup where Document: ReferenceFileDocument {
    /// A group whose File ▸ New makes `newDocument()`, edited by `editor`.
    public init(
        newDocument: @escaping () -> Document,
        @ViewBuilder editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
    ) {
        self.init(kind: .reference(Document.self, newDocument: newDocument, editor: editor))
    }

    /// A group that opens documents of `documentType` to view with `viewer` (no New, no Save).
    public init(
        viewing documentType: Document.Type,
        @ViewBuilder viewer: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
    ) {
        self.init(kind: .reference(Document.self, newDocument: nil, editor: viewer))
    }
}

/// A session as the value a document window presents: windows are matched
/// by the identity of their session.
struct DocumentSessionBox: Hashable {
    let session: DocumentSession

    static func == (a: DocumentSessionBox, b: DocumentSessionBox) -> Bool { a.session === b.session }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(session)) }
}
