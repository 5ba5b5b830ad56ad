import Combine
// A document editor as SwiftUI apps write one: the document is an
// ObservableObject with @Published fields, owned by the window's root view
// with @StateObject, passed to children as @ObservedObject and to deep
// descendants with .environmentObject.
import GtkUI

final class NoteDocument: ObservableObject {
    @Published var title = "Untitled"
    @Published var text = ""
    @Published private(set) var isDirty = false
    @Published private(set) var savedCount = 0
    private var cancellables = Set<AnyCancellable>()

    init() {
        // Any edit after the first value marks the document dirty.
        $text.dropFirstValue().sink { [weak self] _ in self?.isDirty = true }.store(in: &cancellables)
    }

    func save() {
        savedCount += 1
        isDirty = false
    }
}

extension Publisher {
    /// Skips the current value a @Published publisher sends on subscription.
    func dropFirstValue() -> Publishers.CompactMap<Publishers.Map<Self, (Int, Output)>, Output> {
        var seen = 0
        return map { value -> (Int, Output) in
            seen += 1
            return (seen, value)
        }.compactMap { $0.0 == 1 ? nil : $0.1 }
    }
}

struct DocumentEditorView: View {
    @StateObject private var document: NoteDocument

    init(document: NoteDocument = NoteDocument()) {
        _document = StateObject(wrappedValue: document)
    }

    var body: some View {
        VStack(alignment: .leading) {
            DocumentHeader(document: document)
            TextEditor(text: $document.text)
            StatusBar()
        }
        .environmentObject(document)
        .toolbar(id: "document") {
            ToolbarItem(id: "save", placement: .primaryAction) {
                Button("Save") { document.save() }
                    .disabled(!document.isDirty)
            }
        }
    }
}

struct DocumentHeader: View {
    @ObservedObject var document: NoteDocument
    var body: some View {
        Text(document.isDirty ? "\(document.title) — Edited" : document.title)
    }
}

struct StatusBar: View {
    @EnvironmentObject var document: NoteDocument
    var body: some View {
        Text("\(document.text.split(separator: " ").count) words, saved \(document.savedCount) times")
    }
}
