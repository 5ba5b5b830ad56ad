// A notes app's list screen: a compose button, a title, a search field.
import GtkUI

struct NotesListProgram: View {
    @State private var notes = ["Groceries", "Ideas", "Books to read"]
    @State private var query = ""

    var body: some View {
        VStack {
            ForEach(notes.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }, id: \.self) { note in
                Text(note)
            }
        }
        .navigationTitle("Notes")
        .searchable(text: $query, prompt: "Search Notes")
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button {
                    notes.append("New Note \(notes.count + 1)")
                } label: {
                    Label("New Note", systemImage: "square.and.pencil")
                }
            }
        }
    }
}
