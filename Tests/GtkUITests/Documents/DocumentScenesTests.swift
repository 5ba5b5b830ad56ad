import Foundation
import Gtk
import GtkTestSupport
import UniformTypeIdentifiers
import XCTest

@testable import GtkUI

private struct URLView: View {
    let log: Shared<[URL]>
    var body: some View {
        Text("Inbox").onOpenURL { log.value.append($0) }
    }
}

private struct MailScene: Scene {
    let log: Shared<[URL]>
    var body: some Scene {
        WindowGroup("Mail") { URLView(log: log) }
        Window("Activity", id: "activity") { Text("No activity") }
            .defaultPosition(.topTrailing)
        UtilityWindow("Filters", id: "filters") { Text("No filters") }
    }
}

private struct InspectedView: View {
    @State var shown = false
    var body: some View {
        Text("Canvas").inspector(isPresented: $shown) { Text("Inspector") }
    }
}

private struct PlainNote: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    var text = ""
    init(text: String) { self.text = text }
    init(configuration: ReadConfiguration) throws { text = "" }
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(text.utf8))
    }
}

/// `Window`, `onOpenURL`, `InspectorCommands`, the File menu of a
/// document app, file arguments, and what the exporter and mover write.
final class DocumentScenesTests: GtkTestCase {
    func testAWindowSceneHasOneWindowThatOpenWindowBringsBack() throws {
        try onMain {
            let runtime = documentRuntime(MailScene(log: Shared([])))
            defer { closeAll(runtime) }
            runtime.openWindow()
            XCTAssertEqual(runtime.windows.map(\.host.window.title), ["Mail"])
            XCTAssertTrue(runtime.openWindow(id: "activity", value: nil))
            XCTAssertTrue(runtime.openWindow(id: "activity", value: nil))
            XCTAssertTrue(runtime.openWindow(id: "filters", value: nil))
            XCTAssertEqual(runtime.windows.map(\.host.window.title), ["Mail", "Activity", "Filters"], "one of each")
            XCTAssertTrue(runtime.offersNewWindow, "the window group keeps New Window")
        }
    }

    func testURLsReachTheOnOpenURLHandlersOfAWindow() throws {
        try onMain {
            let log = Shared<[URL]>([])
            let runtime = documentRuntime(MailScene(log: log))
            defer { closeAll(runtime) }
            runtime.open(["mailto:ada@example.com"])
            XCTAssertEqual(runtime.windows.count, 1, "the launch window opened to receive it")
            XCTAssertEqual(log.value, [URL(string: "mailto:ada@example.com")!])
            runtime.open(["myapp://inbox/7"])
            XCTAssertEqual(log.value.last, URL(string: "myapp://inbox/7"))
        }
    }

    func testTheSettingsSceneIsOneWindowOpenedFromEditPreferences() throws {
        try onMain {
            let runtime = documentRuntime(
                Group {
                    WindowGroup("Mail") { Text("Inbox") }
                    GtkUI.Settings { VStack { Toggle("Check for Mail", isOn: .constant(true)) } }
                })
            defer { closeAll(runtime) }
            runtime.openWindow()
            XCTAssertEqual(runtime.windows.map(\.host.window.title), ["Mail"], "settings do not open at launch")
            runtime.menuBar.build()
            let edit = try XCTUnwrap(runtime.menuBar.menu.outline.first { $0.label == "Edit" })
            let item = try XCTUnwrap((edit.submenu ?? []).flatMap { $0.section ?? [$0] }.first { $0.label == "Preferences…" })
            XCTAssertEqual(item.accelerator, "<Control>comma")
            XCTAssertEqual(item.action, "app.preferences")
            for _ in 0..<2 {
                runtime.showSettings()  // what app.preferences does
                spin { runtime.windows.count == 2 }
            }
            XCTAssertEqual(runtime.windows.map(\.host.window.title), ["Mail", "Preferences"], "one settings window")
            let settings = try XCTUnwrap(runtime.windows.last?.window)
            XCTAssertFalse(settings.showsMenubar, "a settings window has no menu bar")
            XCTAssertTrue(descendants(settings).contains { $0.accessibleLabel == "Check for Mail" })
        }
    }

    func testInspectorCommandsToggleTheActiveWindowsInspector() throws {
        try onMain {
            let view = WindowedView(InspectedView())
            defer { view.close() }
            XCTAssertEqual(InspectorToggle.title(for: view.host), "Show Inspector")
            let inspector = try XCTUnwrap(view.host.inspectors.live.first)
            inspector.isPresented?.wrappedValue.toggle()
            view.hosting.flush()
            XCTAssertEqual(InspectorToggle.title(for: view.host), "Hide Inspector")
            XCTAssertTrue(labelTexts(in: view.hosting.widget).contains("Inspector"))
            XCTAssertEqual(InspectorToggle.title(for: nil), "Show Inspector")
        }
    }

    func testADocumentAppsFileMenuHasTheDocumentCommandsAndTheirKeys() throws {
        try onMain {
            let scene = DocumentGroup(newDocument: PlainNote(text: "")) { file in TextEditor(text: file.$document.text) }
            let runtime = documentRuntime(scene)
            defer { closeAll(runtime) }
            runtime.documents?.installActions(in: runtime.application)
            runtime.menuBar.build()
            let file = runtime.menuBar.shortcutList.filter { $0.group == "File" }.map { "\($0.title) \($0.accelerator)" }
            XCTAssertEqual(
                file,
                [
                    "New <Control>n", "Open… <Control>o", "Save <Control>s", "Save As… <Control><Shift>s",
                    "Close <Control>w", "Quit <Control>q"
                ])
            XCTAssertFalse(runtime.offersNewWindow, "New makes a document, not a window")
            XCTAssertEqual(runtime.application.accelerators(for: "app.save"), ["<Control>s"])
        }
    }

    func testFileArgumentsGoToAnAppThatOpensFiles() {
        let about = AboutInfo(name: "TextPad", version: "1.0")
        XCTAssertEqual(
            LaunchArguments.action(for: ["TextPad", "notes.txt", "/tmp/b c.txt"], about: about, opensFiles: { true }),
            .run(arguments: ["TextPad", "notes.txt", "/tmp/b c.txt"]))
        XCTAssertEqual(
            LaunchArguments.action(for: ["Mail", "mailto:ada@example.com"], about: about),
            .run(arguments: ["Mail", "mailto:ada@example.com"]), "a URI reaches .onOpenURL in any app")
        guard case .exit(2, _, _) = LaunchArguments.action(for: ["Mail", "notes.txt"], about: about) else {
            return XCTFail("an app without documents refuses a file")
        }
        guard case .exit(0, let usage, _) = LaunchArguments.action(for: ["TextPad", "--help"], about: about, opensFiles: { true })
        else { return XCTFail("--help prints") }
        XCTAssertTrue(usage.hasPrefix("Usage: TextPad [--version] [--help] [FILE…]\n"), usage)
        XCTAssertFalse(LaunchArguments.isURI("notes.txt"))
        XCTAssertFalse(LaunchArguments.isURI("c:notes"), "a one-letter scheme is a file name")
    }

    func testTheExporterWritesEachDocumentUnderAFreeNameAndTheMoverNeverReplaces() throws {
        try onMain {
            let folder = TemporaryFolder()
            _ = folder.file("Untitled.txt", "taken")
            let export = DocumentExport(
                documents: [ExportedDocument(PlainNote(text: "one")), ExportedDocument(PlainNote(text: "two"))],
                types: [.plainText], defaultFilename: nil)
            XCTAssertEqual(export.suggestedName, "Untitled.txt")
            let urls = DocumentExport.freeNames(count: 2, in: folder.url, type: .plainText)
            XCTAssertEqual(urls.map(\.lastPathComponent), ["Untitled 2.txt", "Untitled 3.txt"])
            XCTAssertEqual(try export.write(urls).get(), urls)
            XCTAssertEqual(try String(contentsOf: urls[1], encoding: .utf8), "two")
            XCTAssertEqual(
                DocumentExport(documents: [], types: [.json], defaultFilename: "Open Items").suggestedName, "Open Items.json")

            let inbox = folder.url.appendingPathComponent("Inbox")
            try FileManager.default.createDirectory(at: inbox, withIntermediateDirectories: true)
            let moved = try FileMove.move([urls[0]], into: inbox)
            XCTAssertEqual(moved.map(\.lastPathComponent), ["Untitled 2.txt"])
            XCTAssertFalse(FileManager.default.fileExists(atPath: urls[0].path))
            _ = folder.file("Untitled 3.txt", "again")
            try Data("other".utf8).write(to: inbox.appendingPathComponent("Untitled 3.txt"))
            XCTAssertThrowsError(try FileMove.move([urls[1]], into: inbox), "a file of that name is there")
            XCTAssertEqual(try String(contentsOf: inbox.appendingPathComponent("Untitled 3.txt"), encoding: .utf8), "other")
        }
    }
}
