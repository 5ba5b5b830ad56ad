import Combine
import Foundation

/// A representation by bytes the type makes and reads itself (Apple's `DataRepresentation`).
public struct DataRepresentation<Item: Transferable>: TransferRepresentation, _PrimitiveTransferRepresentation {
    let contentType: UTType
    let exporting: (@Sendable (Item) async throws -> Data)?
    let importing: (@Sendable (Data) async throws -> Item)?

    /// Exports and imports the item as bytes of `contentType`.
    public init(
        contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
        importing: @escaping @Sendable (Data) async throws -> Item
    ) {
        self.contentType = contentType
        self.exporting = exporting
        self.importing = importing
    }
    /// Exports the item as bytes of `exportedContentType`.
    public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
        self.contentType = exportedContentType
        self.exporting = exporting
        self.importing = nil
    }
    /// Imports the item from bytes of `importedContentType`.
    public init(importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {
        self.contentType = importedContentType
        self.exporting = nil
        self.importing = importing
    }

    /// A primitive representation has no body.
    public var body: Never { return fatalError("a primitive representation has no body") }

    /// The entries this representation contributes.
    public func _anyEntries() -> Any {
        let exporting = self.exporting
        let importing = self.importing
        var entry = _TransferEntry<Item>(contentType: contentType)
        if let exporting {
            entry.exporter = { item in _TransferContent.data(try await exporting(item.value)) }
        }
        if let importing {
            entry.importer = { content in _Unchecked(try await importing(try content.loadData())) }
        }
        return [entry]
    }
}

/// A representation through `Codable` (Apple's `CodableRepresentation`):
/// JSON by default.
public struct CodableRepresentation<Item: Transferable & Codable, Encoder: TopLevelEncoder, Decoder: TopLevelDecoder>:
    TransferRepresentation, _PrimitiveTransferRepresentation
where Encoder.Output == Data, Decoder.Input == Data {
    let contentType: UTType
    let encoder: _Unchecked<Encoder>
    let decoder: _Unchecked<Decoder>

    /// Exports and imports the item as `contentType`, encoded and decoded by the given coders.
    public init(for itemType: Item.Type = Item.self, contentType: UTType, encoder: Encoder, decoder: Decoder) {
        self.contentType = contentType
        self.encoder = _Unchecked(encoder)
        self.decoder = _Unchecked(decoder)
    }

    /// A primitive representation has no body.
    public var body: Never { return fatalError("a primitive representation has no body") }

    /// The entries this representation contributes.
    public func _anyEntries() -> Any {
        let encoder = self.encoder
        let decoder = self.decoder
        return [
            _TransferEntry<Item>(
                contentType: contentType,
                exporter: { item in .data(try encoder.value.encode(item.value)) },
                importer: { content in _Unchecked(try decoder.value.decode(Item.self, from: try content.loadData())) })
        ]
    }
}

extension CodableRepresentation where Encoder == JSONEncoder, Decoder == JSONDecoder {
    /// Exports and imports the item as JSON of `contentType`.
    public init(for itemType: Item.Type = Item.self, contentType: UTType) {
        self.init(for: itemType, contentType: contentType, encoder: JSONEncoder(), decoder: JSONDecoder())
    }
}

/// A file a representation sends (Apple's `SentTransferredFile`).
public struct SentTransferredFile: Sendable {
    /// The file.
    public let file: URL
    /// Whether the receiver may open the original file instead of a copy.
    public let allowAccessingOriginalFile: Bool
    /// A file to send.
    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
        self.file = file
        self.allowAccessingOriginalFile = allowAccessingOriginalFile
    }
}

/// A file a representation received (Apple's `ReceivedTransferredFile`).
public struct ReceivedTransferredFile: Sendable {
    /// The file: the sender's own, or a copy in a temporary folder.
    public let file: URL
    /// Whether `file` is the sender's original file.
    public let isOriginalFile: Bool
}

/// A representation by files on disk (Apple's `FileRepresentation`).
public struct FileRepresentation<Item: Transferable>: TransferRepresentation, _PrimitiveTransferRepresentation {
    let contentType: UTType
    let exporting: (@Sendable (Item) async throws -> SentTransferredFile)?
    let importing: (@Sendable (ReceivedTransferredFile) async throws -> Item)?

    /// Exports and imports the item as a file of `contentType`.
    public init(
        contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
        exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
        importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
    ) {
        self.contentType = contentType
        self.exporting = exporting
        self.importing = importing
    }
    /// Exports the item as a file of `exportedContentType`.
    public init(
        exportedContentType: UTType, shouldAllowToOpenInPlace: Bool = false,
        exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile
    ) {
        self.contentType = exportedContentType
        self.exporting = exporting
        self.importing = nil
    }
    /// Imports the item from a file of `importedContentType`.
    public init(
        importedContentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
        importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
    ) {
        self.contentType = importedContentType
        self.exporting = nil
        self.importing = importing
    }

    /// A primitive representation has no body.
    public var body: Never { return fatalError("a primitive representation has no body") }

    /// The entries this representation contributes.
    public func _anyEntries() -> Any {
        let exporting = self.exporting
        let importing = self.importing
        let ext = contentType.preferredFilenameExtension
        var entry = _TransferEntry<Item>(contentType: contentType)
        if let exporting {
            entry.exporter = { item in
                let sent = try await exporting(item.value)
                return _TransferContent.file(sent.file, isOriginal: sent.allowAccessingOriginalFile)
            }
        }
        if let importing {
            entry.importer = { content in
                let received: ReceivedTransferredFile
                switch content {
                case .file(let url, let isOriginal):
                    received = ReceivedTransferredFile(file: url, isOriginalFile: isOriginal)
                case .data(let data):
                    // Bytes from a sender that sent no file: written to a temporary one.
                    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                        "GtkUI-transfer-\(UUID().uuidString)", isDirectory: true)
                    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                    let file = folder.appendingPathComponent(ext.map { "Dropped.\($0)" } ?? "Dropped")
                    try data.write(to: file)
                    received = ReceivedTransferredFile(file: file, isOriginalFile: false)
                }
                return _Unchecked(try await importing(received))
            }
        }
        return [entry]
    }
}

/// A representation through another `Transferable` type's (Apple's `ProxyRepresentation`).
public struct ProxyRepresentation<Item: Transferable, ProxyRepresentation: Transferable>: TransferRepresentation,
    _PrimitiveTransferRepresentation
{
    let exporting: (@Sendable (Item) async throws -> ProxyRepresentation)?
    let importing: (@Sendable (ProxyRepresentation) async throws -> Item)?

    /// Exports and imports the item through `ProxyRepresentation`'s representations.
    public init(
        exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation,
        importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item
    ) {
        self.exporting = exporting
        self.importing = importing
    }
    /// Exports the item through `ProxyRepresentation`'s representations.
    public init(exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation) {
        self.exporting = exporting
        self.importing = nil
    }
    /// Imports the item through `ProxyRepresentation`'s representations.
    public init(importing: @escaping @Sendable (ProxyRepresentation) throws -> Item) {
        self.exporting = nil
        self.importing = importing
    }

    /// A primitive representation has no body.
    public var body: Never { return fatalError("a primitive representation has no body") }

    /// The entries this representation contributes.
    public func _anyEntries() -> Any {
        let exporting = self.exporting
        let importing = self.importing
        return ProxyRepresentation._transferEntries.map { proxied -> _TransferEntry<Item> in
            let proxiedExporter = proxied.exporter
            let proxiedImporter = proxied.importer
            let proxiedCondition = proxied.condition
            var entry = _TransferEntry<Item>(contentType: proxied.contentType, visibility: proxied.visibility)
            if let exporting, let proxiedExporter {
                entry.exporter = { item in
                    let proxy = try await exporting(item.value)
                    if let proxiedCondition, !proxiedCondition(_Unchecked(proxy)) { throw TransferError.noExporter(proxied.contentType) }
                    return try await proxiedExporter(_Unchecked(proxy))
                }
            }
            if let importing, let proxiedImporter {
                entry.importer = { content in _Unchecked(try await importing(try await proxiedImporter(content).value)) }
            }
            return entry
        }
    }
}

/// A representation exported only when a condition holds (`exportingCondition`).
public struct _ConditionalTransferRepresentation<Base: TransferRepresentation>: TransferRepresentation,
    _PrimitiveTransferRepresentation
{
    /// The base representation's item.
    public typealias Item = Base.Item
    let base: Base
    let condition: @Sendable (Base.Item) -> Bool
    /// A primitive representation has no body.
    public var body: Never { return fatalError("a primitive representation has no body") }
    /// The entries this representation contributes.
    public func _anyEntries() -> Any {
        let condition = self.condition
        return base.mapEntries { entry in
            let previous = entry.condition
            entry.condition = { item in (previous?(item) ?? true) && condition(item.value) }
        }
    }
}

/// A representation with a suggested file name or a visibility.
public struct _ModifiedTransferRepresentation<Base: TransferRepresentation>: TransferRepresentation,
    _PrimitiveTransferRepresentation
{
    /// The base representation's item.
    public typealias Item = Base.Item
    let base: Base
    var fileName: (@Sendable (Base.Item) -> String?)?
    var visibility: TransferRepresentationVisibility?
    /// A primitive representation has no body.
    public var body: Never { return fatalError("a primitive representation has no body") }
    /// The entries this representation contributes.
    public func _anyEntries() -> Any {
        let fileName = self.fileName
        let visibility = self.visibility
        return base.mapEntries { entry in
            if let fileName { entry.suggestedFileName = { item in fileName(item.value) } }
            if let visibility { entry.visibility = visibility }
        }
    }
}

extension TransferRepresentation {
    /// Exports through this representation only when `condition` holds for the item.
    public func exportingCondition(_ condition: @escaping @Sendable (Item) -> Bool) -> _ConditionalTransferRepresentation<Self> {
        _ConditionalTransferRepresentation(base: self, condition: condition)
    }
    /// Suggests `fileName` to a receiver that saves the content as a file.
    public func suggestedFileName(_ fileName: String) -> _ModifiedTransferRepresentation<Self> {
        _ModifiedTransferRepresentation(base: self, fileName: { _ in fileName })
    }
    /// Suggests a file name made from the item.
    public func suggestedFileName(_ fileName: @escaping @Sendable (Item) -> String?) -> _ModifiedTransferRepresentation<Self> {
        _ModifiedTransferRepresentation(base: self, fileName: fileName)
    }
    /// Limits who may receive this representation.
    public func visibility(_ visibility: TransferRepresentationVisibility) -> _ModifiedTransferRepresentation<Self> {
        _ModifiedTransferRepresentation(base: self, visibility: visibility)
    }
}
