// Presentation pages: a sheet, alerts, popovers, a full-screen cover, an
// inspector, a context menu and the file choosers, each opened by a button.
import GtkUI
import UniformTypeIdentifiers

struct SheetPage: View {
    @State private var showsSheet = false

    var body: some View {
        ShowcasePage {
            Text("A sheet is a modal window with Cancel and Done in its header bar. The toolbar's New Item button opens it too.")
            Button("Show Sheet") { showsSheet = true }
        }
        .sheet(isPresented: $showsSheet) {
            NewItemSheet()
        }
    }
}

struct NewItemSheet: View {
    @Environment(\.dismiss) private var dismiss
    @State private var name = "Untitled"
    @State private var kind = "Note"

    var body: some View {
        Form {
            TextField("Name", text: $name)
            Picker("Kind", selection: $kind) {
                ForEach(["Note", "Task", "Event"], id: \.self) { Text($0) }
            }
        }
        .formStyle(.grouped)
        .frame(width: 380)
        .navigationTitle("New Item")
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button("Cancel", role: .cancel) { dismiss() }
            }
            ToolbarItem(placement: .confirmationAction) {
                Button("Done") { dismiss() }
            }
        }
    }
}

struct TipsPopover: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Tips").font(.headline)
            Text("Select a page in the sidebar to see its views.")
        }
        .padding()
        .frame(width: 260)
    }
}

struct AlertsPage: View {
    @State private var showsAlert = false
    @State private var showsDialog = false
    @State private var outcome = "No choice yet"

    var body: some View {
        ShowcasePage {
            HStack {
                Button("Show Alert") { showsAlert = true }
                Button("Show Confirmation Dialog") { showsDialog = true }
            }
            Text(outcome)
        }
        .alert("Delete the draft?", isPresented: $showsAlert) {
            Button("Cancel", role: .cancel) { outcome = "Kept the draft" }
            Button("Delete", role: .destructive) { outcome = "Deleted the draft" }
        } message: {
            Text("This cannot be undone.")
        }
        .confirmationDialog("Empty the trash?", isPresented: $showsDialog, titleVisibility: .visible) {
            Button("Empty Trash", role: .destructive) { outcome = "Emptied the trash" }
            Button("Move to Archive") { outcome = "Archived the trash" }
        } message: {
            Text("The items in the trash will be removed.")
        }
    }
}

struct PopoversPage: View {
    @State private var showsPopover = false

    var body: some View {
        ShowcasePage {
            Text("A popover on a button here, another on the toolbar's Tips button.")
            Button("Show Popover") { showsPopover = true }
                .popover(isPresented: $showsPopover, arrowEdge: .bottom) {
                    VStack(alignment: .leading, spacing: 8) {
                        Text("Popover").font(.headline)
                        Text("Press Escape to close it.")
                        Button("Close") { showsPopover = false }
                    }
                    .padding()
                }
        }
    }
}

struct FullScreenCoverPage: View {
    @State private var showsCover = false

    var body: some View {
        ShowcasePage {
            Button("Show Full Screen Cover") { showsCover = true }
        }
        .fullScreenCover(isPresented: $showsCover) {
            CoverView()
        }
    }
}

struct CoverView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "sparkles").font(.largeTitle)
            Text("Full Screen Cover").font(.largeTitle)
            Text("It covers the window until dismissed.")
            Button("Dismiss") { dismiss() }
                .buttonStyle(.borderedProminent)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .navigationTitle("Cover")
    }
}

struct InspectorPage: View {
    @State private var showsInspector = false
    @State private var opacity = 0.8

    var body: some View {
        ShowcasePage {
            Button(showsInspector ? "Hide Inspector" : "Show Inspector") { showsInspector.toggle() }
            RoundedRectangle(cornerRadius: 12)
                .fill(.teal)
                .opacity(opacity)
                .frame(width: 200, height: 120)
        }
        .inspector(isPresented: $showsInspector) {
            Form {
                Section("Appearance") {
                    Slider(value: $opacity, in: 0.2...1) { Text("Opacity") }
                    LabeledContent("Shape", value: "Rounded Rectangle")
                }
            }
            .inspectorColumnWidth(260)
        }
    }
}

struct ContextMenuPage: View {
    @State private var lastAction = "Right-click the card"

    var body: some View {
        ShowcasePage {
            Text("Project Card")
                .font(.title2)
                .frame(width: 260, height: 120)
                .background(.quaternary, in: RoundedRectangle(cornerRadius: 12))
                .contextMenu {
                    Button("Open") { lastAction = "Opened" }
                    Button("Duplicate") { lastAction = "Duplicated" }
                    Divider()
                    Button("Delete", role: .destructive) { lastAction = "Deleted" }
                }
            Text(lastAction)
        }
    }
}

struct FileDialogsPage: View {
    @State private var importing = false
    @State private var exporting = false
    @State private var moving = false
    @State private var status = "No file chosen"

    var body: some View {
        ShowcasePage {
            HStack {
                Button("Import…") { importing = true }
                Button("Export…") { exporting = true }
                Button("Move…") { moving = true }
            }
            Text(status)
        }
        .fileImporter(isPresented: $importing, allowedContentTypes: [.plainText]) { result in
            status = (try? result.get().lastPathComponent).map { "Imported \($0)" } ?? "Import failed"
        }
        .fileExporter(isPresented: $exporting, document: NoteDocument(), contentType: .plainText, defaultFilename: "Note") { result in
            status = (try? result.get().lastPathComponent).map { "Exported \($0)" } ?? "Export failed"
        }
        .fileMover(isPresented: $moving, file: URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("showcase.txt")) {
            result in
            status = (try? result.get().lastPathComponent).map { "Moved \($0)" } ?? "Move failed"
        }
    }
}

/// A plain-text document for the exporter.
struct NoteDocument: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    var text = "Hello from Showcase\n"

    init() {}

    init(configuration: ReadConfiguration) throws {
        text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
    }

    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(text.utf8))
    }
}
