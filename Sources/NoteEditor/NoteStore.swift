import Dispatch
import FoundationEssentials
import Synchronization
import ToolbarKit

/// The note's display settings, as stored in `settings.json`.
struct NoteSettings: Codable, Equatable, Sendable {
    static let currentVersion = 1
    var version = NoteSettings.currentVersion
    var fontSize: Double = 12
    var bold = false
    var italic = false

    init(fontSize: Double = 12, bold: Bool = false, italic: Bool = false) {
        self.fontSize = fontSize
        self.bold = bold
        self.italic = italic
    }
}

/// Reads and writes the note under `$XDG_DATA_HOME/<app id>/`:
/// `note.txt` (the text, UTF-8) and `settings.json` (font size, bold, italic).
///
/// Writes are atomic and run on a background queue, in order. A file that
/// cannot be read is moved aside (kept) with one warning line, and the app
/// starts with defaults. A write that fails (full disk, read-only folder)
/// warns once and leaves the previous file in place.
final class NoteStore: @unchecked Sendable {
    /// Notes larger than this are not loaded (moved aside instead).
    static let maximumNoteSize = 64 * 1024 * 1024

    let folder: URL
    var noteURL: URL { folder.appendingPathComponent("note.txt") }
    var settingsURL: URL { folder.appendingPathComponent("settings.json") }
    private let appID: String
    private let queue = DispatchQueue(label: "NoteStore.writes")
    /// Whether the last write failed and was reported (one warning per run of failures).
    private let warnedAboutWrites = Mutex(false)

    init(appID: String, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.appID = appID
        let dataHome: URL
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            dataHome = URL(fileURLWithPath: xdg)
        } else {
            dataHome = URL(fileURLWithPath: environment["HOME"] ?? FileManager.default.homeDirectoryForCurrentUser.path).appendingPathComponent(".local/share")
        }
        folder = dataHome.appendingPathComponent(appID)
    }

    /// Loads the note and its settings, setting aside what cannot be read.
    func load() -> (text: String, settings: NoteSettings) {
        var text = ""
        switch DurableFile.read(noteURL, limit: Self.maximumNoteSize) {
        case .missing: break
        case .contents(let data):
            if let decoded = String(data: data, encoding: .utf8) {
                text = decoded
            } else {
                setAside(noteURL, reason: "is not valid UTF-8 text", fallback: "an empty note")
            }
        case .unreadable(let reason):
            setAside(noteURL, reason: reason, fallback: "an empty note")
        }
        var settings = NoteSettings()
        switch DurableFile.read(settingsURL, limit: 64 * 1024) {
        case .missing: break
        case .contents(let data):
            do {
                let decoded = try JSONDecoder().decode(NoteSettings.self, from: data)
                if decoded.version > NoteSettings.currentVersion {
                    setAside(settingsURL, reason: "was written by a newer version (\(decoded.version))", fallback: "default settings")
                } else {
                    settings = decoded
                }
            } catch {
                setAside(settingsURL, reason: "cannot be decoded (\(Self.describe(error)))", fallback: "default settings")
            }
        case .unreadable(let reason):
            setAside(settingsURL, reason: reason, fallback: "default settings")
        }
        return (text, settings)
    }

    private func setAside(_ url: URL, reason: String, fallback: String) {
        do {
            let aside = try DurableFile.moveAside(url)
            warn("\(url.path) \(reason); moved it to \(aside.path) and starting with \(fallback)")
        } catch {
            warn("\(url.path) \(reason), and it could not be moved aside (\(error)); starting with \(fallback) and leaving it untouched")
        }
    }

    /// Queues an atomic write of what changed (nil: unchanged).
    func save(text: String?, settings: NoteSettings?) {
        let settingsData = settings.flatMap { settings -> Data? in
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            return try? encoder.encode(settings)
        }
        queue.async { [self] in
            do {
                // Encoded here, off the main thread: a long note is a large copy.
                if let text { try DurableFile.write(Data(text.utf8), to: noteURL) }
                if let settingsData { try DurableFile.write(settingsData, to: settingsURL) }
                warnedAboutWrites.withLock { $0 = false }
            } catch {
                let first = warnedAboutWrites.withLock { warned -> Bool in
                    defer { warned = true }
                    return !warned
                }
                if first { warn("cannot save the note in \(folder.path): \(error); the previous copy is kept") }
            }
        }
    }

    /// Blocks until queued writes are on disk.
    func waitUntilWritten() { queue.sync {} }

    private func warn(_ message: String) {
        StandardError.writeLine("\(appID) warning: \(message)")
    }

    private static func describe(_ error: Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context): return context.debugDescription
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            return "\(context.codingPath.map(\.stringValue).joined(separator: ".")): \(context.debugDescription)"
        case DecodingError.keyNotFound(let key, _): return "missing \(key.stringValue)"
        default: return "\(error)"
        }
    }
}
