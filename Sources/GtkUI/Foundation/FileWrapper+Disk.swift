import Foundation
import Glibc
import ToolbarKit

/// Reading a wrapper from disk and writing it back.
extension FileWrapper {
    /// Reads what is at `url` into this wrapper (`read(from:options:)`).
    func readContents(from url: URL) throws {
        let read = try FileWrapper.readItem(at: url)
        content = read.content
        fileAttributes = read.fileAttributes
        preferredFilename = read.preferredFilename
        filename = read.filename
    }

    /// Whether what is at `url` holds what this wrapper holds (`matchesContents(of:)`).
    func contentsMatch(_ url: URL) -> Bool {
        guard let other = try? FileWrapper.readItem(at: url) else { return false }
        return FileWrapper.sameContents(self, other)
    }

    /// Writes the wrapper to `url` (`write(to:options:originalContentsURL:)`).
    func writeContents(to url: URL, options: FileWrapper.WritingOptions) throws {
        switch content {
        case .regularFile(let data):
            try DurableFile.write(data, to: url)
            applyAttributes(to: url)
        case .symbolicLink(let destination):
            try FileWrapper.replaceWithLink(at: url, pointingTo: destination)
        case .directory:
            try FileWrapper.replaceFolder(at: url) { temporary in
                try writeChildren(into: temporary, options: options)
                applyAttributes(to: temporary)
            }
        }
        if options.contains(.withNameUpdating) { filename = url.lastPathComponent }
    }

    private func writeChildren(into folder: URL, options: FileWrapper.WritingOptions) throws {
        guard case .directory(let children) = content else { return }
        for (key, child) in children {
            let destination = folder.appendingPathComponent(key, isDirectory: child.isDirectory)
            switch child.content {
            case .regularFile(let data):
                try data.write(to: destination)
                child.applyAttributes(to: destination)
            case .symbolicLink(let target):
                try FileManager.default.createSymbolicLink(atPath: destination.path, withDestinationPath: target.relativePath)
            case .directory:
                try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: false)
                try child.writeChildren(into: destination, options: options)
                child.applyAttributes(to: destination)
            }
            if options.contains(.withNameUpdating) { child.filename = key }
        }
    }

    /// Applies the permissions and modification date in `fileAttributes`
    /// (other attributes are the system's to set).
    private func applyAttributes(to url: URL) {
        var attributes: [FileAttributeKey: Any] = [:]
        for key in [FileAttributeKey.posixPermissions, .modificationDate] {
            if let value = fileAttributes[key.rawValue] { attributes[key] = value }
        }
        guard !attributes.isEmpty else { return }
        try? FileManager.default.setAttributes(attributes, ofItemAtPath: url.path)
    }

    // MARK: Reading

    /// The wrapper of what is at `url`.
    static func readItem(at url: URL) throws -> FileWrapper {
        let manager = FileManager.default
        let path = url.path
        let attributes: [FileAttributeKey: Any]
        do {
            attributes = try manager.attributesOfItem(atPath: path)
        } catch {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: path, NSUnderlyingErrorKey: error])
        }
        let made: FileWrapper
        switch attributes[.type] as? FileAttributeType {
        case .typeSymbolicLink?:
            let destination = try manager.destinationOfSymbolicLink(atPath: path)
            made = FileWrapper(symbolicLinkWithDestinationURL: URL(fileURLWithPath: destination))
        case .typeDirectory?:
            var children: [String: FileWrapper] = [:]
            for name in try manager.contentsOfDirectory(atPath: path) {
                let child = try readItem(at: url.appendingPathComponent(name))
                child.preferredFilename = name
                child.filename = name
                children[name] = child
            }
            made = FileWrapper(content: .directory(children))
        case .typeRegular?:
            do {
                made = FileWrapper(regularFileWithContents: try Data(contentsOf: url))
            } catch {
                throw CocoaError(.fileReadNoPermission, userInfo: [NSFilePathErrorKey: path, NSUnderlyingErrorKey: error])
            }
        default:
            throw CocoaError(.fileReadUnknown, userInfo: [NSFilePathErrorKey: path])
        }
        made.fileAttributes = Dictionary(uniqueKeysWithValues: attributes.map { ($0.key.rawValue, $0.value) })
        made.preferredFilename = url.lastPathComponent
        made.filename = url.lastPathComponent
        return made
    }

    static func sameContents(_ a: FileWrapper, _ b: FileWrapper) -> Bool {
        switch (a.content, b.content) {
        case (.regularFile(let x), .regularFile(let y)): return x == y
        case (.symbolicLink(let x), .symbolicLink(let y)): return x.relativePath == y.relativePath
        case (.directory(let x), .directory(let y)):
            return Set(x.keys) == Set(y.keys) && x.allSatisfy { key, child in sameContents(child, y[key]!) }
        default: return false
        }
    }

    // MARK: Replacing

    /// A free name for a temporary item next to `url`.
    private static func temporarySibling(of url: URL) -> URL {
        let folder = url.deletingLastPathComponent()
        let stem = ".\(url.lastPathComponent).tmp-"
        while true {
            let candidate = folder.appendingPathComponent(stem + String(UInt32.random(in: .min ... .max), radix: 36))
            if !FileManager.default.fileExists(atPath: candidate.path) { return candidate }
        }
    }

    private static func replaceWithLink(at url: URL, pointingTo destination: URL) throws {
        let temporary = temporarySibling(of: url)
        try FileManager.default.createSymbolicLink(atPath: temporary.path, withDestinationPath: destination.relativePath)
        guard rename(temporary.path, url.path) == 0 else {
            let code = errno
            unlink(temporary.path)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path, "errno": code])
        }
    }

    /// Writes a folder next to `url` with `fill`, then puts it in `url`'s
    /// place (the old folder, if any, is moved away first and removed after).
    private static func replaceFolder(at url: URL, fill: (URL) throws -> Void) throws {
        let manager = FileManager.default
        let temporary = temporarySibling(of: url)
        try manager.createDirectory(at: temporary, withIntermediateDirectories: true)
        do {
            try fill(temporary)
            var old: URL?
            var isFolder: ObjCBool = false
            if manager.fileExists(atPath: url.path, isDirectory: &isFolder) {
                let aside = temporarySibling(of: url)
                try manager.moveItem(at: url, to: aside)
                old = aside
            }
            do {
                try manager.moveItem(at: temporary, to: url)
            } catch {
                if let old { try? manager.moveItem(at: old, to: url) }
                throw error
            }
            if let old { try? manager.removeItem(at: old) }
        } catch {
            try? manager.removeItem(at: temporary)
            throw error
        }
    }
}
