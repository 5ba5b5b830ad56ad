// The bars' looks: a painted header bar drawn for a dark background, a flat
// one, a bottom bar in its own foreground colour, hiding either bar, and
// the label styles of toolbar items (the scene's `windowToolbarLabelStyle`
// and an item's own `labelStyle`).
import GtkUI

/// A message viewer whose bars change with the switches in its content.
struct BarStylesView: View {
    @State private var flatHeaderBar = false
    @State private var hidesToolbarItems = false
    @State private var hidesBottomBar = false
    @State private var log = "Bar Styles"

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(log)
            Toggle("Flat Header Bar", isOn: $flatHeaderBar)
            Toggle("Hide Toolbar Items", isOn: $hidesToolbarItems)
            Toggle("Hide Bottom Bar", isOn: $hidesBottomBar)
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .navigationTitle("Bar Styles")
        .navigationSubtitle(flatHeaderBar ? "Flat" : "Indigo")
        .toolbar {
            ToolbarItem(placement: .navigation) {
                Button("Inbox", systemImage: "tray") { log = "Inbox" }
            }
            ToolbarItem(placement: .primaryAction) {
                Button("Flag", systemImage: "flag") { log = "Flagged" }
            }
            ToolbarItem(placement: .primaryAction) {
                Button("Favorite", systemImage: "star") { log = "Favorited" }
                    .labelStyle(.iconOnly)
            }
            ToolbarItem(placement: .primaryAction) {
                Button("Tag", systemImage: "tag") { log = "Tagged" }
                    .labelStyle(.titleOnly)
            }
            ToolbarItem(placement: .bottomBar) {
                Button("Reply", systemImage: "arrowshape.turn.up.left") { log = "Replied" }
            }
            ToolbarItem(placement: .status) {
                Text("Updated just now")
            }
        }
        .toolbarBackground(Color.indigo, for: .windowToolbar)
        .toolbarBackgroundVisibility(flatHeaderBar ? .hidden : .visible, for: .windowToolbar)
        .toolbarColorScheme(flatHeaderBar ? nil : .dark, for: .windowToolbar)
        .toolbarBackground(.visible, for: .bottomBar)
        .toolbarForegroundStyle(Color.orange, for: .bottomBar)
        .toolbar(hidesToolbarItems ? .hidden : .visible, for: .windowToolbar)
        .toolbarVisibility(hidesBottomBar ? .hidden : .visible, for: .bottomBar)
    }
}
