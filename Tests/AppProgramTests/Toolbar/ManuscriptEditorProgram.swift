// A manuscript editor (macOS): the user customizes a toolbar declared by a
// content type of the app's own, the manuscript is the window's document,
// and its chapters are shared together.
import GtkUI

struct Manuscript: Transferable {
    var title: String
    var fileURL: URL
    var chapters: [Chapter]

    static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation(exporting: \.fileURL)
    }
}

struct Chapter: Identifiable, Transferable {
    var id: Int
    var title: String
    var text: String

    static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation(exporting: \.text)
    }
}

/// The manuscript window's toolbar: formatting the user may rearrange,
/// a word count the user adds from the palette, and sharing.
struct ManuscriptTools: CustomizableToolbarContent {
    let manuscript: Manuscript
    @Binding var isFocusMode: Bool
    @State private var showsWordCount = true

    var body: some CustomizableToolbarContent {
        ToolbarItem(id: "focus", placement: .primaryAction) {
            Toggle("Focus Mode", systemImage: "eye", isOn: $isFocusMode)
        }
        ToolbarItem(id: "wordCount", placement: .primaryAction) {
            Toggle("Word Count", systemImage: "number", isOn: $showsWordCount)
                .help(showsWordCount ? "\(wordCount) words" : "Word count hidden")
        }
        ToolbarItem(id: "share", placement: .primaryAction) {
            ShareLink(items: manuscript.chapters, subject: Text(manuscript.title)) { chapter in
                SharePreview(chapter.title, icon: Image(systemName: "doc.text"))
            }
        }
        .defaultCustomization(options: .alwaysAvailable)
    }

    private var wordCount: Int {
        manuscript.chapters.reduce(0) { $0 + $1.text.split(separator: " ").count }
    }
}

struct ManuscriptEditorProgram: View {
    let manuscript: Manuscript
    @State private var query = ""
    @State private var isFocusMode = false

    init(file: URL) {
        manuscript = Manuscript(
            title: "The Lighthouse", fileURL: file,
            chapters: [
                Chapter(id: 1, title: "Arrival", text: "The boat came in at dusk"),
                Chapter(id: 2, title: "The Keeper", text: "He had not spoken in weeks")
            ])
    }

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(manuscript.chapters) { chapter in
                if query.isEmpty || chapter.text.localizedCaseInsensitiveContains(query) {
                    Text(chapter.title).font(.headline)
                    if !isFocusMode { Text(chapter.text) }
                }
            }
        }
        .navigationTitle(manuscript.title)
        .navigationDocument(manuscript, preview: SharePreview(manuscript.title))
        .searchable(text: $query, prompt: Text("Find in Manuscript"))
        .toolbar(id: "manuscript") {
            ManuscriptTools(manuscript: manuscript, isFocusMode: $isFocusMode)
        }
    }
}
