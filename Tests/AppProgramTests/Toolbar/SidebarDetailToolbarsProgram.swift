// Sidebar, content and inspector each add toolbar items; the window shows
// them in one header bar.
import GtkUI

struct SidebarColumn: View {
    var body: some View {
        Text("Folders")
            .toolbar {
                ToolbarItem(placement: .navigation) { Button("New Folder", systemImage: "folder.badge.plus") {} }
            }
    }
}

struct DetailColumn: View {
    var body: some View {
        Text("Message")
            .toolbar {
                ToolbarItem(placement: .primaryAction) { Button("Reply", systemImage: "arrowshape.turn.up.left") {} }
            }
    }
}

struct InspectorColumn: View {
    var body: some View {
        Text("Details")
            .toolbar {
                ToolbarItem(placement: .primaryAction) { Button("Inspector", systemImage: "sidebar.right") {} }
            }
    }
}

struct SidebarDetailToolbarsProgram: View {
    var body: some View {
        HStack {
            SidebarColumn()
            DetailColumn()
            InspectorColumn()
        }
        .navigationTitle("Mail")
    }
}
