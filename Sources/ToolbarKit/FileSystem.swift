// Small POSIX file helpers with errno-precise errors: atomic write, bounded read, mkdir -p,
// folder locks and the removal of stale temporary files.
import FoundationEssentials
import Glibc

/// A failed system call, described the way a user reads it ("Permission denied (open)").
struct SystemCallError: Error, CustomStringConvertible {
    let call: String
    let code: Int32

    init(_ call: String, code: Int32 = errno) {
        self.call = call
        self.code = code
    }

    var description: String { "\(String(cString: strerror(code))) (\(call))" }
}

enum FileSystem {
    /// What `stat` says a path is.
    enum Kind: Equatable {
        case missing, directory, other
        case regular(size: Int)
    }

    static func kind(of path: String) throws -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else {
            // ENOTDIR: a file stands where a parent folder should be, so nothing is here to read.
            if errno == ENOENT || errno == ENOTDIR { return .missing }
            throw SystemCallError("stat")
        }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFREG: return .regular(size: Int(info.st_size))
        default: return .other
        }
    }

    /// Whether anything, even a dangling symbolic link, exists at `path`.
    static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// Reads at most `limit + 1` bytes, so a caller can tell a file grew past
    /// its limit; also returns the identity of the version read.
    static func read(_ path: String, limit: Int) throws -> (data: Data, identity: FileIdentity) {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw SystemCallError("open") }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw SystemCallError("fstat") }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while data.count <= limit {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw SystemCallError("read")
            }
            if count == 0 { break }
            data.append(contentsOf: buffer[..<count])
        }
        return (data, FileIdentity(info))
    }

    /// The mode of folders the app creates: private to the user.
    static let folderMode: mode_t = 0o700
    /// The mode of files the app creates: private to the user (what `mkstemp` gives).
    static let fileMode: mode_t = 0o600

    /// Creates `path` and its missing parents, each private to the user
    /// (0700, whatever the umask); folders that exist are left as they are.
    static func makeFolder(_ path: String) throws {
        if mkdir(path, folderMode) == 0 { return }
        switch errno {
        case EEXIST:
            guard try kind(of: path) == .directory else { throw SystemCallError("mkdir", code: ENOTDIR) }
        case ENOENT where path != "/" && !path.isEmpty:
            try makeFolder(parentFolder(of: path))
            guard mkdir(path, folderMode) == 0 || errno == EEXIST else { throw SystemCallError("mkdir") }
        default:
            throw SystemCallError("mkdir")
        }
    }

    /// `path` without its last component (`/a/b/` gives `/a`, `name` gives ``, `/x` gives `/`).
    static func parentFolder(of path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        if slash == trimmed.startIndex { return "/" }
        return trimmingTrailingSlashes(String(trimmed[..<slash]))
    }

    /// The last component of `path` (`/a/b/` gives `b`).
    static func lastComponent(of path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return trimmed }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    private static func trimmingTrailingSlashes(_ path: String) -> String {
        var result = Substring(path)
        while result.count > 1, result.hasSuffix("/") { result = result.dropLast() }
        return String(result)
    }

    /// The name prefix of temporary files written next to `fileName`.
    static func temporaryPrefix(for fileName: String) -> String { ".\(fileName).tmp-" }

    /// Replaces `path` with `data` so that a crash leaves either the old or the new file:
    /// temp file in the same folder, write, fsync, rename, fsync the folder.
    ///
    /// A new file is private (0600, whatever the umask); a file that exists
    /// keeps its mode and, where the system allows it, its owner and group.
    /// Returns the identity of the file written.
    ///
    /// `beforeRename` lets tests fail at the last moment before the switch.
    @discardableResult
    static func writeAtomically(_ data: Data, to path: String, beforeRename: (() throws -> Void)? = nil) throws -> FileIdentity {
        let folder = parentFolder(of: path)
        let name = lastComponent(of: path)
        var template = Array("\(folder)/\(temporaryPrefix(for: name))XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw SystemCallError("mkstemp") }
        let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        var renamed = false
        defer { if !renamed { unlink(temporary) } }
        let identity: FileIdentity
        do {
            try writeAll(data, to: fd)
            try keepModeAndOwner(of: path, on: fd)
            guard fsync(fd) == 0 else { throw SystemCallError("fsync") }
            var info = stat()
            guard fstat(fd, &info) == 0 else { throw SystemCallError("fstat") }
            identity = FileIdentity(info)
        } catch {
            close(fd)
            throw error
        }
        guard close(fd) == 0 else { throw SystemCallError("close") }
        try beforeRename?()
        guard rename(temporary, path) == 0 else { throw SystemCallError("rename") }
        renamed = true
        try syncFolder(folder)
        return identity
    }

    /// Gives the temporary file `fd` the mode, owner and group of the
    /// regular file at `path`, if there is one (a new file stays 0600).
    ///
    /// Only the owner or root may change a file's owner: where that is
    /// refused, the mode is still kept.
    private static func keepModeAndOwner(of path: String, on fd: Int32) throws {
        var existing = stat()
        guard lstat(path, &existing) == 0, existing.st_mode & S_IFMT == S_IFREG else { return }
        if existing.st_uid != geteuid() || existing.st_gid != getegid() {
            _ = fchown(fd, existing.st_uid, existing.st_gid)
        }
        guard fchmod(fd, existing.st_mode & 0o7777) == 0 else { throw SystemCallError("fchmod") }
    }

    private static func writeAll(_ data: Data, to fd: Int32) throws {
        try data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw SystemCallError("write")
                }
                offset += written
            }
        }
    }

    /// Makes a rename in `folder` durable.
    private static func syncFolder(_ folder: String) throws {
        let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw SystemCallError("open folder") }
        defer { close(fd) }
        guard fsync(fd) == 0 else { throw SystemCallError("fsync folder") }
    }

    /// Renames `path` to `base` (or `base-2`, `base-3`…), never replacing anything; returns the new path.
    static func moveAside(_ path: String, to base: String) throws -> String {
        var candidate = base
        var attempt = 1
        while exists(candidate) {
            attempt += 1
            candidate = "\(base)-\(attempt)"
        }
        guard rename(path, candidate) == 0 else { throw SystemCallError("rename") }
        return candidate
    }

    /// Runs `body` holding an exclusive lock on `folder` (`flock`), so that
    /// two processes reading, merging and writing files in it take turns.
    ///
    /// Without a lockable folder, `body` runs unlocked.
    static func withFolderLock<T>(_ folder: String, _ body: () throws -> T) rethrows -> T {
        let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return try body() }
        defer { close(fd) }
        while flock(fd, LOCK_EX) != 0 && errno == EINTR {}
        defer { flock(fd, LOCK_UN) }
        return try body()
    }

    /// Removes the temporary files an interrupted write of `fileName` left
    /// in `folder`: only names of this app's pattern (`.<name>.tmp-XXXXXX`),
    /// only regular files of this user, and only those last changed before
    /// `cutoff` (nanoseconds since 1970), so a write another running
    /// instance has in progress is left alone.
    ///
    /// Returns the names removed.
    @discardableResult
    static func removeStaleTemporaryFiles(of fileName: String, in folder: String, olderThan cutoff: Int64) -> [String] {
        let prefix = temporaryPrefix(for: fileName)
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var removed: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard name.hasPrefix(prefix), name.utf8.count == prefix.utf8.count + 6 else { continue }
            let path = "\(folder)/\(name)"
            var info = stat()
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == geteuid() else { continue }
            let changed = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
            if changed < cutoff, unlink(path) == 0 { removed.append(name) }
        }
        return removed
    }
}
