// TextPad: a document-based plain text editor written as a SwiftUI
// developer writes one (only `import SwiftUI` became `import GtkUI`):
// `DocumentGroup(newDocument:)` with a `FileDocument`, a customizable
// `toolbar(id:)` and a status bar from `.toolbar { }`. On GNOME it gets a
// window per document, File ▸ New/Open…/Save/Save As…/Revert to Saved/Close
// and the "Save changes…?" question. Tests/e2e/test_textpad.py drives it.
import GtkUI

@main
struct TextPadApp: App {
    static var applicationID: String { "org.gtkui.TextPad" }
    static var aboutInfo: AboutInfo {
        AboutInfo(name: "TextPad", version: "1.0", comments: "Edit plain text files")
    }

    var body: some Scene {
        DocumentGroup(newDocument: TextDocument()) { file in
            ContentView(document: file.$document)
        }
        .defaultSize(width: 720, height: 520)
        .commands {
            ToolbarCommands()
            TextEditingCommands()
        }
    }
}
