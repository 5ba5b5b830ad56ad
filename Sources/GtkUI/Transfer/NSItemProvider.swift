import Foundation

/// Who may load a registered representation (Apple's `NSItemProviderRepresentationVisibility`).
public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    /// Every process.
    case all = 0
    /// Processes of the same team (as `.all` here).
    case team = 1
    /// Processes of the same group (as `.all` here).
    case group = 2
    /// This process only: never offered to other apps.
    case ownProcess = 3
}

/// An object an item provider can be made from (Apple's `NSItemProviderWriting`): `NSString`, `NSURL`.
public protocol NSItemProviderWriting: AnyObject {}
/// An object an item provider can load (Apple's `NSItemProviderReading`): `NSString`, `NSURL`.
public protocol NSItemProviderReading: AnyObject {}
extension NSString: NSItemProviderWriting, NSItemProviderReading {}
extension NSURL: NSItemProviderWriting, NSItemProviderReading {}

/// A Swift value `loadObject(ofClass:)` can load: `String` and `URL`.
public protocol _ItemProviderLoadable {
    /// The type identifiers it loads from, most preferred first.
    static var _readableTypeIdentifiers: [String] { get }
    /// The value those bytes make.
    static func _load(_ data: Data) -> Self?
}

extension String: _ItemProviderLoadable {
    /// The type identifiers it loads from.
    public static var _readableTypeIdentifiers: [String] { [UTType.utf8PlainText.identifier, UTType.plainText.identifier] }
    /// The value those bytes make.
    public static func _load(_ data: Data) -> String? { String(data: data, encoding: .utf8) }
}

extension URL: _ItemProviderLoadable {
    /// The type identifiers it loads from.
    public static var _readableTypeIdentifiers: [String] { [UTType.fileURL.identifier, UTType.url.identifier] }
    /// The value those bytes make.
    public static func _load(_ data: Data) -> URL? { try? URL._transferredURL(data) }
}

/// The items a drag, a drop or the clipboard carries, by type identifier
/// (Foundation's `NSItemProvider`, which swift-corelibs-foundation lacks).
///
/// A faithful subset: registering and loading data representations,
/// objects (`String`, `URL`, `NSString`, `NSURL`), files, the registered
/// types and the suggested name. Loads complete on the main thread.
public final class NSItemProvider: @unchecked Sendable {
    /// One registered representation.
    struct Registration {
        let type: UTType
        let visibility: NSItemProviderRepresentationVisibility
        let load: @Sendable (@escaping @Sendable (_TransferContent?, Error?) -> Void) -> Void
    }

    private let lock = NSLock()
    private var registrations: [Registration] = []
    private var storedName: String?
    /// The in-app value (a dragged `Transferable`), delivered as is to a destination of its type.
    var value: _Unchecked<Any>?

    /// An empty provider.
    public init() {}

    /// A provider of `object`'s representations: an `NSString`'s UTF-8 text,
    /// an `NSURL` as a URL (and its file, for a file URL).
    public convenience init(object: any NSItemProviderWriting) {
        self.init()
        register(object)
    }

    /// A provider of `contentsOf`'s file, by its type and as its URL.
    public convenience init?(contentsOf fileURL: URL) {
        guard FileManager.default.fileExists(atPath: fileURL.path) else { return nil }
        self.init()
        register(fileURL)
    }

    /// A provider exporting `item`'s representations (what `.draggable` drags).
    convenience init<T: Transferable>(transferable item: T) {
        self.init()
        value = _Unchecked(item)
        let box = _Unchecked(item)
        for type in item.exportedContentTypes(.ownProcess) {
            let visibility: NSItemProviderRepresentationVisibility =
                item.exportedContentTypes(.all).contains(type) ? .all : .ownProcess
            append(
                Registration(type: type, visibility: visibility) { done in
                    Task.detached {
                        do { done(try await box.value._export(as: type), nil) } catch { done(nil, error) }
                    }
                })
        }
        storedName = item.exportedContentTypes().lazy.compactMap { item._suggestedFileName(for: $0) }.first
    }

    /// Registers an `NSString` or an `NSURL`.
    private func register(_ object: any NSItemProviderWriting) {
        if let string = object as? NSString {
            register(string.description)
        } else if let url = object as? NSURL, let absolute = url.absoluteURL {
            register(absolute)
        }
    }

    /// Registers `string` as UTF-8 plain text.
    func register(_ string: String) {
        let data = Data(string.utf8)
        append(Registration(type: .utf8PlainText, visibility: .all) { done in done(.data(data), nil) })
    }

    /// Registers `url` as a file URL (and the file by its type) or a URL.
    func register(_ url: URL) {
        let data = Data(url.absoluteString.utf8)
        if url.isFileURL {
            append(Registration(type: .fileURL, visibility: .all) { done in done(.data(data), nil) })
            if let type = UTType(filenameExtension: url.pathExtension) {
                append(Registration(type: type, visibility: .all) { done in done(.file(url, isOriginal: true), nil) })
            }
            storedName = storedName ?? url.deletingPathExtension().lastPathComponent
        } else {
            append(Registration(type: .url, visibility: .all) { done in done(.data(data), nil) })
        }
    }

    private func append(_ registration: Registration) {
        lock.lock()
        registrations.append(registration)
        lock.unlock()
    }

    var allRegistrations: [Registration] {
        lock.lock()
        defer { lock.unlock() }
        return registrations
    }

    /// The name a receiver should give the item (a file name without extension).
    public var suggestedName: String? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return storedName
        }
        set {
            lock.lock()
            storedName = newValue
            lock.unlock()
        }
    }

    /// The identifiers of the registered types, in registration order.
    public var registeredTypeIdentifiers: [String] { allRegistrations.map(\.type.identifier) }

    /// The identifiers registered with `visibility` (or visible more widely).
    public func registeredTypeIdentifiers(fileOptions: Int = 0) -> [String] { registeredTypeIdentifiers }

    /// Whether a registered type is `typeIdentifier` or conforms to it.
    public func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        registration(conformingTo: typeIdentifier) != nil
    }

    /// Whether a registered type conforms to any of `types`.
    func conforms(toAnyOf types: [UTType]) -> Bool {
        allRegistrations.contains { registration in types.contains { registration.type.conforms(to: $0) } }
    }

    func registration(conformingTo typeIdentifier: String) -> Registration? {
        let all = allRegistrations
        if let exact = all.first(where: { $0.type.identifier == typeIdentifier }) { return exact }
        guard let type = UTType(typeIdentifier) else { return nil }
        return all.first { $0.type.conforms(to: type) }
    }

    /// Registers data of `typeIdentifier`, loaded on demand by `loadHandler`.
    public func registerDataRepresentation(
        forTypeIdentifier typeIdentifier: String, visibility: NSItemProviderRepresentationVisibility,
        loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
    ) {
        let type = UTType(typeIdentifier) ?? UTType(exportedAs: typeIdentifier)
        append(
            Registration(type: type, visibility: visibility) { done in
                _ = loadHandler { data, error in done(data.map(_TransferContent.data), error) }
            })
    }

    /// Registers `object`'s representations (`NSString`, `NSURL`).
    public func registerObject(_ object: any NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility) {
        register(object)
    }

    /// Loads the data of `typeIdentifier` (or a registered type conforming to it).
    @discardableResult
    public func loadDataRepresentation(
        forTypeIdentifier typeIdentifier: String,
        completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        guard let registration = registration(conformingTo: typeIdentifier) else {
            completionHandler(nil, TransferError.noExporter(UTType(typeIdentifier) ?? UTType(exportedAs: typeIdentifier)))
            return progress
        }
        registration.load { content, error in
            progress.completedUnitCount = 1
            guard let content else { return completionHandler(nil, error) }
            do { completionHandler(try content.loadData(), nil) } catch { completionHandler(nil, error) }
        }
        return progress
    }

    /// Loads the item of `typeIdentifier` as a file: a dragged file itself,
    /// else its data written to a temporary file.
    @discardableResult
    public func loadFileRepresentation(
        forTypeIdentifier typeIdentifier: String, completionHandler: @escaping @Sendable (URL?, (any Error)?) -> Void
    ) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        guard let registration = registration(conformingTo: typeIdentifier) else {
            completionHandler(nil, TransferError.noExporter(UTType(exportedAs: typeIdentifier)))
            return progress
        }
        let name = suggestedName ?? "Item"
        registration.load { content, error in
            progress.completedUnitCount = 1
            switch content {
            case .file(let url, _): completionHandler(url, nil)
            case .data(let data):
                let file = FileManager.default.temporaryDirectory.appendingPathComponent(
                    "\(name)-\(UUID().uuidString).\(registration.type.preferredFilenameExtension ?? "data")")
                do {
                    try data.write(to: file)
                    completionHandler(file, nil)
                } catch { completionHandler(nil, error) }
            case nil: completionHandler(nil, error)
            }
        }
        return progress
    }

    /// Whether `loadObject(ofClass:)` can load a `T`.
    public func canLoadObject<T: _ItemProviderLoadable>(ofClass aClass: T.Type) -> Bool {
        T._readableTypeIdentifiers.contains { hasItemConformingToTypeIdentifier($0) }
    }

    /// Loads a `String` or a `URL`.
    @discardableResult
    public func loadObject<T: _ItemProviderLoadable>(
        ofClass aClass: T.Type, completionHandler: @escaping @Sendable (T?, (any Error)?) -> Void
    ) -> Progress {
        guard let identifier = T._readableTypeIdentifiers.first(where: { hasItemConformingToTypeIdentifier($0) }) else {
            completionHandler(nil, TransferError.noImporter(nil))
            return Progress(totalUnitCount: 1)
        }
        return loadDataRepresentation(forTypeIdentifier: identifier) { data, error in
            completionHandler(data.flatMap(T._load), error)
        }
    }

    /// Loads an `NSString` or an `NSURL`.
    @discardableResult
    public func loadObject(
        ofClass aClass: any NSItemProviderReading.Type,
        completionHandler: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void
    ) -> Progress {
        if aClass is NSURL.Type {
            return loadObject(ofClass: URL.self) { url, error in
                completionHandler(url.map { NSURL(string: $0.absoluteString) } ?? nil, error)
            }
        }
        return loadObject(ofClass: String.self) { string, error in completionHandler(string.map { NSString(string: $0) }, error) }
    }

    /// Loads the content of `type` (or a registered type conforming to it), for a `Transferable` import.
    func loadContent(conformingTo type: UTType) async -> (content: _TransferContent, type: UTType)? {
        let all = allRegistrations
        guard let registration = all.first(where: { $0.type == type }) ?? all.first(where: { $0.type.conforms(to: type) }) else {
            return nil
        }
        return await withCheckedContinuation { continuation in
            registration.load { content, _ in continuation.resume(returning: content.map { ($0, registration.type) }) }
        }
    }
}
