// Sketchbook: an example app written as a SwiftUI developer would write it
// (only `import SwiftUI` became `import GtkUI`). Its toolbar opens a sheet
// with a form, an alert and an inspector; Edit ▸ Preferences… opens its
// Settings window. The end-to-end tests in Tests/e2e/test_sketchbook.py
// drive it with real input.
import GtkUI

@main
struct SketchbookApp: App {
    static var applicationID: String { "org.gtkui.Sketchbook" }
    static var aboutInfo: AboutInfo { AboutInfo(name: "Sketchbook", version: "1.0") }

    var body: some Scene {
        WindowGroup("Sketchbook") {
            SketchbookView()
        }
        .defaultSize(width: 760, height: 520)
        .commands { ToolbarCommands() }

        WindowGroup("Canvas Details", id: "details", for: String.self) { $name in
            CanvasDetails(name: name)
        }
        .commandsRemoved()
        .windowResizability(.contentSize)

        Settings {
            SketchbookSettings()
        }
    }
}
