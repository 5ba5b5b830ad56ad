// A document title with a menu (duplicate, move, export) and a subtitle.
import GtkUI

struct TitleMenuProgram: View {
    @State private var lastAction = "none"

    var body: some View {
        Text("Last: \(lastAction)")
            .navigationTitle("Quarterly Report")
            .navigationSubtitle("Edited just now")
            .toolbarTitleMenu {
                Button("Duplicate") { lastAction = "duplicate" }
                Button("Move To…") { lastAction = "move" }
                Divider()
                Button("Export as PDF…") { lastAction = "export" }
            }
    }
}
