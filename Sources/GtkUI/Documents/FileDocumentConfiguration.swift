import Foundation

/// The document a `DocumentGroup(newDocument:editor:)` window edits, with
/// its file (SwiftUI's `FileDocumentConfiguration`).
///
/// Setting `document` (or writing through `$document`) marks the document
/// edited, puts "•" before the window's title and registers an Undo step
/// that restores the previous value; typing in a `TextEditor` bound to it
/// is undone by the text's own history instead. In a viewer
/// (`DocumentGroup(viewing:viewer:)`) setting it does nothing.
public struct FileDocumentConfiguration<Document: FileDocument> {
    /// The document.
    @Binding public var document: Document
    /// The file it was read from or last saved to (nil: never saved).
    public var fileURL: URL?
    /// Whether it can be changed (false in a viewer).
    public var isEditable: Bool

    init(document: Binding<Document>, fileURL: URL?, isEditable: Bool) {
        _document = document
        self.fileURL = fileURL
        self.isEditable = isEditable
    }
}
