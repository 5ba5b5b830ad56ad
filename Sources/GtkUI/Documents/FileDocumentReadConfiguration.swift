import UniformTypeIdentifiers

/// What a document reads itself from (SwiftUI's `FileDocumentReadConfiguration`).
public struct FileDocumentReadConfiguration {
    /// The type of the file: the readable type its name's extension names,
    /// else the document's first readable type.
    public let contentType: UTType
    /// The file's contents.
    public let file: FileWrapper
}
