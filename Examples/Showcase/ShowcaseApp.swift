// Showcase: every container, control and presentation GtkUI implements, one
// page each, written as a SwiftUI developer would write it (only
// `import SwiftUI` became `import GtkUI`). The window is a sidebar of pages
// in sections and the selected page beside it; the end-to-end tests in
// Tests/e2e/test_showcase.py walk the pages with real input and save a
// light and a dark screenshot of each.
import GtkUI

@main
struct ShowcaseApp: App {
    static var applicationID: String { "org.gtkui.Showcase" }
    static var aboutInfo: AboutInfo { AboutInfo(name: "Showcase", version: "1.0") }

    var body: some Scene {
        WindowGroup("Showcase") {
            ShowcaseView()
        }
        .defaultSize(width: 1040, height: 720)
        .commands { SidebarCommands() }

        Window("Planets", id: "columns") {
            ThreeColumnsView()
        }
        .defaultSize(width: 900, height: 520)
    }
}
