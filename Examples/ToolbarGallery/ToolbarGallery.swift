// A gallery of SwiftUI's toolbar API as GtkUI renders it on GNOME. The main
// window has the common placements, a search field and toolbar content of
// several views merged into one header bar; the Gallery menu opens one
// window per topic: a customizable toolbar, bar styles, iOS placements,
// title and document, and toolbar controls. Written as a SwiftUI app is,
// with `import GtkUI` where it would say `import SwiftUI`. The end-to-end
// tests (Tests/e2e/test_toolbar_gallery*.py) read it back from the
// accessibility tree.
import Foundation
import GtkUI

@main
struct ToolbarGalleryApp: App {
    var body: some Scene {
        WindowGroup("Toolbar Gallery") {
            GalleryView()
        }
        .defaultSize(width: 1120, height: 560)
        .windowToolbarStyle(.unified)
        .commands { GalleryCommands() }

        Window("Customizable Toolbar", id: GalleryWindow.customizable.rawValue) {
            CustomizableToolbarView()
        }
        .defaultSize(width: 900, height: 420)
        .windowToolbarStyle(.unifiedCompact(showsTitle: true))

        Window("Bar Styles", id: GalleryWindow.barStyles.rawValue) {
            BarStylesView()
        }
        .defaultSize(width: 820, height: 460)
        .windowStyle(.titleBar)
        .windowToolbarStyle(.expanded)
        .windowToolbarLabelStyle(fixed: .titleAndIcon)

        Window("iOS Placements", id: GalleryWindow.iOSPlacements.rawValue) {
            IOSPlacementsView()
        }
        .defaultSize(width: 900, height: 460)
        .windowStyle(.plain)

        Window("Title and Document", id: GalleryWindow.titleAndDocument.rawValue) {
            TitleAndDocumentView()
        }
        .defaultSize(width: 820, height: 460)
        .windowToolbarStyle(.unified(showsTitle: true))

        Window("Controls", id: GalleryWindow.controls.rawValue) {
            ControlsView()
        }
        .defaultSize(width: 1000, height: 480)
        .windowStyle(.hiddenTitleBar)
    }
}

/// The gallery's window: a sidebar and a detail, each with toolbar items.
struct GalleryView: View {
    @State private var itemCount = 3
    @State private var query = ""
    @State private var bold = false
    @State private var italic = false
    @State private var showsPicker = false
    @State private var viewMode = "List"
    @State private var sortOrder = "Name"
    @State private var log = "Ready"
    /// What the search field suggests, narrowed to what is typed.
    static let shelves = ["Drafts", "Archive", "Templates", "Shared with Me"]

    var body: some View {
        HStack(spacing: 12) {
            SidebarView(log: $log)
            DetailView(query: query, log: log, sortOrder: sortOrder)
        }
        .navigationTitle("Toolbar Gallery")
        .navigationSubtitle("\(itemCount) items")
        .searchable(text: $query, placement: .toolbar, prompt: "Search Gallery")
        .searchSuggestions {
            ForEach(Self.shelves.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }, id: \.self) { shelf in
                Label(shelf, systemImage: "tray").searchCompletion(shelf)
            }
        }
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button("Cancel") { log = "Cancelled" }
            }
            ToolbarItem(placement: .navigation) {
                Button("Back", systemImage: "chevron.left") { log = "Went back" }
                    .help("Go Back")
            }
            ToolbarItem(placement: .primaryAction) {
                Button("New Item", systemImage: "plus") {
                    itemCount += 1
                    log = "Added item \(itemCount)"
                }
                .keyboardShortcut("n", modifiers: [.command, .shift])
            }
            ToolbarItemGroup(placement: .secondaryAction) {
                Toggle("Bold", systemImage: "bold", isOn: $bold)
                Toggle("Italic", systemImage: "italic", isOn: $italic)
            }
            ToolbarItem(placement: .secondaryAction) {
                Picker("Sort By", selection: $sortOrder) {
                    Text("Name").tag("Name")
                    Text("Date").tag("Date")
                    Text("Size").tag("Size")
                }
                .pickerStyle(.menu)
                .help("Sort By")
            }
            ToolbarItem(placement: .destructiveAction) {
                Button("Delete", systemImage: "trash") {
                    if itemCount > 0 { itemCount -= 1 }
                    log = "Deleted an item"
                }
            }
            ToolbarItem(placement: .confirmationAction) {
                Button("Done") { log = "Done" }
            }
            if showsPicker {
                ToolbarItem(placement: .principal) {
                    Picker("View Mode", selection: $viewMode) {
                        Text("List").tag("List")
                        Text("Grid").tag("Grid")
                    }
                    .pickerStyle(.segmented)
                }
            }
            ToolbarItem(placement: .bottomBar) {
                Toggle("Principal Picker", isOn: $showsPicker)
            }
            ToolbarItem(placement: .bottomBar) {
                Menu {
                    Button("PDF") { log = "Exported PDF" }
                    Button("PNG") { log = "Exported PNG" }
                } label: {
                    Text("Export")
                } primaryAction: {
                    log = "Exported"
                }
            }
            ToolbarItem(placement: .status) {
                Text("\(itemCount) items, \(bold ? "bold" : "plain")\(italic ? ", italic" : "")")
            }
            ToolbarItem(placement: .keyboard) {
                Button("Hide Keyboard", systemImage: "keyboard.chevron.compact.down") { log = "Keyboard hidden" }
            }
        }
    }
}

/// The sidebar: its own toolbar item joins the window's header bar.
struct SidebarView: View {
    @Binding var log: String
    var body: some View {
        VStack {
            Text("Sidebar")
            Text("Inbox")
            Text("Archive")
        }
        .toolbar {
            ToolbarItem(placement: .navigation) {
                Button("Toggle Sidebar", systemImage: "sidebar.left") { log = "Sidebar toggled" }
            }
        }
    }
}

/// The detail: shows what the toolbar did last and the search in progress.
struct DetailView: View {
    let query: String
    let log: String
    let sortOrder: String
    @Environment(\.isSearching) private var isSearching

    var body: some View {
        VStack {
            Text(log)
            Text("Sorted by \(sortOrder)")
            Text(isSearching ? "Searching for: \(query)" : "Not searching")
        }
        .toolbar {
            ShareLink(item: URL(string: "https://example.org/gallery")!)
        }
    }
}
