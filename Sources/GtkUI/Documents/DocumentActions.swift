import Foundation

/// Opens a new document window (SwiftUI's `NewDocumentAction`, read as
/// `@Environment(\.newDocument)`).
///
///     @Environment(\.newDocument) private var newDocument
///     Button("New From Selection") { newDocument(TextFile(text: selection)) }
///
/// The document opens untitled in a window of the `DocumentGroup` of its
/// type; outside a document app (or for a type no editing group has) it
/// warns and does nothing.
@MainActor @preconcurrency
public struct NewDocumentAction {
    /// Opens a new window editing `newDocument()`.
    public func callAsFunction<D: FileDocument>(_ newDocument: @autoclosure @escaping @Sendable () -> D) {
        open(newDocument(), of: D.self)
    }

    /// Opens a new window editing the reference document `newDocument()` makes.
    public func callAsFunction<D: ReferenceFileDocument>(_ newDocument: @escaping @Sendable () -> D) {
        open(newDocument(), of: D.self)
    }

    private func open(_ document: Any, of type: Any.Type) {
        guard AppRuntime.current?.documents?.newDocument(holding: document) == true else {
            return Diagnostics.warn("newDocument: no DocumentGroup edits \(type) documents")
        }
    }
}

/// Opens a file as a document (SwiftUI's `OpenDocumentAction`, read as
/// `@Environment(\.openDocument)`).
///
/// The file opens in a window of its own (a file already open comes to
/// the front); a file that cannot be read throws, changing nothing.
@MainActor @preconcurrency
public struct OpenDocumentAction {
    /// Opens the file at `url`.
    public func callAsFunction(at url: URL) async throws {
        guard let documents = AppRuntime.current?.documents else {
            throw CocoaError(.featureUnsupported, userInfo: [NSFilePathErrorKey: url.path])
        }
        try documents.openDocument(at: url)
    }
}

extension EnvironmentValues {
    /// Opens new document windows.
    @MainActor public var newDocument: NewDocumentAction { NewDocumentAction() }
    /// Opens files as documents.
    @MainActor public var openDocument: OpenDocumentAction { OpenDocumentAction() }
}
