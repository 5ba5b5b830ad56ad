import Foundation

/// How a representation's content travels: bytes, or a file on disk.
public enum _TransferContent: Sendable {
    /// Bytes of the entry's content type.
    case data(Data)
    /// A file of the entry's content type; `isOriginal` when it is the sender's own file.
    case file(URL, isOriginal: Bool)

    /// The bytes (a file's are read).
    public func loadData() throws -> Data {
        switch self {
        case .data(let data): data
        case .file(let url, _): try Data(contentsOf: url)
        }
    }
}

/// Passes a value that is used by one task at a time across an isolation boundary.
public struct _Unchecked<Value>: @unchecked Sendable {
    /// The value.
    public var value: Value
    /// Wraps `value`.
    public init(_ value: Value) { self.value = value }
}

/// One content type a representation exports or imports, flattened out of
/// a `transferRepresentation` (an implementation detail shared with GtkUI).
public struct _TransferEntry<Item>: @unchecked Sendable {
    /// The content type.
    public var contentType: UTType
    /// Who may receive it.
    public var visibility: TransferRepresentationVisibility = .all
    /// Exports the item, if this entry exports.
    public var exporter: (@Sendable (_Unchecked<Item>) async throws -> _TransferContent)?
    /// Imports an item, if this entry imports.
    public var importer: (@Sendable (_TransferContent) async throws -> _Unchecked<Item>)?
    /// Whether the item is exported this way (`exportingCondition`).
    public var condition: (@Sendable (_Unchecked<Item>) -> Bool)?
    /// The file name a receiver should use (`suggestedFileName`).
    public var suggestedFileName: (@Sendable (_Unchecked<Item>) -> String?)?

    /// Whether `item` is exported through this entry.
    public func exports(_ item: Item) -> Bool { exporter != nil && (condition?(_Unchecked(item)) ?? true) }
}

/// A representation that lists its entries itself (not through a `body`).
public protocol _PrimitiveTransferRepresentation {
    /// The entries, as `[_TransferEntry<Item>]`.
    func _anyEntries() -> Any
}

extension TransferRepresentation {
    /// This representation flattened into entries, most preferred first.
    public func _transferEntries() -> [_TransferEntry<Item>] {
        if let primitive = self as? any _PrimitiveTransferRepresentation {
            return primitive._anyEntries() as? [_TransferEntry<Item>] ?? []
        }
        return body._transferEntries() as? [_TransferEntry<Item>] ?? []
    }

    /// Maps every entry (for the modifiers).
    func mapEntries(_ transform: (inout _TransferEntry<Item>) -> Void) -> [_TransferEntry<Item>] {
        _transferEntries().map { entry in
            var entry = entry
            transform(&entry)
            return entry
        }
    }
}

/// Errors of exporting and importing.
public enum TransferError: Error, Sendable, CustomStringConvertible {
    /// The type has no representation exporting this content type.
    case noExporter(UTType)
    /// The type has no representation importing this content type.
    case noImporter(UTType?)

    /// What went wrong, for people.
    public var description: String {
        switch self {
        case .noExporter(let type): "no representation exports \(type.identifier)"
        case .noImporter(let type): "no representation imports \(type?.identifier ?? "this content")"
        }
    }
}

extension Transferable {
    /// The type's representation flattened into entries, most preferred first.
    public static var _transferEntries: [_TransferEntry<Self>] {
        transferRepresentation._transferEntries() as? [_TransferEntry<Self>] ?? []
    }

    /// The content types this value exports, most preferred first.
    public func exportedContentTypes(_ visibility: TransferRepresentationVisibility = .all) -> [UTType] {
        var types: [UTType] = []
        for entry in Self._transferEntries where entry.exports(self) && !types.contains(entry.contentType) {
            if visibility != .ownProcess && entry.visibility == .ownProcess { continue }
            types.append(entry.contentType)
        }
        return types
    }

    /// The content types the type imports, most preferred first.
    public static func importedContentTypes() -> [UTType] {
        var types: [UTType] = []
        for entry in _transferEntries where entry.importer != nil && !types.contains(entry.contentType) {
            types.append(entry.contentType)
        }
        return types
    }

    /// The file name suggested for exporting as `contentType`, if any.
    public func _suggestedFileName(for contentType: UTType) -> String? {
        Self._transferEntries.first { $0.contentType == contentType && $0.exports(self) }?.suggestedFileName?(_Unchecked(self))
    }

    /// Exports the value as `contentType`: the first entry of exactly that
    /// type, else the first whose type conforms to it.
    public func _export(as contentType: UTType) async throws -> _TransferContent {
        let entries = Self._transferEntries.filter { $0.exports(self) }
        guard
            let entry = entries.first(where: { $0.contentType == contentType })
                ?? entries.first(where: { $0.contentType.conforms(to: contentType) }),
            let exporter = entry.exporter
        else { throw TransferError.noExporter(contentType) }
        return try await exporter(_Unchecked(self))
    }

    /// The value's data as `contentType`.
    public func exported(as contentType: UTType) async throws -> Data {
        try await _export(as: contentType).loadData()
    }

    /// Imports a value from `content` of `contentType` (nil: every importing
    /// entry is tried in order): an entry of exactly that type first, then
    /// one the type conforms to.
    public static func _import(_ content: _TransferContent, contentType: UTType?) async throws -> Self {
        let importing = _transferEntries.filter { $0.importer != nil }
        let candidates: [_TransferEntry<Self>]
        if let contentType {
            candidates =
                importing.filter { $0.contentType == contentType }
                + importing.filter { $0.contentType != contentType && contentType.conforms(to: $0.contentType) }
        } else {
            candidates = importing
        }
        var lastError: Error = TransferError.noImporter(contentType)
        for entry in candidates {
            do { return try await entry.importer!(content).value } catch { lastError = error }
        }
        throw lastError
    }

    /// Creates a value from `data` of `contentType` (nil: every representation is tried).
    public init(importing data: Data, contentType: UTType?) async throws {
        self = try await Self._import(.data(data), contentType: contentType)
    }
}
