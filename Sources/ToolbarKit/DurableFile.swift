// Public face of the crash-safe file helpers, for apps that persist more
// than toolbars (NoteEditor's note) with the same guarantees.
import FoundationEssentials
import Glibc

/// Crash-safe, private reading and writing of small user files.
///
/// `write` leaves either the old or the new file after a crash (temp file in
/// the same folder, fsync, rename, fsync of the folder); a new file is
/// created 0600 and its folders 0700, an existing file keeps its mode and
/// owner. `moveAside` keeps an unreadable file under a timestamped name that
/// never replaces another.
public enum DurableFile {
    /// What a read found.
    public enum ReadResult: Equatable {
        /// Nothing at the path.
        case missing
        /// The file's bytes.
        case contents(Data)
        /// Something that cannot be read as a file. The reason completes a
        /// sentence that starts with the file's path ("is a folder, not a file").
        case unreadable(reason: String)
    }

    /// Reads a regular file of at most `limit` bytes.
    public static func read(_ url: URL, limit: Int) -> ReadResult {
        readVersion(url, limit: limit).result
    }

    /// Reads a regular file of at most `limit` bytes, with the identity of
    /// the version read (nil unless the result is `.contents`), so a later
    /// write can tell whether someone else changed the file meanwhile.
    public static func readVersion(_ url: URL, limit: Int) -> (result: ReadResult, identity: FileIdentity?) {
        do {
            switch try FileSystem.kind(of: url.path) {
            case .missing: return (.missing, nil)
            case .directory: return (.unreadable(reason: "is a folder, not a file"), nil)
            case .other: return (.unreadable(reason: "is not a regular file"), nil)
            case .regular(let size) where size > limit:
                return (.unreadable(reason: "is too large (\(size) bytes; the limit is \(limit))"), nil)
            case .regular:
                let (data, identity) = try FileSystem.read(url.path, limit: limit)
                if data.count > limit { return (.unreadable(reason: "is too large (over \(limit) bytes)"), nil) }
                return (.contents(data), identity)
            }
        } catch {
            return (.unreadable(reason: "cannot be read: \(error)"), nil)
        }
    }

    /// Replaces the file atomically, creating its folder (0700) if needed;
    /// returns the identity of the file written.
    @discardableResult
    public static func write(_ data: Data, to url: URL) throws -> FileIdentity {
        try FileSystem.makeFolder(url.deletingLastPathComponent().path)
        return try FileSystem.writeAtomically(data, to: url.path)
    }

    /// Moves an unreadable file aside to `<name>.corrupt-<UTC timestamp>`
    /// (never replacing anything: `-2`, `-3`… when taken); returns where it went.
    public static func moveAside(_ url: URL) throws -> URL {
        URL(fileURLWithPath: try FileSystem.moveAside(url.path, to: "\(url.path).corrupt-\(timestamp())"))
    }

    /// Runs `body` holding an exclusive lock on `folder`, so that instances
    /// of the app in other sessions read, merge and write its files in turn.
    public static func withFolderLock<T>(_ folder: URL, _ body: () throws -> T) rethrows -> T {
        try FileSystem.withFolderLock(folder.path, body)
    }

    /// Removes the temporary files that interrupted writes of `url` left
    /// behind (`.<name>.tmp-XXXXXX`, this user's, last changed before this
    /// process started); returns their names.
    @discardableResult
    public static func removeStaleTemporaryFiles(of url: URL) -> [String] {
        FileSystem.removeStaleTemporaryFiles(
            of: url.lastPathComponent, in: url.deletingLastPathComponent().path, olderThan: processStartTime)
    }

    /// When this process started, in nanoseconds since 1970 (from /proc;
    /// the current time if /proc cannot tell).
    public static let processStartTime: Int64 = ProcessStart.nanosecondsSince1970()

    /// UTC time such as `20250301T101500Z`, for names of moved-aside files.
    public static func timestamp() -> String {
        var now = time(nil)
        var parts = tm()
        gmtime_r(&now, &parts)
        var buffer = [CChar](repeating: 0, count: 32)
        let length = strftime(&buffer, buffer.count, "%Y%m%dT%H%M%SZ", &parts)
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// The start time of the running process, from `/proc/self/stat` (clock
/// ticks after boot) and `/proc/stat` (`btime`, the boot time).
enum ProcessStart {
    static func nanosecondsSince1970() -> Int64 {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        let fallback = Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
        guard let stat = try? FileSystem.read("/proc/self/stat", limit: 4096).data,
            let system = try? FileSystem.read("/proc/stat", limit: 1 << 20).data
        else { return fallback }
        // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
        let text = String(decoding: stat, as: UTF8.self)
        guard let close = text.lastIndex(of: ")") else { return fallback }
        let fields = text[text.index(after: close)...].split(separator: " ")
        // Fields after the name start at field 3; the start time is field 22.
        guard fields.count > 19, let ticks = Int64(fields[19]) else { return fallback }
        let bootLine = String(decoding: system, as: UTF8.self).split(separator: "\n").first { $0.hasPrefix("btime ") }
        guard let bootLine, let boot = Int64(bootLine.dropFirst(6)) else { return fallback }
        let hertz = Int64(sysconf(Int32(_SC_CLK_TCK)))
        guard hertz > 0 else { return fallback }
        return (boot * 1_000_000_000) + ticks * (1_000_000_000 / hertz)
    }
}
