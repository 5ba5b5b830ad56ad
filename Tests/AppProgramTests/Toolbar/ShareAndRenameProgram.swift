// A document window: share the document's link, rename it from the toolbar.
import Foundation
import GtkUI

struct ShareAndRenameProgram: View {
    @State private var name = "Budget 2026"
    @State private var isRenaming = false

    var body: some View {
        Text(isRenaming ? "Renaming \(name)" : name)
            .navigationTitle($name)
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    ShareLink(
                        item: URL(string: "https://example.org/docs/budget")!,
                        subject: Text("Budget"), message: Text("Have a look"))
                }
                ToolbarItem(placement: .secondaryAction) {
                    RenameButton()
                }
            }
            .renameAction { isRenaming = true }
    }
}
