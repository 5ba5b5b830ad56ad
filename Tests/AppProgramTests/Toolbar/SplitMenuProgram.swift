// Menus in the toolbar: a split button whose label creates a note and
// whose arrow offers templates, and a sort menu with an icon.
import GtkUI

struct SplitMenuProgram: View {
    @State private var created: [String] = []
    @State private var sortOrder = "Date"

    var body: some View {
        Text("\(created.count) created, sorted by \(sortOrder)")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Menu {
                        Button("From Template") { created.append("template") }
                        Button("From Clipboard") { created.append("clipboard") }
                    } label: {
                        Label("New", systemImage: "plus")
                    } primaryAction: {
                        created.append("blank")
                    }
                }
                ToolbarItem {
                    Menu("Sort", systemImage: "arrow.up.arrow.down") {
                        Button("Date") { sortOrder = "Date" }
                        Button("Title") { sortOrder = "Title" }
                        Divider()
                        Menu("More") {
                            Button("Size") { sortOrder = "Size" }
                        }
                    }
                }
            }
    }
}
