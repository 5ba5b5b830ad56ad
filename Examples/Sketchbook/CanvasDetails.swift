import GtkUI

/// A window about one canvas, opened by name (`WindowGroup(id:for:)`).
struct CanvasDetails: View {
    let name: String?
    @Environment(\.dismissWindow) private var dismissWindow

    var body: some View {
        VStack(spacing: 12) {
            Text("Details of \(name ?? "no canvas")")
            Button("Close Details") { dismissWindow(id: "details") }
        }
        .padding()
    }
}
