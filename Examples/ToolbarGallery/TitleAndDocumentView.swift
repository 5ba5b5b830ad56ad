// The title's part of the toolbar: a title the user renames (bound
// `navigationTitle`), a title menu, the document's folder as the subtitle
// (`navigationDocument`), and a split view whose sidebar button can be
// taken out of the bar (`toolbar(removing:)`; View ▸ Hide Sidebar still
// works, from `SidebarCommands`).
import Foundation
import GtkUI

/// A notes document in a split view.
struct TitleAndDocumentView: View {
    @State private var name = "Gallery Notes"
    @State private var showsSidebarButton = true
    @State private var log = "Click the title for its menu."

    /// Where the document would be saved: its folder is the subtitle.
    private var fileURL: URL {
        URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent("Documents").appendingPathComponent("\(name).txt")
    }

    var body: some View {
        NavigationSplitView {
            List {
                Text("Gallery Notes")
                Text("Reading List")
                Text("Recipes")
            }
        } detail: {
            VStack(alignment: .leading, spacing: 12) {
                Text(log)
                Toggle("Sidebar Button in the Toolbar", isOn: $showsSidebarButton)
            }
            .padding()
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .navigationTitle($name)
            .navigationDocument(fileURL)
            .toolbarTitleMenu {
                RenameButton()
                Button("Duplicate", systemImage: "doc.on.doc") { log = "Duplicated \(name)" }
                Button("Move to Trash", systemImage: "trash") { log = "Moved \(name) to the Trash" }
            }
            .toolbar(removing: showsSidebarButton ? nil : .sidebarToggle)
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Save", systemImage: "square.and.arrow.down") { log = "Saved \(name)" }
                }
            }
        }
    }
}
