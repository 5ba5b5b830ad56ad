import Foundation
import ToolbarKit

/// A file, folder or symbolic link held in memory (Foundation's
/// `FileWrapper`, which swift-corelibs-foundation lacks on Linux): what a
/// `FileDocument` reads from and returns to be saved.
///
/// A regular-file wrapper holds its bytes (`regularFileContents`), a
/// directory wrapper its children by name (`fileWrappers`), a link its
/// destination. Reading (`init(url:options:)`) is recursive, does not
/// follow links and loads every byte at once (`.immediate` and
/// `.withoutMapping` change nothing). Writing is recursive too; regular
/// files are replaced atomically with the project's `DurableFile` (an
/// existing file keeps its mode; a new one is private, 0600), and a folder
/// is written beside its destination and then swapped in.
///
///     let folder = FileWrapper(directoryWithFileWrappers: [:])
///     folder.addRegularFile(withContents: Data("hello".utf8), preferredFilename: "a.txt")
///     try folder.write(to: url, options: .atomic, originalContentsURL: nil)
open class FileWrapper: NSObject {
    /// What the wrapper holds.
    enum Content {
        case regularFile(Data)
        case directory([String: FileWrapper])
        case symbolicLink(URL)
    }

    var content: Content

    /// The name the wrapper would like in a folder (a folder's children are
    /// keyed by it, made unique when taken).
    open var preferredFilename: String?
    /// The name of the file it was read from or last written to with
    /// `.withNameUpdating`.
    open var filename: String?
    /// File attributes (`FileAttributeKey` raw values): what was read, and
    /// applied on write (`.posixPermissions`, `.modificationDate`).
    open var fileAttributes: [String: Any] = [:]

    init(content: Content) {
        self.content = content
        super.init()
    }

    /// A regular-file wrapper holding `contents`.
    public init(regularFileWithContents contents: Data) {
        content = .regularFile(contents)
        super.init()
    }

    /// A directory wrapper holding `childrenByPreferredName`; a child
    /// without a preferred file name takes its key.
    public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
        content = .directory(childrenByPreferredName)
        super.init()
        for (key, child) in childrenByPreferredName {
            if child.preferredFilename == nil { child.preferredFilename = key }
        }
    }

    /// A symbolic-link wrapper pointing at `url`.
    ///
    /// A relative destination (`URL(fileURLWithPath: "assets/a.png")`)
    /// stays relative: the link holds its `relativePath`.
    public init(symbolicLinkWithDestinationURL url: URL) {
        content = .symbolicLink(url)
        super.init()
    }

    /// Reads the file, folder or link at `url` (recursively, without
    /// following links); throws `CocoaError(.fileReadNoSuchFile)` when
    /// nothing is there.
    public init(url: URL, options: FileWrapper.ReadingOptions = []) throws {
        content = .regularFile(Data())
        super.init()
        try read(from: url, options: options)
    }

    /// A wrapper rebuilt from `serializedRepresentation` (GtkUI's own
    /// format: Apple's is private), or nil when the data is not one.
    public convenience init?(serializedRepresentation: Data) {
        guard let plist = try? PropertyListSerialization.propertyList(from: serializedRepresentation, format: nil),
            let tree = plist as? [String: Any], let decoded = FileWrapper.decode(tree)
        else { return nil }
        self.init(content: decoded.content)
        preferredFilename = decoded.preferredFilename
        filename = decoded.filename
    }

    // MARK: Disk

    /// Reads the file, folder or link at `url` again into this wrapper
    /// (recursively, without following links).
    open func read(from url: URL, options: FileWrapper.ReadingOptions = []) throws {
        try readContents(from: url)
    }

    /// Whether the file, folder or link at `url` holds what this wrapper
    /// holds (the same bytes, children and link destinations; names of the
    /// wrappers themselves are not compared).
    open func matchesContents(of url: URL) -> Bool { contentsMatch(url) }

    /// Writes the wrapper to `url`, replacing what is there.
    ///
    /// A regular file is replaced atomically (`DurableFile`: an existing
    /// file keeps its mode, a new one is created 0600); a folder is written
    /// next to `url` and swapped in, so a failure leaves the old one; a link
    /// is made under a temporary name and renamed over `url`. Every child is
    /// written: `originalContentsURL` (which lets Apple's hard-link
    /// unchanged children) is accepted and not used.
    open func write(to url: URL, options: FileWrapper.WritingOptions = [], originalContentsURL: URL?) throws {
        try writeContents(to: url, options: options)
    }

    // MARK: Kind

    /// Whether it is a directory wrapper.
    open var isDirectory: Bool {
        if case .directory = content { return true }
        return false
    }

    /// Whether it is a regular-file wrapper.
    open var isRegularFile: Bool {
        if case .regularFile = content { return true }
        return false
    }

    /// Whether it is a symbolic-link wrapper.
    open var isSymbolicLink: Bool {
        if case .symbolicLink = content { return true }
        return false
    }

    /// The bytes of a regular-file wrapper (nil for the other kinds).
    open var regularFileContents: Data? {
        if case .regularFile(let data) = content { return data }
        return nil
    }

    /// The destination of a symbolic-link wrapper (nil for the other kinds).
    open var symbolicLinkDestinationURL: URL? {
        if case .symbolicLink(let url) = content { return url }
        return nil
    }

    // MARK: Children

    /// A directory wrapper's children by key (nil for the other kinds).
    open var fileWrappers: [String: FileWrapper]? {
        if case .directory(let children) = content { return children }
        return nil
    }

    /// Adds `child` to a directory wrapper under its preferred file name,
    /// made unique ("name 2.txt") when taken; returns the key.
    @discardableResult
    open func addFileWrapper(_ child: FileWrapper) -> String {
        guard case .directory(var children) = content else {
            // Apple's raises an exception here; a warning keeps the app running.
            StandardError.writeLine("GtkUI warning: FileWrapper.addFileWrapper: not a directory wrapper")
            return child.preferredFilename ?? ""
        }
        let wanted = child.preferredFilename ?? child.filename ?? localized("Untitled")
        if child.preferredFilename == nil { child.preferredFilename = wanted }
        let key = FileWrapper.uniqueKey(for: wanted, among: Set(children.keys))
        children[key] = child
        content = .directory(children)
        return key
    }

    /// Adds a regular file holding `data` named `fileName` to a directory
    /// wrapper; returns its key.
    @discardableResult
    open func addRegularFile(withContents data: Data, preferredFilename fileName: String) -> String {
        let child = FileWrapper(regularFileWithContents: data)
        child.preferredFilename = fileName
        return addFileWrapper(child)
    }

    /// Removes `child` from a directory wrapper.
    open func removeFileWrapper(_ child: FileWrapper) {
        guard case .directory(var children) = content, let key = keyForChildFileWrapper(child) else { return }
        children[key] = nil
        content = .directory(children)
    }

    /// The key of `child` in a directory wrapper, if it is one of its children.
    open func keyForChildFileWrapper(_ child: FileWrapper) -> String? {
        fileWrappers?.first { $0.value === child }?.key
    }

    /// `name`, or "name 2.ext", "name 3.ext"… for the first free one.
    static func uniqueKey(for name: String, among taken: Set<String>) -> String {
        guard taken.contains(name) else { return name }
        let ext = (name as NSString).pathExtension
        let stem = ext.isEmpty ? name : (name as NSString).deletingPathExtension
        var number = 2
        while true {
            let candidate = ext.isEmpty ? "\(stem) \(number)" : "\(stem) \(number).\(ext)"
            if !taken.contains(candidate) { return candidate }
            number += 1
        }
    }

    // MARK: Serialization

    /// The wrapper and its children as data (`init(serializedRepresentation:)`
    /// reads it back).
    open var serializedRepresentation: Data? {
        try? PropertyListSerialization.data(fromPropertyList: encode(), format: .binary, options: 0)
    }

    private func encode() -> [String: Any] {
        var tree: [String: Any] = [:]
        if let preferredFilename { tree["preferredFilename"] = preferredFilename }
        if let filename { tree["filename"] = filename }
        switch content {
        case .regularFile(let data): tree["regularFile"] = data
        case .symbolicLink(let url): tree["symbolicLink"] = url.relativePath
        case .directory(let children): tree["directory"] = children.mapValues { $0.encode() }
        }
        return tree
    }

    private static func decode(_ tree: [String: Any]) -> FileWrapper? {
        let made: FileWrapper
        if let data = tree["regularFile"] as? Data {
            made = FileWrapper(regularFileWithContents: data)
        } else if let path = tree["symbolicLink"] as? String {
            made = FileWrapper(symbolicLinkWithDestinationURL: URL(fileURLWithPath: path))
        } else if let children = tree["directory"] as? [String: Any] {
            var decoded: [String: FileWrapper] = [:]
            for (key, value) in children {
                guard let child = (value as? [String: Any]).flatMap(decode) else { return nil }
                decoded[key] = child
            }
            made = FileWrapper(directoryWithFileWrappers: decoded)
        } else {
            return nil
        }
        made.preferredFilename = tree["preferredFilename"] as? String
        made.filename = tree["filename"] as? String
        return made
    }
}

extension FileWrapper {
    /// How `init(url:options:)` and `read(from:options:)` read.
    public struct ReadingOptions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates options from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Read every byte now (GtkUI always does).
        public static let immediate = ReadingOptions(rawValue: 1 << 0)
        /// Do not map files into memory (GtkUI never does).
        public static let withoutMapping = ReadingOptions(rawValue: 1 << 1)
    }

    /// How `write(to:options:originalContentsURL:)` writes.
    public struct WritingOptions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates options from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Replace the destination in one step (GtkUI always does).
        public static let atomic = WritingOptions(rawValue: 1 << 0)
        /// Set `filename` of the wrapper and its children to the names written.
        public static let withNameUpdating = WritingOptions(rawValue: 1 << 1)
    }
}
