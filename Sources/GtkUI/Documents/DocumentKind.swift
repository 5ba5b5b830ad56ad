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

    /// Whether the group creates documents (File ▸ New), or only views them.
    var isViewer: Bool { makeNew == nil }

    /// A `FileDocument` type shown by `editor` (a viewer when `newDocument` is nil).
    static func value<D: FileDocument, Content: View>(
        _ type: D.Type, newDocument: (() -> D)?, editor: @escaping (FileDocumentConfiguration<D>) -> Content
    ) -> DocumentKind {
        let isEditable = newDocument != nil
        return DocumentKind(
            readableTypes: D.readableContentTypes, writableTypes: D.writableContentTypes,
            makeNew: newDocument.map { make in
                {
                    ValueDocumentSession(
                        document: make(), fileURL: nil, contentType: D.writableContentTypes.first ?? .data, isEditable: true)
                }
            },
            read: { configuration, url in
                let session = ValueDocumentSession(
                    document: try D(configuration: configuration), fileURL: url, contentType: configuration.contentType,
                    isEditable: isEditable)
                session.existingFile = configuration.file
                return session
            },
            makeContent: { session, host, scheduler in
                guard let session = session as? ValueDocumentSession<D> else { preconditionFailure("a \(D.self) session") }
                return HostingView(
                    rootView: ValueDocumentRoot(session: session, editor: editor), host: host, scheduler: scheduler)
            })
    }

    /// A `ReferenceFileDocument` type shown by `editor` (a viewer when `newDocument` is nil).
    static func reference<D: ReferenceFileDocument, Content: View>(
        _ type: D.Type, newDocument: (() -> D)?, editor: @escaping (ReferenceFileDocumentConfiguration<D>) -> Content
    ) -> DocumentKind {
        let isEditable = newDocument != nil
        return DocumentKind(
            readableTypes: D.readableContentTypes, writableTypes: D.writableContentTypes,
            makeNew: newDocument.map { make in
                {
                    ReferenceDocumentSession(
                        document: make(), fileURL: nil, contentType: D.writableContentTypes.first ?? .data, isEditable: true)
                }
            },
            read: { configuration, url in
                let session = ReferenceDocumentSession(
                    document: try D(configuration: configuration), fileURL: url, contentType: configuration.contentType,
                    isEditable: isEditable)
                session.existingFile = configuration.file
                return session
            },
            makeContent: { session, host, scheduler in
                guard let session = session as? ReferenceDocumentSession<D> else { preconditionFailure("a \(D.self) session") }
                return HostingView(
                    rootView: ReferenceDocumentRoot(session: session, editor: editor), host: host, scheduler: scheduler)
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
