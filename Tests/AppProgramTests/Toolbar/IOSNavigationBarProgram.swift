// An iOS 13-era list screen, still common in shared code: navigation bar
// items on both sides, a search that must not hide them, a detail page
// that hides its bar, and rows renamed from their context menu.
import GtkUI

struct Flavor: Identifiable {
    let id: Int
    var name: String
}

struct FlavorRow: View {
    @Binding var flavor: Flavor
    @FocusState private var isFocused: Bool

    var body: some View {
        TextField("Flavor", text: $flavor.name)
            .focused($isFocused)
            .contextMenu {
                RenameButton()
            }
            .renameAction($isFocused)
    }
}

struct IOSNavigationBarProgram: View {
    @State private var flavors = [Flavor(id: 1, name: "Chocolate"), Flavor(id: 2, name: "Vanilla")]
    @State private var searchText = ""
    @State private var showsSpecials = false

    var body: some View {
        NavigationView {
            List {
                ForEach($flavors) { $flavor in
                    FlavorRow(flavor: $flavor)
                }
                Text(showsSpecials ? "Specials: Pistachio" : "No specials")
            }
            .navigationBarTitle("Today's Flavors", displayMode: .inline)
            .navigationBarItems(
                leading: Button("Hours") {},
                trailing: HStack {
                    Button(action: { flavors.append(Flavor(id: flavors.count + 1, name: "New Flavor")) }) {
                        Image(systemName: "plus")
                    }
                    Button("Specials") { showsSpecials.toggle() }
                }
            )
            .navigationBarHidden(false)
            .searchable(text: $searchText)
            .searchPresentationToolbarBehavior(.avoidHidingContent)
            .searchToolbarBehavior(.minimize)
        }
    }
}

/// A full-screen photo page that hides the navigation bar, as iOS apps do.
struct FullScreenPhotoProgram: View {
    @State private var showsBar = false

    var body: some View {
        Button(showsBar ? "Hide Controls" : "Show Controls") { showsBar.toggle() }
            .navigationBarTitle("IMG_0042")
            .navigationBarItems(trailing: Button("Done") {})
            .navigationBarHidden(!showsBar)
    }
}
