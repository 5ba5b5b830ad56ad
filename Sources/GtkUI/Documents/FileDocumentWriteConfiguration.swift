import UniformTypeIdentifiers

/// What a document writes itself with (SwiftUI's `FileDocumentWriteConfiguration`).
public struct FileDocumentWriteConfiguration {
    /// The type to write.
    public let contentType: UTType
    /// The file as it was last read or saved, if the document has one (a
    /// document may update it and return it).
    public let existingFile: FileWrapper?
}
