import Foundation

/// The document object a `DocumentGroup(newDocument:editor:)` window edits,
/// with its file (SwiftUI's `ReferenceFileDocumentConfiguration`).
///
/// The window's views also get the document as an environment object.
/// Changes count (for the "•" and the question on closing) when they are
/// registered with `\.undoManager`, as in SwiftUI.
@MainActor @preconcurrency
public struct ReferenceFileDocumentConfiguration<Document: ReferenceFileDocument> {
    /// The document.
    @ObservedObject public var document: Document
    /// The file it was read from or last saved to (nil: never saved).
    public var fileURL: URL?
    /// Whether it can be changed (false in a viewer).
    public var isEditable: Bool

    init(document: Document, fileURL: URL?, isEditable: Bool) {
        _document = ObservedObject(wrappedValue: document)
        self.fileURL = fileURL
        self.isEditable = isEditable
    }
}
