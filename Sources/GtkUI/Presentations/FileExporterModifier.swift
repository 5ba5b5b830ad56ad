import Gtk
import UniformTypeIdentifiers

/// `.fileExporter`: the save chooser to write documents to files, while
/// `isPresented` is true.
///
/// One document: GTK's save chooser proposes `defaultFilename` (with the
/// type's extension when it has none) and confirms before replacing a file;
/// several: a folder chooser, then "Untitled.txt", "Untitled 2.txt"… in it.
/// Writing is atomic (`DurableFile`). `onCompletion` gets the files or the
/// error; cancelling calls `onCancellation` (nothing in the forms without
/// one). The Transferable forms are not provided (GtkUI has no `Transferable`).
extension View {
    /// Exports a value document to a file of `contentType`.
    public func fileExporter<D: FileDocument>(
        isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
        onCompletion: @escaping (Result<URL, any Error>) -> Void
    ) -> some View {
        exportOne(isPresented, document.map(ExportedDocument.init), [contentType], defaultFilename, onCompletion, {})
    }

    /// Exports a value document to a file of one of `contentTypes` (empty:
    /// the document's writable types).
    public func fileExporter<D: FileDocument>(
        isPresented: Binding<Bool>, document: D?, contentTypes: [UTType] = [], defaultFilename: String? = nil,
        onCompletion: @escaping (Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void = {}
    ) -> some View {
        let types = contentTypes.isEmpty ? D.writableContentTypes : contentTypes
        return exportOne(isPresented, document.map(ExportedDocument.init), types, defaultFilename, onCompletion, onCancellation)
    }

    /// Exports a reference document to a file of `contentType`.
    public func fileExporter<D: ReferenceFileDocument>(
        isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
        onCompletion: @escaping (Result<URL, any Error>) -> Void
    ) -> some View {
        exportOne(isPresented, document.map(ExportedDocument.init), [contentType], defaultFilename, onCompletion, {})
    }

    /// Exports a reference document to a file of one of `contentTypes`
    /// (empty: the document's writable types).
    public func fileExporter<D: ReferenceFileDocument>(
        isPresented: Binding<Bool>, document: D?, contentTypes: [UTType] = [], defaultFilename: String? = nil,
        onCompletion: @escaping (Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void = {}
    ) -> some View {
        let types = contentTypes.isEmpty ? D.writableContentTypes : contentTypes
        return exportOne(isPresented, document.map(ExportedDocument.init), types, defaultFilename, onCompletion, onCancellation)
    }

    /// Exports value documents to files of `contentType` in a folder the user chooses.
    public func fileExporter<C: Collection>(
        isPresented: Binding<Bool>, documents: C, contentType: UTType,
        onCompletion: @escaping (Result<[URL], any Error>) -> Void
    ) -> some View where C.Element: FileDocument {
        exporter(isPresented, documents.map(ExportedDocument.init), [contentType], nil, onCompletion) {}
    }

    /// Exports reference documents to files of `contentType` in a folder the user chooses.
    public func fileExporter<C: Collection>(
        isPresented: Binding<Bool>, documents: C, contentType: UTType,
        onCompletion: @escaping (Result<[URL], any Error>) -> Void
    ) -> some View where C.Element: ReferenceFileDocument {
        exporter(isPresented, documents.map(ExportedDocument.init), [contentType], nil, onCompletion) {}
    }

    private func exportOne(
        _ isPresented: Binding<Bool>, _ document: ExportedDocument?, _ types: [UTType], _ defaultFilename: String?,
        _ completion: @escaping (Result<URL, any Error>) -> Void, _ cancelled: @escaping () -> Void
    ) -> some View {
        exporter(isPresented, document.map { [$0] } ?? [], types, defaultFilename, { completion($0.map { $0[0] }) }, cancelled: cancelled)
    }

    private func exporter(
        _ isPresented: Binding<Bool>, _ documents: [ExportedDocument], _ types: [UTType], _ defaultFilename: String?,
        _ completion: @escaping (Result<[URL], any Error>) -> Void, cancelled: @escaping () -> Void
    ) -> some View {
        FileDialogPresenter(content: self, isPresented: isPresented) { settings, parent, finished in
            guard !documents.isEmpty else { return finished() }
            let export = DocumentExport(documents: documents, types: types, defaultFilename: defaultFilename)
            export.present(settings: settings, parent: parent) { result in
                finished()
                if let result { completion(result) } else { cancelled() }
            }
        }
    }
}

/// A document to export: how to make its file as a given type.
@MainActor
struct ExportedDocument {
    let fileWrapper: (UTType) throws -> FileWrapper

    init<D: FileDocument>(_ document: D) {
        fileWrapper = { type in
            try document.fileWrapper(configuration: FileDocumentWriteConfiguration(contentType: type, existingFile: nil))
        }
    }

    init<D: ReferenceFileDocument>(_ document: D) {
        fileWrapper = { type in
            let snapshot = try document.snapshot(contentType: type)
            return try document.fileWrapper(
                snapshot: snapshot, configuration: FileDocumentWriteConfiguration(contentType: type, existingFile: nil))
        }
    }
}
