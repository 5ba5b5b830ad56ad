import GtkUI

// An image viewer's toolbar as macOS apps write it: back and forward as a
// navigation control group, zoom as a labelled control group, and the
// rotation commands as a group shown as a menu.

struct ImageZoomToolbarProgram: View {
    @State private var zoom = 100
    @State private var page = 1
    @State private var turns = 0

    var body: some View {
        VStack {
            Text("Page \(page), \(zoom) %")
            Text("Turned \(turns) times")
        }
        .navigationTitle("Viewer")
        .toolbar {
            ToolbarItem(placement: .navigation) {
                ControlGroup {
                    Button("Previous", systemImage: "chevron.left") { page -= 1 }
                        .disabled(page <= 1)
                    Button("Next", systemImage: "chevron.right") { page += 1 }
                } label: {
                    Label("Go", systemImage: "arrow.left.arrow.right")
                }
                .controlGroupStyle(.navigation)
            }
            ToolbarItem(placement: .primaryAction) {
                ControlGroup("Zoom", systemImage: "magnifyingglass") {
                    Button("Zoom Out", systemImage: "minus.magnifyingglass") { zoom -= 25 }
                    Button("Zoom In", systemImage: "plus.magnifyingglass") { zoom += 25 }
                }
            }
            ToolbarItem(placement: .primaryAction) {
                ControlGroup {
                    Button("Rotate Left", systemImage: "rotate.left") { turns += 1 }
                    Button("Rotate Right", systemImage: "rotate.right") { turns += 1 }
                } label: {
                    Label("Rotate", systemImage: "rotate.right")
                }
                .controlGroupStyle(.menu)
            }
        }
    }
}
