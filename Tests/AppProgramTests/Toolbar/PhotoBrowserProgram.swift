// A photo browser with an iOS-style bottom toolbar and a status count.
import GtkUI

struct PhotoBrowserProgram: View {
    @State private var selection = 2
    @State private var favourites = 0

    var body: some View {
        Text("\(selection) selected")
            .navigationTitle("Library")
            .toolbar {
                ToolbarItemGroup(placement: .bottomBar) {
                    ShareLink(item: URL(string: "https://example.org/photos")!)
                    Spacer()
                    Button("Favourite", systemImage: "heart") { favourites += 1 }
                }
                ToolbarItem(placement: .status) {
                    Text("\(favourites) favourites")
                }
            }
    }
}
