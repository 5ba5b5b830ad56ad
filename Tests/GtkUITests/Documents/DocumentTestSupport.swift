import Foundation
import Gtk
import GtkTestSupport
import UniformTypeIdentifiers
import XCTest

@testable import GtkUI

/// A plain text document, as apps write one.
struct NoteFile: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    var text: String

    init(text: String = "") { self.text = text }

    init(configuration: ReadConfiguration) throws {
        guard let data = configuration.file.regularFileContents, let text = String(data: data, encoding: .utf8) else {
            throw CocoaError(.fileReadCorruptFile)
        }
        self.text = text
    }

    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(text.utf8))
    }
}

/// A note editor: the text, and a button that changes the document by code.
struct NoteEditorView: View {
    @Binding var note: NoteFile
    var body: some View {
        VStack {
            Button("Shout") { note.text = note.text.uppercased() }
            TextEditor(text: $note.text)
        }
    }
}

/// The note app's scene: a document group of `NoteFile`s.
struct NotesScene: Scene {
    var body: some Scene {
        DocumentGroup(newDocument: NoteFile(text: "one")) { file in
            NoteEditorView(note: file.$document)
        }
    }
}

/// A folder of its own for a test's files, removed afterwards.
final class TemporaryFolder {
    let url: URL
    init() {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("DocumentTests-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(at: url) }

    /// Writes `text` to `name` in the folder and returns its URL.
    func file(_ name: String, _ text: String) -> URL {
        let file = url.appendingPathComponent(name)
        try? Data(text.utf8).write(to: file)
        return file
    }
}

/// A document window shown without an app runtime: the session's content
/// in a window of its own host.
@MainActor
final class DocumentWindow {
    let window = Gtk::Window()
    let host: WindowHost
    let content: HostingRoot
    let session: DocumentSession

    init(_ session: DocumentSession, kind: DocumentKind) {
        self.session = session
        host = WindowHost(window: window)
        host.document = session
        content = kind.makeContent(session, host, UpdateScheduler())
        window.setChild(content.widget)
        window.present()
        flush()
    }

    /// The editor's text buffer, where the user types.
    var buffer: TextBuffer? { find(TextEditorNode.self, in: content).first?.textView.buffer }

    func flush() { (content as? any FlushableRoot)?.flushNow() }

    func close() { if window.isAlive { window.destroy() } }
}

/// Hosting roots whose pending renders a test applies at once.
@MainActor
protocol FlushableRoot { func flushNow() }

extension HostingView: FlushableRoot {
    func flushNow() { flush() }
}

/// An app runtime for `scene`, registered on the session bus (so it may
/// have windows) but not running; a fresh application id each time.
@MainActor
func documentRuntime<S: Scene>(_ scene: S, file: StaticString = #filePath, line: UInt = #line) -> AppRuntime {
    DocumentRuntimeCounter.next += 1
    let runtime = AppRuntime(
        appID: "org.gtkui.DocumentTests.App\(getpid())x\(DocumentRuntimeCounter.next)",
        about: AboutInfo(name: "Notes", version: "1.0"), scene: scene)
    XCTAssertTrue(runtime.application.register(), "registered as the primary instance", file: file, line: line)
    return runtime
}

@MainActor
private enum DocumentRuntimeCounter {
    static var next = 0
}

/// Closes every window of `runtime` without asking.
@MainActor
func closeAll(_ runtime: AppRuntime) {
    for record in runtime.windows where record.host.window.isAlive { record.host.window.destroy() }
}
