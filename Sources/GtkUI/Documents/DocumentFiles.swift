import Foundation
import ToolbarKit
import UniformTypeIdentifiers

/// Reading a document's file and writing it back, with sentences for
/// people when either fails.
enum DocumentFiles {
    /// A reason reading or writing failed, worded to follow the file's name
    /// in a dialog ("It is not a file this app can read.").
    struct Failure: Error, Equatable {
        let reason: String
    }

    /// The type a file of `url` is read as: the type its extension names
    /// when that is (or conforms to) one of `readableTypes`, else the first
    /// readable type (Linux files often have no extension; the document
    /// decides whether it can read them).
    static func contentType(of url: URL, readableTypes: [UTType]) -> UTType {
        if let named = UTType(filenameExtension: url.pathExtension),
            let readable = readableTypes.first(where: { named.conforms(to: $0) })
        {
            return named.isDeclared ? named : readable
        }
        return readableTypes.first ?? .data
    }

    /// The type to save `url` as: the writable type its extension names,
    /// else `current` when it can be written, else the first writable type.
    static func saveType(for url: URL, current: UTType, writableTypes: [UTType]) -> UTType {
        if let named = UTType(filenameExtension: url.pathExtension),
            let writable = writableTypes.first(where: { named.conforms(to: $0) })
        {
            return named.isDeclared ? named : writable
        }
        if writableTypes.contains(where: { current.conforms(to: $0) }) { return current }
        return writableTypes.first ?? current
    }

    /// The configuration to read the file at `url` with (links followed).
    static func readConfiguration(of url: URL, readableTypes: [UTType], appName: String) throws(Failure)
        -> FileDocumentReadConfiguration
    {
        let resolved = url.resolvingSymlinksInPath()
        let wrapper: FileWrapper
        do {
            wrapper = try FileWrapper(url: resolved, options: .immediate)
        } catch {
            throw Failure(reason: readReason(error, appName: appName))
        }
        return FileDocumentReadConfiguration(contentType: contentType(of: url, readableTypes: readableTypes), file: wrapper)
    }

    /// Writes `wrapper` to `url` in one step: through a link to its
    /// destination, keeping an existing file's mode (`DurableFile`).
    static func write(_ wrapper: FileWrapper, to url: URL) throws(Failure) {
        let resolved = url.resolvingSymlinksInPath()
        do {
            try wrapper.write(to: resolved, options: [.atomic, .withNameUpdating], originalContentsURL: nil)
        } catch {
            throw Failure(reason: writeReason(error))
        }
    }

    /// Why reading failed (in the file system, or in the document's
    /// `init(configuration:)`), for people.
    static func readReason(_ error: any Error, appName: String) -> String {
        if let failure = error as? Failure { return failure.reason }
        let unreadable = localized("It is not in a format %@ can read.", .string(appName))
        if let cocoa = error as? CocoaError {
            switch cocoa.code {
            case .fileReadNoSuchFile, .fileNoSuchFile: return localized("The file does not exist.")
            case .fileReadNoPermission: return localized("You do not have permission to read it.")
            case .fileReadInapplicableStringEncoding: return localized("Its text is not in an encoding %@ can read.", .string(appName))
            case .fileReadUnknown: return localized("It is not a file or a folder.")
            default: return unreadable
            }
        }
        if let described = (error as? LocalizedError)?.errorDescription { return described }
        return unreadable
    }

    /// Why writing failed, for people.
    static func writeReason(_ error: any Error) -> String {
        if let failure = error as? Failure { return failure.reason }
        let text = "\(error)"
        if text.contains("Permission denied") { return localized("You do not have permission to write there.") }
        if text.contains("No space left") { return localized("There is no space left on the disk.") }
        if text.contains("Read-only file system") { return localized("The disk is read-only.") }
        return localized("The file could not be written: %@.", .string(text))
    }
}
