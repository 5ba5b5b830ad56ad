import Dispatch
import GtkUI
import Observation

/// The note: its text and display settings, shared by every window and
/// saved to disk at most half a second after an edit, on window close and
/// on quit.
///
/// The text is large and changes on every keystroke, so the editor hands
/// over a producer instead of a copy (`textBinding`); the text is read once
/// per save, and per-keystroke cost does not depend on the note's length.
@Observable @MainActor
final class NoteDocument {
    /// The one note of this app instance.
    static let shared = NoteDocument(store: NoteStore(appID: NoteEditorApp.applicationID))

    /// The font sizes the slider offers.
    static let fontSizes: ClosedRange<Double> = 8...120

    var fontSize: Double { didSet { settingsChanged() } }
    var bold: Bool { didSet { settingsChanged() } }
    var italic: Bool { didSet { settingsChanged() } }
    /// Bumped on every text change; views that show the text depend on it.
    private(set) var textRevision = 0

    @ObservationIgnored private var storedText: String
    @ObservationIgnored private var pendingText: (() -> String)?
    @ObservationIgnored private let store: NoteStore
    @ObservationIgnored private var saveTask: Task<Void, Never>?
    @ObservationIgnored private var savedRevision = 0
    @ObservationIgnored private var savedSettings: NoteSettings

    init(store: NoteStore) {
        self.store = store
        let loaded = store.load()
        storedText = loaded.text
        fontSize = min(max(loaded.settings.fontSize, Self.fontSizes.lowerBound), Self.fontSizes.upperBound)
        bold = loaded.settings.bold
        italic = loaded.settings.italic
        savedSettings = loaded.settings
    }

    /// The note's text.
    var text: String {
        get {
            _ = textRevision // observed: readers update when the text changes
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
        Binding(get: { self.text }, set: { self.text = $0 },
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

    private var settings: NoteSettings { NoteSettings(fontSize: fontSize, bold: bold, italic: italic) }

    private func textChanged() {
        textRevision &+= 1
        scheduleSave()
    }

    private func settingsChanged() { scheduleSave() }

    /// Saves within half a second of the first unsaved change, even while typing goes on.
    private func scheduleSave() {
        guard saveTask == nil else { return }
        saveTask = Task { [weak self] in
            try? await Task.sleep(for: .milliseconds(500))
            guard let self, !Task.isCancelled else { return }
            self.saveTask = nil
            self.save(waitUntilWritten: false)
        }
    }

    /// Saves now and waits for the disk (window close, quit).
    func saveNow() {
        saveTask?.cancel()
        saveTask = nil
        save(waitUntilWritten: true)
    }

    private func save(waitUntilWritten: Bool) {
        let textToWrite = textRevision != savedRevision ? text : nil
        let settingsToWrite = settings != savedSettings ? settings : nil
        guard textToWrite != nil || settingsToWrite != nil else {
            if waitUntilWritten { store.waitUntilWritten() }
            return
        }
        savedRevision = textRevision
        savedSettings = settings
        store.save(text: textToWrite, settings: settingsToWrite)
        if waitUntilWritten { store.waitUntilWritten() }
    }
}
