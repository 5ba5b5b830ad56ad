// The gallery's menu bar: a Gallery menu that opens one window per topic,
// and the standard groups around it (File, View, Window, Help).
import Foundation
import GtkUI

/// The gallery's windows beside the main one, by scene id.
enum GalleryWindow: String, CaseIterable {
    case customizable
    case barStyles = "bar-styles"
    case iOSPlacements = "ios-placements"
    case titleAndDocument = "title-and-document"
    case controls
}

/// The menu bar commands: every window of the gallery one shortcut away.
struct GalleryCommands: Commands {
    @Environment(\.openWindow) private var openWindow
    @Environment(\.dismissWindow) private var dismissWindow

    var body: some Commands {
        SidebarCommands()
        ToolbarCommands()
        CommandGroup(after: .newItem) {
            Button("Open All Gallery Windows") {
                for window in GalleryWindow.allCases { openWindow(id: window.rawValue) }
            }
            .keyboardShortcut("o", modifiers: [.command, .shift])
        }
        CommandGroup(before: .windowArrangement) {
            Button("Close Gallery Windows") {
                for window in GalleryWindow.allCases { dismissWindow(id: window.rawValue) }
            }
            .keyboardShortcut("w", modifiers: [.command, .option])
        }
        CommandGroup(replacing: .help) {
            Link("Toolbar Gallery Help", destination: URL(string: "https://developer.apple.com/documentation/swiftui/toolbars")!)
        }
        CommandMenu("Gallery") {
            Button("Customizable Toolbar") { openWindow(id: GalleryWindow.customizable.rawValue) }
                .keyboardShortcut("1")
            Button("Bar Styles") { openWindow(id: GalleryWindow.barStyles.rawValue) }
                .keyboardShortcut("2")
            Button("iOS Placements") { openWindow(id: GalleryWindow.iOSPlacements.rawValue) }
                .keyboardShortcut("3")
            Button("Title and Document") { openWindow(id: GalleryWindow.titleAndDocument.rawValue) }
                .keyboardShortcut("4")
            Button("Controls") { openWindow(id: GalleryWindow.controls.rawValue) }
                .keyboardShortcut("5")
            Divider()
            Menu("Documentation") {
                Link("Toolbars", destination: URL(string: "https://developer.apple.com/documentation/swiftui/toolbars")!)
                Link(
                    "Menus and Commands", destination: URL(string: "https://developer.apple.com/documentation/swiftui/menus-and-commands")!)
            }
        }
    }
}
