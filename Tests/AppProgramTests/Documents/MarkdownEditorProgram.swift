// A Markdown editor as SwiftUI apps write one with a reference document:
// the document is an ObservableObject, its edits register undo with the
// window's undo manager, and the editor shows a live outline.
import GtkUI
import UniformTypeIdentifiers

extension UTType {
    /// Markdown, as another app declares it.
    static let markdownDocument = UTType(importedAs: "net.daringfireball.markdown", conformingTo: .plainText)
}

final class MarkdownDocument: ReferenceFileDocument, @unchecked Sendable {
    static var readableContentTypes: [UTType] { [.markdownDocument, .plainText] }

    @Published var text: String

    init(text: String = "# Notes\n") {
        self.text = text
    }

    required init(configuration: ReadConfiguration) throws {
        guard let data = configuration.file.regularFileContents else { throw CocoaError(.fileReadCorruptFile) }
        text = String(decoding: data, as: UTF8.self)
    }

    func snapshot(contentType: UTType) throws -> String { text }

    func fileWrapper(snapshot: String, configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(snapshot.utf8))
    }

    /// The document's headings, for the outline.
    var headings: [String] {
        text.split(separator: "\n").filter { $0.hasPrefix("#") }.map { $0.drop { $0 == "#" || $0 == " " } }.map(String.init)
    }

    /// Puts a heading at the top, undoably.
    @MainActor
    func insertHeading(_ heading: String, undoManager: UndoManager?) {
        replaceText(with: "# \(heading)\n" + text, actionName: "Insert Heading", undoManager: undoManager)
    }

    @MainActor
    func replaceText(with newText: String, actionName: String, undoManager: UndoManager?) {
        let oldText = text
        text = newText
        undoManager?.registerUndo(withTarget: self) { document in
            document.replaceText(with: oldText, actionName: actionName, undoManager: undoManager)
        }
        undoManager?.setActionName(actionName)
    }
}

struct MarkdownEditor: View {
    @ObservedObject var document: MarkdownDocument
    @Environment(\.undoManager) private var undoManager
    @State private var showsOutline = true

    var body: some View {
        TextEditor(text: $document.text)
            .font(.system(.body, design: .monospaced))
            .inspector(isPresented: $showsOutline) {
                OutlineView()
            }
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Insert Heading") {
                        document.insertHeading("Chapter", undoManager: undoManager)
                    }
                }
                ToolbarItem(placement: .automatic) {
                    Button("Undo \(undoManager?.undoActionName ?? "")") { undoManager?.undo() }
                        .disabled(undoManager?.canUndo != true)
                }
            }
    }
}

struct OutlineView: View {
    @EnvironmentObject var document: MarkdownDocument
    @Environment(\.documentConfiguration) private var configuration

    var body: some View {
        VStack(alignment: .leading) {
            Text(configuration?.fileURL?.lastPathComponent ?? "Not saved")
            ForEach(document.headings, id: \.self) { heading in
                Text(heading)
            }
        }
        .inspectorColumnWidth(220)
    }
}

struct MarkdownApp: Scene {
    var body: some Scene {
        DocumentGroup(newDocument: { MarkdownDocument() }) { file in
            MarkdownEditor(document: file.document)
        }
        .commands {
            InspectorCommands()
            TextEditingCommands()
        }
    }
}
