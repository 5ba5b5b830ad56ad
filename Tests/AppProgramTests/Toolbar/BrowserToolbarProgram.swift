// A macOS-style browser window: a sidebar of bookmarks, a customizable
// toolbar whose Stop item shows only while a page loads, a Downloads
// item that shows only once something downloads, the sidebar toggle
// moved to the trailing edge, and a search field focused from a button
// and from the menu bar.
import Foundation
import GtkUI

struct Bookmark: Identifiable, Hashable {
    let id: Int
    let title: String
}

struct BrowserToolbarProgram: View {
    @State private var bookmarks = [Bookmark(id: 1, title: "Swift Forums"), Bookmark(id: 2, title: "GNOME HIG")]
    @State private var selection: Bookmark.ID?
    @State private var isLoading = false
    @State private var downloads: [String] = []
    @State private var query = ""
    @FocusState private var isSearchFieldFocused: Bool

    var body: some View {
        NavigationSplitView {
            List(bookmarks, selection: $selection) { bookmark in
                Text(bookmark.title)
            }
            .navigationTitle("Bookmarks")
        } detail: {
            VStack {
                Text(isLoading ? "Loading…" : "Ready")
                Button("Download Page") { downloads.append("page-\(downloads.count + 1).html") }
                Button("Find on Page") { isSearchFieldFocused = true }
            }
            .navigationTitle("Browser")
            .toolbar(id: "browser") {
                ToolbarItem(id: "reload") {
                    Button(isLoading ? "Stop Loading" : "Reload", systemImage: "arrow.clockwise") { isLoading.toggle() }
                }
                ToolbarItem(id: "stop") {
                    Button("Stop", systemImage: "xmark") { isLoading = false }
                }
                .hidden(!isLoading)
                ToolbarItem(id: "share") {
                    Button("Share", systemImage: "square.and.arrow.up") {}
                }
            }
            .toolbar {
                DefaultToolbarItem(kind: .sidebarToggle, placement: .primaryAction)
                ToolbarItem(placement: .primaryAction) {
                    Button("Downloads (\(downloads.count))", systemImage: "arrow.down.circle") {}
                }
                .hidden(downloads.isEmpty)
            }
        }
        .searchable(text: $query, prompt: "Search Page")
        .searchFocused($isSearchFieldFocused)
    }
}

/// The app around it: File ▸ New Window gives way to a private-window command.
struct BrowserScenes: Scene {
    var body: some Scene {
        WindowGroup("Browser", id: "browser") {
            BrowserToolbarProgram()
        }
        .commandsReplaced {
            CommandGroup(after: .newItem) {
                Button("New Private Window") {}
                    .keyboardShortcut("n", modifiers: [.command, .shift])
            }
        }
    }
}
