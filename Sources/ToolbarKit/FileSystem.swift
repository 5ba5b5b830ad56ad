// Small POSIX file helpers with errno-precise errors: atomic write, bounded read, mkdir -p.
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

    /// Reads at most `limit + 1` bytes, so a caller can tell a file grew past its limit.
    static func read(_ path: String, limit: Int) throws -> Data {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw SystemCallError("open") }
        defer { close(fd) }
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
        return data
    }

    /// Creates `path` and its missing parents.
    static func makeFolder(_ path: String) throws {
        if mkdir(path, 0o755) == 0 { return }
        switch errno {
        case EEXIST:
            guard try kind(of: path) == .directory else { throw SystemCallError("mkdir", code: ENOTDIR) }
        case ENOENT where path != "/" && !path.isEmpty:
            try makeFolder(parentFolder(of: path))
            guard mkdir(path, 0o755) == 0 || errno == EEXIST else { throw SystemCallError("mkdir") }
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
    /// `beforeRename` lets tests fail at the last moment before the switch.
    static func writeAtomically(_ data: Data, to path: String, beforeRename: (() throws -> Void)? = nil) throws {
        let folder = parentFolder(of: path)
        let name = lastComponent(of: path)
        var template = Array("\(folder)/\(temporaryPrefix(for: name))XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw SystemCallError("mkstemp") }
        let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        var renamed = false
        defer { if !renamed { unlink(temporary) } }
        do {
            try writeAll(data, to: fd)
            guard fchmod(fd, 0o644) == 0 else { throw SystemCallError("fchmod") }
            guard fsync(fd) == 0 else { throw SystemCallError("fsync") }
        } catch {
            close(fd)
            throw error
        }
        guard close(fd) == 0 else { throw SystemCallError("close") }
        try beforeRename?()
        guard rename(temporary, path) == 0 else { throw SystemCallError("rename") }
        renamed = true
        try syncFolder(folder)
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
}
