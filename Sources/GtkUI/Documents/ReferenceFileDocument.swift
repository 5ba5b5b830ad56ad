import Combine
import UniformTypeIdentifiers

/// A document stored as an object, read from and written to a file
/// (SwiftUI's `ReferenceFileDocument`).
///
/// Saving takes a `snapshot(contentType:)` of the document, then writes it
/// with `fileWrapper(snapshot:configuration:)`. As in SwiftUI, the document
/// counts as edited when its changes are registered with the window's
/// `\.undoManager` (or typed into a `TextEditor` of the window): changes
/// made without either are not noticed, and closing does not ask.
@preconcurrency
public protocol ReferenceFileDocument: ObservableObject, Sendable {
    /// What the document is saved from: a copy of its state taken on the main thread.
    associatedtype Snapshot
    /// The types of file the document opens.
    static var readableContentTypes: [UTType] { get }
    /// The types of file the document saves (by default the readable ones).
    static var writableContentTypes: [UTType] { get }
    /// Reads the document from a file.
    init(configuration: Self.ReadConfiguration) throws
    /// The configuration `init(configuration:)` reads from.
    typealias ReadConfiguration = FileDocumentReadConfiguration
    /// A copy of the document's state to save as `contentType`.
    func snapshot(contentType: UTType) throws -> Self.Snapshot
    /// Returns the file to save `snapshot` as.
    func fileWrapper(snapshot: Self.Snapshot, configuration: Self.WriteConfiguration) throws -> FileWrapper
    /// The configuration `fileWrapper(snapshot:configuration:)` writes with.
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension ReferenceFileDocument {
    /// The readable types: a document saves what it opens.
    public static var writableContentTypes: [UTType] { readableContentTypes }
}
