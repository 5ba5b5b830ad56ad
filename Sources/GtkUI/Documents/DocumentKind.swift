import Gtk
import UniformTypeIdentifiers

/// What the app runtime knows of a `DocumentGroup`'s document type: the
/// types it reads and writes, and how to make, read and show a document.
@MainActor
struct DocumentKind {
    /// The types File ▸ Open… offers.
    let readableTypes: [UTType]
    /// The types Save As… offers.
    let writableTypes: [UTType]
    /// A new untitled document's session; nil for a viewer (`DocumentGroup(viewing:)`).
    let makeNew: (() -> DocumentSession)?
    /// The session of the document read from `configuration` (the file at `url`).
    let read: (_ configuration: FileDocumentReadConfiguration, _ url: URL) throws -> DocumentSession
    /// Renders a session's editor or viewer into a window.
    let makeContent: (DocumentSession, WindowHost, UpdateScheduler) -> HostingRoot
    /// The document type (`FileDocument` value or `ReferenceFileDocument` class).
    let documentType: Any.Type
    /// A new untitled session holding `document`, if it is of `documentType`
    /// (`\.newDocument`); nil for a viewer.
    let sessionHolding: (_ document: Any) -> DocumentSession?

    /// Whether the group creates documents (File ▸ New), or only views them.
    var isViewer: Bool { makeNew == nil }

    /// A `FileDocument` type shown by `editor` (a viewer when `newDocument` is nil).
    static func value<D: FileDocument, Content: View>(
        _ type: D.Type, newDocument: (() -> D)?, editor: @escaping (FileDocumentConfiguration<D>) -> Content
    ) -> DocumentKind {
        kind(
            readable: D.readableContentTypes, writable: D.writableContentTypes, newDocument: newDocument,
            read: { try D(configuration: $0) },
            session: { ValueDocumentSession(document: $0, fileURL: $1, contentType: $2, isEditable: $3) },
            root: { ValueDocumentRoot(session: $0, editor: editor) })
    }

    /// A `ReferenceFileDocument` type shown by `editor` (a viewer when `newDocument` is nil).
    static func reference<D: ReferenceFileDocument, Content: View>(
        _ type: D.Type, newDocument: (() -> D)?, editor: @escaping (ReferenceFileDocumentConfiguration<D>) -> Content
    ) -> DocumentKind {
        kind(
            readable: D.readableContentTypes, writable: D.writableContentTypes, newDocument: newDocument,
            read: { try D(configuration: $0) },
            session: { ReferenceDocumentSession(document: $0, fileURL: $1, contentType: $2, isEditable: $3) },
            root: { ReferenceDocumentRoot(session: $0, editor: editor) })
    }

    /// The kind whose documents `read` reads and `session` holds (file,
    /// type, editable), shown by `root`.
    private static func kind<Document, Session: DocumentSession, Root: View>(
        readable: [UTType], writable: [UTType], newDocument: (() -> Document)?,
        read: @escaping (FileDocumentReadConfiguration) throws -> Document,
        session: @escaping (Document, URL?, UTType, Bool) -> Session, root: @escaping (Session) -> Root
    ) -> DocumentKind {
        let isEditable = newDocument != nil
        return DocumentKind(
            readableTypes: readable, writableTypes: writable,
            makeNew: newDocument.map { make in { session(make(), nil, writable.first ?? .data, true) } },
            read: { configuration, url in
                let made = session(try read(configuration), url, configuration.contentType, isEditable)
                made.existingFile = configuration.file
                return made
            },
            makeContent: { made, host, scheduler in
                guard let made = made as? Session else { preconditionFailure("a \(Session.self) window shows its session") }
                return HostingView(rootView: root(made), host: host, scheduler: scheduler)
            },
            documentType: Document.self,
            sessionHolding: { document in
                guard isEditable, let document = document as? Document else { return nil }
                return session(document, nil, writable.first ?? .data, true)
            })
    }
}

/// A value document window's root: the editor of the current value, with
/// the document's undo manager and configuration in the environment.
struct ValueDocumentRoot<D: FileDocument, Content: View>: View {
    let session: ValueDocumentSession<D>
    let editor: (FileDocumentConfiguration<D>) -> Content

    var body: some View {
        _ = session.observed.revision
        return editor(session.configuration).environment(\.documentSession, session)
    }
}

/// A reference document window's root: the editor of the document object,
/// which is also an environment object of the window's views.
struct ReferenceDocumentRoot<D: ReferenceFileDocument, Content: View>: View {
    let session: ReferenceDocumentSession<D>
    let editor: (ReferenceFileDocumentConfiguration<D>) -> Content

    var body: some View {
        _ = session.observed.revision
        return editor(session.configuration).environmentObject(session.document).environment(\.documentSession, session)
    }
}
