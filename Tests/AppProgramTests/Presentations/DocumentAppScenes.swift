// An app-style scene declaration: a window group, a value-presenting
// group opened with openWindow, Settings, and macOS-only scenes and
// modifiers that compile and do nothing on GNOME.
import GtkUI

struct PhotoID: Codable, Hashable {
    let value: Int
}

struct GalleryScenes: Scene {
    var body: some Scene {
        WindowGroup("Gallery", id: "gallery") {
            GalleryView()
        }
        .defaultSize(width: 900, height: 600)
        .windowResizability(.contentMinSize)
        .handlesExternalEvents(matching: ["gallery"])

        WindowGroup("Photo", id: "photo", for: PhotoID.self) { $photo in
            Text(photo.map { "Photo \($0.value)" } ?? "No photo")
        }
        .commandsRemoved()

        Settings {
            Toggle("Show Captions", isOn: .constant(true)).toggleStyle(.checkbox)
        }

        MenuBarExtra("Gallery", systemImage: "photo") {
            Button("Open Gallery") {}
        }
    }
}

struct GalleryView: View {
    @Environment(\.openWindow) private var openWindow
    @Environment(\.dismissWindow) private var dismissWindow
    @State private var confirmingQuit = false

    var body: some View {
        VStack {
            Button("Open Photo 7") { openWindow(id: "photo", value: PhotoID(value: 7)) }
            Button("Close Photos") { dismissWindow(id: "photo") }
            Button("Close") { dismissWindow() }
                .buttonStyle(.bordered)
                .controlSize(.large)
        }
        .alert("Quit Gallery?", isPresented: $confirmingQuit) {
            Button("Quit", role: .destructive) {}
        }
    }
}
