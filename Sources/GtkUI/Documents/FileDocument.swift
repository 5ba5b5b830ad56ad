import UniformTypeIdentifiers

/// A document stored as a value, read from and written to a file
/// (SwiftUI's `FileDocument`).
///
/// `DocumentGroup(newDocument:editor:)` opens a window per document: File ▸
/// Open… offers files of `readableContentTypes`, Save and Save As… write
/// one of `writableContentTypes`. GtkUI calls `init(configuration:)` and
/// `fileWrapper(configuration:)` on the main thread (SwiftUI may call them
/// on another; a conforming type works either way).
///
///     struct TextFile: FileDocument {
///         static var readableContentTypes: [UTType] { [.plainText] }
///         var text = ""
///         init() {}
///         init(configuration: ReadConfiguration) throws {
///             guard let data = configuration.file.regularFileContents else { throw CocoaError(.fileReadCorruptFile) }
///             text = String(decoding: data, as: UTF8.self)
///         }
///         func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
///             FileWrapper(regularFileWithContents: Data(text.utf8))
///         }
///     }
@preconcurrency
public protocol FileDocument: Sendable {
    /// The types of file the document opens.
    static var readableContentTypes: [UTType] { get }
    /// The types of file the document saves (by default the readable ones).
    static var writableContentTypes: [UTType] { get }
    /// Reads the document from a file.
    init(configuration: Self.ReadConfiguration) throws
    /// The configuration `init(configuration:)` reads from.
    typealias ReadConfiguration = FileDocumentReadConfiguration
    /// Returns the file to save the document as.
    func fileWrapper(configuration: Self.WriteConfiguration) throws -> FileWrapper
    /// The configuration `fileWrapper(configuration:)` writes with.
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension FileDocument {
    /// The readable types: a document saves what it opens.
    public static var writableContentTypes: [UTType] { readableContentTypes }
}
