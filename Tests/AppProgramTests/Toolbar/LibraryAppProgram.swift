// An app's scene: window chrome, and menu bar commands around the toolbar.
import GtkUI

struct LibraryCommands: Commands {
    var body: some Commands {
        CommandGroup(after: .newItem) {
            Button("New Collection") {}
                .keyboardShortcut("n", modifiers: [.command, .option])
        }
        CommandMenu("Library") {
            Button("Refresh") {}
                .keyboardShortcut("r")
            Divider()
            Menu("Sort By") {
                Button("Title") {}
                Button("Author") {}
            }
        }
        CommandGroup(replacing: .help) {
            Button("Library Help") {}
        }
        CommandGroup(before: .toolbar) {
            Button("Show Filters") {}
        }
    }
}

struct LibraryAppProgram: App {
    var body: some Scene {
        WindowGroup("Library") {
            Text("Shelves")
                .toolbar { Button("Add Book", systemImage: "plus") {} }
        }
        .windowStyle(.hiddenTitleBar)
        .windowToolbarStyle(.unified(showsTitle: false))
        .commands {
            LibraryCommands()
            ToolbarCommands()
            TextEditingCommands()
            TextFormattingCommands()
            ImportFromDevicesCommands()
        }
    }
}
