import Foundation

/// The file and editability of the document a view is in (SwiftUI's
/// `DocumentConfiguration`, read as `@Environment(\.documentConfiguration)`).
public struct DocumentConfiguration: Sendable {
    /// Whether the document can be changed (false in a viewer).
    public let isEditable: Bool
    /// The document's file (nil: never saved).
    public let fileURL: URL?
}

/// The session of the document window a view is in.
private struct DocumentSessionKey: EnvironmentKey {
    static var defaultValue: WeakDocumentSession { WeakDocumentSession(session: nil) }
}

/// Held weakly: the environment is copied into nodes that may outlive the window.
struct WeakDocumentSession {
    weak var session: DocumentSession?
}

extension EnvironmentValues {
    /// The document window's session (set by the document's root view).
    var documentSession: DocumentSession? {
        get { self[DocumentSessionKey.self].session }
        set { self[DocumentSessionKey.self] = WeakDocumentSession(session: newValue) }
    }

    /// The undo manager of the window the view is in.
    ///
    /// The document's in a `DocumentGroup` window, else the window's own
    /// (nil outside a window). Edit ▸ Undo and Redo, Ctrl+Z and
    /// Shift+Ctrl+Z act on it when the keyboard focus is not in a text field.
    @MainActor public var undoManager: UndoManager? { documentSession?.undoManager ?? sceneHost?.undoManager }

    /// The file and editability of the document the view is in (nil outside a `DocumentGroup` window).
    @MainActor public var documentConfiguration: DocumentConfiguration? {
        documentSession.map { DocumentConfiguration(isEditable: $0.isEditable, fileURL: $0.fileURL) }
    }
}
