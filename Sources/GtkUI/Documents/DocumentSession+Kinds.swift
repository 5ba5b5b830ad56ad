import Foundation
import UniformTypeIdentifiers

/// A session holding a `FileDocument` value.
@MainActor
final class ValueDocumentSession<Document: FileDocument>: DocumentSession {
    /// The document; `setDocument` is how views change it.
    private(set) var document: Document

    init(document: Document, fileURL: URL?, contentType: UTType, isEditable: Bool) {
        self.document = document
        super.init(
            fileURL: fileURL, contentType: contentType, isEditable: isEditable,
            readableTypes: Document.readableContentTypes, writableTypes: Document.writableContentTypes)
    }

    /// Replaces the document, marks it edited and registers the Undo step
    /// that puts the previous value back (SwiftUI's binding does the same).
    func setDocument(_ newValue: Document) {
        guard isEditable else { return }
        let previous = document
        document = newValue
        observed.revision += 1
        if isApplyingTextEdit {
            // GTK's text history undoes typing; the text's modified flag marks it edited.
            stateChanged()
            return
        }
        undoManager.registerUndo(withTarget: self) { session in session.setDocument(previous) }
    }

    /// What the editor closure receives.
    var configuration: FileDocumentConfiguration<Document> {
        FileDocumentConfiguration(
            document: Binding(get: { self.document }, set: { self.setDocument($0) }),
            fileURL: fileURL, isEditable: isEditable)
    }

    override func fileWrapper(for type: UTType) throws -> FileWrapper {
        try document.fileWrapper(configuration: FileDocumentWriteConfiguration(contentType: type, existingFile: existingFile))
    }

    override func reload(from configuration: FileDocumentReadConfiguration) throws {
        document = try Document(configuration: configuration)
        didRevert(wrapper: configuration.file, as: configuration.contentType)
    }
}

/// A session holding a `ReferenceFileDocument` object.
@MainActor
final class ReferenceDocumentSession<Document: ReferenceFileDocument>: DocumentSession {
    /// The document (a new object after Revert to Saved).
    private(set) var document: Document

    init(document: Document, fileURL: URL?, contentType: UTType, isEditable: Bool) {
        self.document = document
        super.init(
            fileURL: fileURL, contentType: contentType, isEditable: isEditable,
            readableTypes: Document.readableContentTypes, writableTypes: Document.writableContentTypes)
    }

    /// What the editor closure receives.
    var configuration: ReferenceFileDocumentConfiguration<Document> {
        ReferenceFileDocumentConfiguration(document: document, fileURL: fileURL, isEditable: isEditable)
    }

    override func fileWrapper(for type: UTType) throws -> FileWrapper {
        let snapshot = try document.snapshot(contentType: type)
        return try document.fileWrapper(
            snapshot: snapshot, configuration: FileDocumentWriteConfiguration(contentType: type, existingFile: existingFile))
    }

    override func reload(from configuration: FileDocumentReadConfiguration) throws {
        document = try Document(configuration: configuration)
        didRevert(wrapper: configuration.file, as: configuration.contentType)
    }
}
