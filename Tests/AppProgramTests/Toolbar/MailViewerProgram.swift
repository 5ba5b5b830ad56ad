// A mail reader's message view: reply actions grouped at the end,
// a navigation button at the start.
import GtkUI

struct MailViewerProgram: View {
    @State private var status = "Inbox"

    var body: some View {
        Text(status)
            .navigationTitle("Inbox")
            .toolbar {
                ToolbarItem(placement: .navigation) {
                    Button("Get Mail", systemImage: "envelope") { status = "Checking mail" }
                }
                ToolbarItemGroup(placement: .primaryAction) {
                    Button("Reply", systemImage: "arrowshape.turn.up.left") { status = "Replying" }
                    Button("Forward", systemImage: "arrowshape.turn.up.right") { status = "Forwarding" }
                    Spacer()
                    Button("Archive", systemImage: "archivebox") { status = "Archived" }
                }
                ToolbarItem(placement: .destructiveAction) {
                    Button("Delete", systemImage: "trash") { status = "Deleted" }
                }
            }
    }
}
