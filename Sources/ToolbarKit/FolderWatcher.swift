// Learning that another program wrote a file, without polling.
import Dispatch
import Glibc

/// Calls back on the main thread when files in one folder are written,
/// renamed into place or removed (Linux inotify; no polling).
///
/// The callback gets the names that changed, batched per wake-up. The app's
/// own writes are reported too: compare the file's ``FileIdentity`` with the
/// one the write returned to tell them apart. Watching stops on `cancel()`
/// or when the watcher is released.
///
///     let watcher = FolderWatcher(folder: "/home/me/.config/org.example.App") { names in
///         if names.contains("toolbars.json") { reload() }
///     }
@MainActor
public final class FolderWatcher {
    /// The watchers by key, held weakly: the event handler finds its watcher here.
    private static var live: [Int: WeakReference] = [:]
    private struct WeakReference { weak var watcher: FolderWatcher? }
    private static var nextKey = 0

    private let key: Int
    private let descriptor: Int32
    private let source: DispatchSourceRead
    private let onChange: @MainActor (Set<String>) -> Void

    /// Starts watching `folder`, creating it (0700, with its parents) when
    /// `creatingIt` and it is missing; nil when it cannot be watched (it
    /// does not exist, or the system refuses more watches).
    public init?(folder: String, creatingIt: Bool = false, onChange: @escaping @MainActor (Set<String>) -> Void) {
        if creatingIt { try? FileSystem.makeFolder(folder) }
        let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE)
        guard inotify_add_watch(descriptor, folder, mask) >= 0 else {
            close(descriptor)
            return nil
        }
        Self.nextKey += 1
        key = Self.nextKey
        self.descriptor = descriptor
        self.onChange = onChange
        source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .main)
        let key = self.key
        // The handler runs on the main queue, which the app's main loop drains.
        source.setEventHandler { MainActor.assumeIsolated { FolderWatcher.live[key]?.watcher?.readEvents() } }
        source.setCancelHandler { close(descriptor) }
        Self.live[key] = WeakReference(watcher: self)
        source.resume()
    }

    isolated deinit {
        Self.live[key] = nil
        source.cancel()
    }

    /// Stops watching.
    public func cancel() {
        Self.live[key] = nil
        source.cancel()
    }

    /// Reads every pending event and reports the names they concern.
    private func readEvents() {
        var names: Set<String> = []
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            names.formUnion(Self.names(in: buffer[..<count]))
        }
        if !names.isEmpty { onChange(names) }
    }

    /// The file names of a run of `struct inotify_event` records.
    private static func names(in bytes: ArraySlice<UInt8>) -> [String] {
        let headerSize = MemoryLayout<inotify_event>.size
        var names: [String] = []
        var offset = bytes.startIndex
        while offset + headerSize <= bytes.endIndex {
            let nameLength = bytes.withUnsafeBytes { raw in
                Int(raw.loadUnaligned(fromByteOffset: offset - bytes.startIndex + 12, as: UInt32.self))
            }
            let nameStart = offset + headerSize
            let nameEnd = min(nameStart + nameLength, bytes.endIndex)
            let name = bytes[nameStart..<nameEnd].prefix { $0 != 0 }
            if !name.isEmpty { names.append(String(decoding: name, as: UTF8.self)) }
            offset = nameStart + nameLength
        }
        return names
    }
}
