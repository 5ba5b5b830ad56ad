import Dispatch
import GtkUI
import NoteKit
import Observation
import Synchronization
import ToolbarKit

/// The note: its text and display settings, shared by every window and
/// saved to disk at most half a second after an edit, on window close and
/// on quit.
///
/// The text is large and changes on every keystroke, so the editor hands
/// over a producer instead of a copy (`textBinding`); the text is read once
/// per save, and per-keystroke cost does not depend on the note's length.
///
/// Nothing counts as saved until the store reports the write succeeded. A
/// failed save shows in the window (`status`) and is retried after 1, 2, 4,
/// 8, 16 and then every 30 seconds; quitting with text that still cannot
/// be written asks the user (`prepareToQuit`). Edits another instance of the
/// app saves are merged in (`NoteStore`), and the window says so.
@Observable @MainActor
final class NoteDocument {
    /// The one note of this app instance.
    static let shared = NoteDocument(store: NoteStore(appID: NoteEditorApp.applicationID))

    /// The font sizes the slider offers.
    static let fontSizes: ClosedRange<Double> = 8...120
    /// Seconds before saving is tried again after the first, second… failure.
    static let retryDelays: [Double] = [1, 2, 4, 8, 16, 30]

    var fontSize: Double { didSet { settingsChanged() } }
    var bold: Bool { didSet { settingsChanged() } }
    var italic: Bool { didSet { settingsChanged() } }
    /// Bumped on every text change; views that show the text depend on it.
    private(set) var textRevision = 0
    /// What the window's banner tells the user, if anything.
    private(set) var status: NoteStatus?

    @ObservationIgnored private var storedText: String
    @ObservationIgnored private var pendingText: (() -> String)?
    @ObservationIgnored let store: NoteStore
    @ObservationIgnored private var saveTask: Task<Void, Never>?
    /// The revision whose text is on disk.
    @ObservationIgnored private var savedRevision = 0
    @ObservationIgnored private var savedSettings: NoteSettings
    /// The operation the store is working on.
    @ObservationIgnored private var inFlight: SaveRequest?
    /// Set when a change arrived during an operation, or the disk changed.
    @ObservationIgnored private var needsAnotherSync = false
    @ObservationIgnored private let mailbox = OutcomeMailbox()
    /// Failed saves in a row.
    @ObservationIgnored private var failures = 0
    /// The revision last saved elsewhere with Save As…, which quitting need not ask about.
    @ObservationIgnored var copiedRevision: Int?
    @ObservationIgnored private var watcher: FolderWatcher?

    init(store: NoteStore) {
        self.store = store
        let loaded = store.load()
        storedText = loaded.text
        fontSize = min(max(loaded.settings.fontSize, Self.fontSizes.lowerBound), Self.fontSizes.upperBound)
        bold = loaded.settings.bold
        italic = loaded.settings.italic
        savedSettings = loaded.settings
        if !loaded.problems.isEmpty { status = .fileSetAside(loaded.problems.joined(separator: " ")) }
        watchFolder()
    }

    /// The note's text.
    var text: String {
        get {
            _ = textRevision  // observed: readers update when the text changes
            if let pendingText {
                storedText = pendingText()
                self.pendingText = nil
            }
            return storedText
        }
        set {
            storedText = newValue
            pendingText = nil
            textChanged()
        }
    }

    /// The editor's binding to the text, with deferred writes.
    var textBinding: Binding<String> {
        Binding(
            get: { self.text }, set: { self.text = $0 },
            deferredSet: { producer in
                self.pendingText = producer
                self.textChanged()
                return self.textRevision
            },
            revision: { self.textRevision })
    }

    /// Grows or shrinks the text, within the slider's range.
    func changeFontSize(by delta: Double) {
        fontSize = min(max((fontSize + delta).rounded(), Self.fontSizes.lowerBound), Self.fontSizes.upperBound)
    }

    /// Whether typed text is not on disk yet (nor saved elsewhere).
    var hasUnsavedText: Bool { textRevision != savedRevision && copiedRevision != textRevision }

    var settings: NoteSettings { NoteSettings(fontSize: fontSize, bold: bold, italic: italic) }

    private func textChanged() {
        textRevision &+= 1
        scheduleSave()
    }

    private func settingsChanged() { scheduleSave() }

    /// Hides the banner (its OK button).
    func dismissStatus() { status = nil }

    // MARK: Saving

    /// Saves within half a second of the first unsaved change, even while
    /// typing goes on; after failures, at the next retry delay.
    private func scheduleSave() {
        guard saveTask == nil else { return }
        let delay = failures == 0 ? 0.5 : Self.retryDelays[min(failures, Self.retryDelays.count) - 1]
        saveTask = Task { [weak self] in
            try? await Task.sleep(for: .milliseconds(Int(delay * 1000)))
            guard let self, !Task.isCancelled else { return }
            self.saveTask = nil
            self.synchronize(checkingDisk: false)
        }
    }

    /// Tries to save now (the banner's Try Again).
    func tryAgain() {
        saveTask?.cancel()
        saveTask = nil
        synchronize(checkingDisk: true)
    }

    /// What one store operation is asked to write.
    private struct SaveRequest {
        let revision: Int
        let changes: NoteStore.Changes
    }

    private func makeRequest() -> SaveRequest {
        SaveRequest(
            revision: textRevision,
            changes: NoteStore.Changes(
                text: textRevision != savedRevision ? text : nil,
                settings: settings != savedSettings ? settings : nil))
    }

    /// Starts a store operation (in the background) with what changed; with
    /// `checkingDisk`, also when nothing did, to pick up another instance's edits.
    private func synchronize(checkingDisk: Bool) {
        guard inFlight == nil else {
            needsAnotherSync = true
            return
        }
        let request = makeRequest()
        guard checkingDisk || request.changes.text != nil || request.changes.settings != nil else { return }
        inFlight = request
        let mailbox = self.mailbox
        store.synchronize(request.changes) { outcome in
            mailbox.put(outcome)
            Task { @MainActor [weak self] in self?.collectOutcome() }
        }
    }

    /// Applies the outcome of the operation in flight, if it has arrived.
    private func collectOutcome() {
        guard let request = inFlight, let outcome = mailbox.take() else { return }
        finish(request, outcome)
    }

    /// Saves now and waits for the disk (window close, quit).
    func saveNow() {
        saveTask?.cancel()
        saveTask = nil
        if inFlight != nil {
            store.waitUntilIdle()
            collectOutcome()
        }
        let request = makeRequest()
        guard request.changes.text != nil || request.changes.settings != nil else { return }
        inFlight = request
        finish(request, store.synchronize(request.changes))
    }

    private func finish(_ request: SaveRequest, _ outcome: NoteStore.Outcome) {
        inFlight = nil
        if outcome.savedText, request.changes.text != nil { savedRevision = request.revision }
        if outcome.savedSettings, let written = request.changes.settings { savedSettings = written }
        if let merged = outcome.mergedText { adopt(merged, sentAt: request.revision) }
        if let merged = outcome.mergedSettings { adopt(merged) }
        if let failure = outcome.failure {
            failures += 1
            status = .notSaved(reason: Self.readable(failure), folder: store.folder.path)
        } else {
            failures = 0
            if case .notSaved = status { status = nil }
            if let merged = outcome.mergedText { status = .merged(hasConflict: merged.hasConflict) }
        }
        if !outcome.problems.isEmpty { status = .fileSetAside(outcome.problems.joined(separator: " ")) }
        if watcher == nil { watchFolder() }
        if needsAnotherSync {
            needsAnotherSync = false
            synchronize(checkingDisk: true)
        } else if textRevision != savedRevision || settings != savedSettings {
            scheduleSave()
        }
    }

    /// Shows text merged with another instance's edits.
    ///
    /// Typing done while the store worked is merged on top; it is then saved
    /// at the next round.
    private func adopt(_ merged: NoteStore.MergedText, sentAt revision: Int) {
        if textRevision == revision {
            text = merged.text
            savedRevision = textRevision
        } else {
            text = TextMerge.merge(base: merged.ours, ours: text, theirs: merged.text).text
        }
    }

    /// Shows settings merged with another instance's.
    private func adopt(_ merged: NoteSettings) {
        savedSettings = merged
        fontSize = min(max(merged.fontSize, Self.fontSizes.lowerBound), Self.fontSizes.upperBound)
        bold = merged.bold
        italic = merged.italic
    }

    /// Notices when another instance writes the note or its settings.
    private func watchFolder() {
        guard watcher == nil else { return }
        let names: Set<String> = [store.noteURL.lastPathComponent, store.settingsURL.lastPathComponent]
        watcher = FolderWatcher(folder: store.folder.path, creatingIt: true) { [weak self] changed in
            if !changed.isDisjoint(with: names) { self?.synchronize(checkingDisk: true) }
        }
    }

    /// "No space left on device (write)" → "No space left on device".
    private static func readable(_ failure: String) -> String {
        guard failure.hasSuffix(")"), let open = failure.lastIndex(of: "(") else { return failure }
        return String(failure[..<open]).trimmingCharacters(in: .whitespaces)
    }
}

/// The outcome of the store operation in flight, handed from the store's
/// queue to the main thread (which may also take it synchronously).
final class OutcomeMailbox: Sendable {
    private let slot = Mutex<NoteStore.Outcome?>(nil)
    func put(_ outcome: NoteStore.Outcome) { slot.withLock { $0 = outcome } }
    func take() -> NoteStore.Outcome? {
        slot.withLock { outcome in
            defer { outcome = nil }
            return outcome
        }
    }
}
