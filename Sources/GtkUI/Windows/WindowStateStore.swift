import Dispatch
import Gtk
import ToolbarKit

/// Reads and writes `$XDG_CONFIG_HOME/<app id>/windows.json`, where the
/// size and maximized state of each window are remembered.
///
/// Like `toolbars.json`: read once; a file that cannot be used is moved
/// aside with one warning and windows open at their default size; writes
/// are atomic, run on a background queue, and skip what the file already
/// holds; a failing write warns once until a write succeeds again.
@MainActor
final class WindowStateStore {
    /// Files larger than this are not read.
    static let maximumFileSize = 1024 * 1024

    let fileURL: URL
    private let appID: String
    private let warn: (String) -> Void
    private var contents = WindowStateFile()
    private var contentsOnDisk: WindowStateFile?
    private var loaded = false
    /// Set when a bad file could not be moved aside: it is then never written over.
    private var writesBlocked = false
    private var pendingWrite: TimeoutSource?
    private let queue = DispatchQueue(label: "WindowStateStore.writes")
    private let writeFailures = WriteFailureFlag()

    init(
        appID: String, configHome: URL = ToolbarStore.defaultConfigHome(),
        warn: @escaping (String) -> Void = StandardError.writeLine
    ) {
        self.appID = appID
        self.warn = warn
        fileURL = configHome.appendingPathComponent(appID, isDirectory: true)
            .appendingPathComponent("windows.json", isDirectory: false)
    }

    /// The state saved for window `slot` of `scene`, if any.
    func state(scene: String, slot: Int) -> WindowState? {
        loadIfNeeded()
        guard let windows = contents.scenes[scene]?.windows, windows.indices.contains(slot) else { return nil }
        return windows[slot]
    }

    /// Remembers a window's state; written within half a second.
    func record(_ state: WindowState, scene: String, slot: Int) {
        loadIfNeeded()
        var windows = contents.scenes[scene]?.windows ?? []
        while windows.count <= slot { windows.append(nil) }
        guard windows[slot] != state else { return }
        windows[slot] = state
        contents.scenes[scene] = WindowStateFile.Scene(windows: windows)
        guard pendingWrite == nil else { return }
        pendingWrite = MainLoop.after(0.5) { [weak self] in
            self?.pendingWrite = nil
            self?.write()
        }
    }

    /// Writes what is pending now and waits until it is on disk (quit).
    func flush() {
        pendingWrite?.cancel()
        pendingWrite = nil
        write()
        queue.sync {}
    }

    private func loadIfNeeded() {
        guard !loaded else { return }
        loaded = true
        DurableFile.removeStaleTemporaryFiles(of: fileURL)
        switch DurableFile.read(fileURL, limit: Self.maximumFileSize) {
        case .missing:
            contentsOnDisk = WindowStateFile()
        case .contents(let data):
            do throws(VersionedJSON.Problem) {
                _ = try VersionedJSON.version(of: data, newest: WindowStateFile.currentVersion)
                let decoded: WindowStateFile
                do {
                    decoded = try JSONDecoder().decode(WindowStateFile.self, from: data)
                } catch {
                    throw VersionedJSON.Problem(description: VersionedJSON.describe(error))
                }
                contents = decoded
                contentsOnDisk = decoded
            } catch {
                setAside(reason: error.description)
            }
        case .unreadable(let reason):
            setAside(reason: reason)
        }
    }

    private func setAside(reason: String) {
        do {
            let aside = try DurableFile.moveAside(fileURL)
            report("window state file \(fileURL.path) \(reason); moved it to \(aside.path) and opening windows at their default size")
        } catch {
            writesBlocked = true
            report(
                "window state file \(fileURL.path) \(reason), and it could not be moved aside (\(error)); it is left untouched and window sizes are not remembered"
            )
        }
    }

    private func write() {
        guard !writesBlocked, contents != contentsOnDisk else { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        guard let data = try? encoder.encode(contents) else { return }
        contentsOnDisk = contents
        let url = fileURL
        let failures = writeFailures
        let report: @Sendable (String) -> Void = { [appID, warn = UncheckedSendable(warn)] message in
            warn.value("\(appID): \(message)")
        }
        queue.async {
            do {
                try DurableFile.write(data, to: url)
                failures.clear()
            } catch {
                if failures.setReturningFirst() {
                    report("cannot save window state to \(url.path): \(error); window sizes are remembered while the app runs")
                }
            }
        }
    }

    private func report(_ message: String) { warn("\(appID): \(message)") }
}

/// Whether writes are failing, shared with the write queue: one warning per run of failures.
private final class WriteFailureFlag: @unchecked Sendable {
    private var failing = false
    private let lock = NSLock()

    func clear() { lock.withLock { failing = false } }

    /// Marks writes as failing; true the first time in a run of failures.
    func setReturningFirst() -> Bool {
        lock.withLock {
            defer { failing = true }
            return !failing
        }
    }
}

/// A value handed to the write queue that is only ever called, never
/// mutated (the warning sink).
private struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
