// A per-window selection in @SceneStorage, as a sidebar app keeps it.
import GtkUI

struct SceneSelectionView: View {
    @SceneStorage("selectedFolder") private var selectedFolder: String?
    let folders = ["Inbox", "Drafts", "Archive"]

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(folders, id: \.self) { folder in
                Button(folder) { selectedFolder = folder }
            }
            Text("Showing \(selectedFolder ?? "nothing")")
        }
        .toolbar(id: "folders") {
            ToolbarItem(id: "inbox", placement: .primaryAction) {
                Button("Go to Inbox") { selectedFolder = "Inbox" }
            }
        }
    }
}
