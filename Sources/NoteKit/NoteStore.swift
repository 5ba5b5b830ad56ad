import Dispatch
import FoundationEssentials
import ToolbarKit

/// Reads and writes the note under `$XDG_DATA_HOME/<app id>/`: `note.txt`
/// (the text, byte for byte, see ``NoteTextCodec``) and `settings.json`.
///
/// Disk work runs on a background queue, one operation at a time, under a
/// lock on the folder so that instances of the app in other sessions take
/// turns. Each ``synchronize(_:)`` first checks whether another instance
/// changed a file since this store last read or wrote it; if so it merges
/// that instance's edits with this one's (``TextMerge``,
/// ``NoteSettings/merge(base:ours:theirs:)``) and writes the result, and the
/// outcome says what the disk now holds. A file that cannot be read is moved
/// aside (kept) with one warning line. A failed write leaves the previous
/// file in place and is reported in the outcome; nothing counts as saved
/// until a write succeeded.
public final class NoteStore: @unchecked Sendable {
    /// Notes larger than this are not loaded (moved aside instead).
    public static let maximumNoteSize = 64 * 1024 * 1024
    /// Settings files larger than this are not loaded.
    public static let maximumSettingsSize = 64 * 1024

    /// The app id, which names the folder and prefixes warnings.
    public let appID: String
    /// `<data home>/<app id>`.
    public let folder: URL
    /// The note's text.
    public var noteURL: URL { folder.appendingPathComponent("note.txt") }
    /// The note's display settings.
    public var settingsURL: URL { folder.appendingPathComponent("settings.json") }

    private let queue = DispatchQueue(label: "NoteStore.disk")
    private let warn: @Sendable (String) -> Void
    /// What the files on disk hold, as far as this store knows.
    ///
    /// Touched only on `queue` (and by `load()`, before any other operation).
    private var disk = DiskState()

    private struct DiskState {
        var text = ""
        var codec = NoteTextCodec.plain
        var noteIdentity: FileIdentity?
        var settings = NoteSettings()
        var settingsIdentity: FileIdentity?
        /// A failure was reported and no write succeeded since.
        var failureReported = false
    }

    /// Creates a store for `appID` under the data home of `folders`.
    ///
    /// `warn` receives each warning as one line prefixed with the app id.
    public init(
        appID: String, folders: UserFolders = UserFolders(),
        warn: @escaping @Sendable (String) -> Void = StandardError.writeLine
    ) {
        self.appID = appID
        self.folder = folders.dataHome.appendingPathComponent(appID, isDirectory: true)
        self.warn = warn
    }

    // MARK: Loading

    /// What ``load()`` found: the text and settings to start with, and
    /// sentences about files that had to be moved aside.
    public struct Loaded: Sendable {
        /// The note's text; empty for a new note or one set aside.
        public var text = ""
        /// The display settings; the defaults when none were saved or they were set aside.
        public var settings = NoteSettings()
        /// One sentence per file that could not be read and was moved aside.
        public var problems: [String] = []
    }

    /// Loads the note and its settings, setting aside what cannot be read,
    /// and removes temporary files that interrupted writes left behind.
    public func load() -> Loaded {
        queue.sync {
            DurableFile.removeStaleTemporaryFiles(of: noteURL)
            DurableFile.removeStaleTemporaryFiles(of: settingsURL)
            var loaded = Loaded()
            if let (text, codec, identity) = readNote(fallback: "the app starts with an empty note", problems: &loaded.problems) {
                disk.text = text
                disk.codec = codec
                disk.noteIdentity = identity
            }
            if let (settings, identity) = readSettings(problems: &loaded.problems) {
                disk.settings = settings
                disk.settingsIdentity = identity
            }
            loaded.text = disk.text
            loaded.settings = disk.settings
            return loaded
        }
    }

    /// Reads `note.txt`: nil when it is missing or was moved aside.
    private func readNote(fallback: String, problems: inout [String]) -> (String, NoteTextCodec, FileIdentity?)? {
        let (result, identity) = DurableFile.readVersion(noteURL, limit: Self.maximumNoteSize)
        switch result {
        case .missing:
            return nil
        case .unreadable(let reason):
            problems.append(setAside(noteURL, reason: reason, fallback: fallback))
        case .contents(let data):
            do {
                let (text, codec) = try NoteTextCodec.decode(data)
                return (text, codec, identity)
            } catch {
                problems.append(setAside(noteURL, reason: error.reason, fallback: fallback))
            }
        }
        return nil
    }

    /// Reads `settings.json`: nil when it is missing or was moved aside.
    private func readSettings(problems: inout [String]) -> (NoteSettings, FileIdentity?)? {
        let (result, identity) = DurableFile.readVersion(settingsURL, limit: Self.maximumSettingsSize)
        let fallback = "the default settings are used"
        switch result {
        case .missing:
            return nil
        case .unreadable(let reason):
            problems.append(setAside(settingsURL, reason: reason, fallback: fallback))
        case .contents(let data):
            do {
                return (try NoteSettings.decode(data), identity)
            } catch {
                problems.append(setAside(settingsURL, reason: error.reason, fallback: fallback))
            }
        }
        return nil
    }

    /// Moves a file aside and warns; returns the sentence warned.
    private func setAside(_ url: URL, reason: String, fallback: String) -> String {
        let sentence: String
        do {
            let aside = try DurableFile.moveAside(url)
            sentence = "The file \(url.path) \(reason); it was moved to \(aside.path), and \(fallback)."
        } catch {
            sentence = "The file \(url.path) \(reason), and it could not be moved aside (\(error)); it is left untouched, and \(fallback)."
        }
        warn(StandardError.warningLine(appID: appID, sentence))
        return sentence
    }

    // MARK: Saving

    /// What the app wants on disk: nil for what did not change since the last operation.
    public struct Changes: Sendable {
        /// The note's new text, or nil when it did not change.
        public var text: String?
        /// The new display settings, or nil when they did not change.
        public var settings: NoteSettings?
        /// Changes to the text, the settings, or both.
        public init(text: String? = nil, settings: NoteSettings? = nil) {
            self.text = text
            self.settings = settings
        }
    }

    /// Another instance's edits merged into the text.
    public struct MergedText: Sendable, Equatable {
        /// What the disk holds now.
        public var text: String
        /// The text the merge took as this instance's (what was sent, or
        /// what was on disk before when nothing was sent).
        public var ours: String
        /// Whether both instances changed the same stretch (both kept).
        public var hasConflict: Bool
    }

    /// What an operation did.
    public struct Outcome: Sendable {
        /// Set when the note on disk now differs from the text sent: another
        /// instance's edits were merged in.
        public var mergedText: MergedText?
        /// Set when settings on disk now differ from those sent.
        public var mergedSettings: NoteSettings?
        /// Why a write failed (for example "No space left on device (write)"); nil when all was written.
        public var failure: String?
        /// Whether the text sent (merged, if `mergedText` is set) is on disk.
        public var savedText = false
        /// Whether the settings sent (merged, if `mergedSettings` is set) are on disk.
        public var savedSettings = false
        /// Sentences about files that had to be moved aside.
        public var problems: [String] = []
    }

    /// Runs one operation and waits for it (window close, quit).
    public func synchronize(_ changes: Changes) -> Outcome {
        queue.sync { perform(changes) }
    }

    /// Queues one operation; `completion` runs on the store's queue when it is done.
    public func synchronize(_ changes: Changes, completion: @escaping @Sendable (Outcome) -> Void) {
        queue.async { [self] in completion(perform(changes)) }
    }

    /// Blocks until queued operations are done.
    public func waitUntilIdle() { queue.sync {} }

    private func perform(_ changes: Changes) -> Outcome {
        var outcome = Outcome()
        DurableFile.withFolderLock(folder) {
            do {
                try synchronizeNote(changes.text, &outcome)
                outcome.savedText = true
                try synchronizeSettings(changes.settings, &outcome)
                outcome.savedSettings = true
                disk.failureReported = false
            } catch {
                outcome.failure = "\(error)"
                if !disk.failureReported {
                    disk.failureReported = true
                    warn(
                        StandardError.warningLine(
                            appID: appID,
                            "The note cannot be saved in \(folder.path) (\(error)); the text stays in the window, unsaved, and saving is tried again."
                        ))
                }
            }
        }
        return outcome
    }

    private func synchronizeNote(_ ours: String?, _ outcome: inout Outcome) throws {
        var theirs: (text: String, codec: NoteTextCodec, identity: FileIdentity?)?
        var mustRewrite = false
        if let current = FileIdentity.of(noteURL.path), current != disk.noteIdentity {
            theirs = readNote(fallback: "this instance's text is kept", problems: &outcome.problems)
            mustRewrite = theirs == nil  // moved aside: nothing of it to merge
        } else if disk.noteIdentity != nil, FileIdentity.of(noteURL.path) == nil {
            mustRewrite = true  // removed behind the app's back: put it back
        }
        guard let theirs else {
            if let text = ours ?? (mustRewrite ? disk.text : nil) { try writeNote(text) }
            return
        }
        let base = disk.text
        disk.text = theirs.text
        disk.noteIdentity = theirs.identity
        disk.codec = NoteTextCodec(showsNULAsSymbol: disk.codec.showsNULAsSymbol || theirs.codec.showsNULAsSymbol)
        let mine = ours ?? base
        let merge = TextMerge.merge(base: base, ours: mine, theirs: theirs.text)
        if merge.text != theirs.text { try writeNote(merge.text) }
        if merge.text != mine {
            outcome.mergedText = MergedText(text: merge.text, ours: mine, hasConflict: merge.hasConflict)
        }
    }

    private func writeNote(_ text: String) throws {
        disk.noteIdentity = try DurableFile.write(disk.codec.encode(text), to: noteURL)
        disk.text = text
    }

    private func synchronizeSettings(_ ours: NoteSettings?, _ outcome: inout Outcome) throws {
        let current = FileIdentity.of(settingsURL.path)
        if current != nil, current != disk.settingsIdentity,
            let (theirs, identity) = readSettings(problems: &outcome.problems)
        {
            let base = disk.settings
            disk.settings = theirs
            disk.settingsIdentity = identity
            let mine = ours ?? base
            let merged = NoteSettings.merge(base: base, ours: mine, theirs: theirs)
            if merged != theirs { try writeSettings(merged) }
            if merged != mine { outcome.mergedSettings = merged }
        } else if let ours {
            try writeSettings(ours)
        }
    }

    private func writeSettings(_ settings: NoteSettings) throws {
        disk.settingsIdentity = try DurableFile.write(settings.encoded(), to: settingsURL)
        disk.settings = settings
    }

    // MARK: Copies elsewhere

    /// Writes `text` to a file the user chose (Save As…), byte for byte as
    /// the note would be written.
    public func writeCopy(_ text: String, to url: URL) throws {
        let data = queue.sync { disk.codec.encode(text) }
        try DurableFile.write(data, to: url)
    }

    /// Writes `text` to the first of `folders` that takes it, as `Unsaved note <time>.txt` (0600).
    ///
    /// For when the note's own folder cannot be written and the app must
    /// end without asking (a logout, `kill`).
    /// - Returns: The file written, or nil when no folder took it.
    public func writeRecoveryCopy(_ text: String, in folders: [URL]) -> URL? {
        let data = queue.sync { disk.codec.encode(text) }
        let name = "Unsaved note \(DurableFile.timestamp())"
        for folder in folders {
            var candidate = folder.appendingPathComponent("\(name).txt")
            var attempt = 1
            while FileIdentity.of(candidate.path) != nil {
                attempt += 1
                candidate = folder.appendingPathComponent("\(name)-\(attempt).txt")
            }
            if (try? DurableFile.write(data, to: candidate)) != nil { return candidate }
        }
        return nil
    }
}
