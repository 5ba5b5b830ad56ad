// Telling whether a file changed on disk since it was last read or written.
import Glibc

/// What `stat` says about one version of a file: which inode it is, its size
/// and when its contents last changed.
///
/// Atomic writes (temp file, rename) give every version a new inode, and
/// in-place writes change the size or the modification time, so two
/// identities differ whenever another program (or another instance of the
/// app) wrote the file in between.
public struct FileIdentity: Equatable, Sendable, CustomStringConvertible {
    /// The file system and inode.
    public let device: UInt64, inode: UInt64
    /// The size in bytes.
    public let size: Int64
    /// The modification time, in nanoseconds since 1970.
    public let modified: Int64

    init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
    }

    /// The identity of the file at `path` now, or nil when nothing is there.
    public static func of(_ path: String) -> FileIdentity? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileIdentity(info)
    }

    /// The inode, size and modification time, for messages and logs.
    public var description: String { "inode \(inode), \(size) bytes, modified at \(modified) ns" }
}
