// Public face of the crash-safe file helpers, for apps that persist more
// than toolbars (NoteEditor's note) with the same guarantees.
import FoundationEssentials
import Glibc

/// Crash-safe reading and writing of small user files.
///
/// `write` leaves either the old or the new file after a crash (temp file in
/// the same folder, fsync, rename, fsync of the folder); `moveAside` keeps an
/// unreadable file under a timestamped name that never replaces another.
public enum DurableFile {
    /// What a read found.
    public enum ReadResult: Equatable {
        /// Nothing at the path.
        case missing
        /// The file's bytes.
        case contents(Data)
        /// Something that cannot be read as a file (with a readable reason).
        case unreadable(reason: String)
    }

    /// Reads a regular file of at most `limit` bytes.
    public static func read(_ url: URL, limit: Int) -> ReadResult {
        do {
            switch try FileSystem.kind(of: url.path) {
            case .missing: return .missing
            case .directory: return .unreadable(reason: "a folder is in its place")
            case .other: return .unreadable(reason: "not a regular file")
            case .regular(let size) where size > limit:
                return .unreadable(reason: "too large (\(size) bytes, limit \(limit))")
            case .regular:
                let data = try FileSystem.read(url.path, limit: limit)
                if data.count > limit { return .unreadable(reason: "too large (more than \(limit) bytes)") }
                return .contents(data)
            }
        } catch {
            return .unreadable(reason: "\(error)")
        }
    }

    /// Replaces the file atomically, creating its folder if needed.
    public static func write(_ data: Data, to url: URL) throws {
        try FileSystem.makeFolder(url.deletingLastPathComponent().path)
        try FileSystem.writeAtomically(data, to: url.path)
    }

    /// Moves an unreadable file aside to `<name>.corrupt-<UTC timestamp>`
    /// (never replacing anything: `-2`, `-3`… when taken); returns where it went.
    public static func moveAside(_ url: URL) throws -> URL {
        URL(fileURLWithPath: try FileSystem.moveAside(url.path, to: "\(url.path).corrupt-\(timestamp())"))
    }

    /// Removes the temporary files an interrupted `write` (a crash, a
    /// `kill -9`) left next to `url`.
    public static func removeLeftoverTemporaryFiles(of url: URL) {
        let folder = url.deletingLastPathComponent()
        let prefix = FileSystem.temporaryPrefix(for: url.lastPathComponent)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names where name.hasPrefix(prefix) {
            unlink(folder.appendingPathComponent(name).path)
        }
    }

    /// UTC time such as `20250301T101500Z`, for names of moved-aside files.
    static func timestamp() -> String {
        var now = time(nil)
        var parts = tm()
        gmtime_r(&now, &parts)
        var buffer = [CChar](repeating: 0, count: 32)
        let length = strftime(&buffer, buffer.count, "%Y%m%dT%H%M%SZ", &parts)
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
