// A three-column notes browser as a macOS SwiftUI app writes it: folders
// in a sidebar, the folder's notes, the selected note's text.
import GtkUI

struct NoteFolder: Identifiable, Hashable {
    let id: Int
    var name: String
    var notes: [BrowserNote]
}

struct BrowserNote: Identifiable, Hashable {
    let id: Int
    var title: String
    var body: String
}

extension NoteFolder {
    static let samples = [
        NoteFolder(
            id: 1, name: "Work",
            notes: [
                BrowserNote(id: 10, title: "Standup", body: "Ship the list view"),
                BrowserNote(id: 11, title: "Review", body: "Read the split view patch")
            ]),
        NoteFolder(
            id: 2, name: "Home",
            notes: [
                BrowserNote(id: 20, title: "Groceries", body: "Bread, tea")
            ])
    ]
}

struct NotesBrowser: View {
    @State private var folders = NoteFolder.samples
    @State private var selectedFolder: NoteFolder.ID? = 1
    @State private var selectedNote: BrowserNote.ID? = 11
    @State private var columnVisibility = NavigationSplitViewVisibility.all

    var body: some View {
        NavigationSplitView(columnVisibility: $columnVisibility) {
            List(folders, selection: $selectedFolder) { folder in
                Label(folder.name, systemImage: "folder")
            }
            .navigationSplitViewColumnWidth(min: 160, ideal: 200, max: 280)
        } content: {
            if let folder = folders.first(where: { $0.id == selectedFolder }) {
                List(folder.notes, selection: $selectedNote) { note in
                    Text(note.title)
                }
                .navigationSplitViewColumnWidth(ideal: 240)
            } else {
                Text("Select a folder")
            }
        } detail: {
            if let note = folders.flatMap(\.notes).first(where: { $0.id == selectedNote }) {
                Text(note.body)
            } else {
                Text("No Selection")
            }
        }
        .navigationSplitViewStyle(.balanced)
    }
}
