import Foundation
import GtkUI

/// Note Editor: the seed's `ToolsEditorView` as a desktop app.
@main
struct NoteEditorApp: App {
    static var applicationID: String { "org.gtkui.NoteEditor" }
    static var aboutInfo: AboutInfo {
        AboutInfo(
            name: String(localized: "Note Editor"), version: "0.1.0",
            comments: String(localized: "A note editor with a customizable toolbar"),
            iconName: "org.gtkui.NoteEditor", authors: ["The GtkUI developers"],
            copyright: "© 2026 The GtkUI developers", isMITLicensed: true)
    }

    /// The source tree's icons, for a build run without `meson install`.
    static var iconSearchPaths: [String] {
        [
            URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("../../data/icons").standardizedFileURL.path
        ]
    }

    /// Quitting with text that cannot be saved asks first (see `NoteDocument.prepareToQuit`).
    static func applicationShouldTerminate(_ reason: QuitReason, reply: @escaping @MainActor (Bool) -> Void) {
        NoteDocument.shared.prepareToQuit(reason, reply: reply)
    }

    var body: some Scene {
        WindowGroup {
            ToolsEditorView(note: NoteDocument.shared)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        .defaultSize(width: 720, height: 520)
        .commands {
            ToolbarCommands()
            TextEditingCommands()
            FormatCommands()
        }
    }
}
