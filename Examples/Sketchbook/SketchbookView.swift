import GtkUI
import UniformTypeIdentifiers

/// The main window: the canvas summary, with a toolbar that opens the
/// New Canvas sheet, asks before clearing and shows the inspector.
struct SketchbookView: View {
    @State private var canvas = Canvas()
    @State private var strokes = 12
    @State private var showingNewCanvas = false
    @State private var confirmingClear = false
    @State private var showingInspector = false
    @State private var importing = false
    @State private var importedImage: String?

    var body: some View {
        VStack(spacing: 12) {
            Text(canvas.name)
            Text("\(canvas.width) × \(canvas.height) px on \(canvas.background.rawValue)")
            Text(strokes == 1 ? "1 stroke" : "\(strokes) strokes")
            Text("Due \(canvas.due.formatted(date: .abbreviated, time: .omitted))")
            if let importedImage { Text("Imported \(importedImage)") }
            if !canvas.notes.isEmpty { Text(canvas.notes).foregroundStyle(.secondary) }
            ProgressView("Ink used", value: Double(min(strokes, 100)), total: 100)
                .frame(width: 240)
        }
        .padding()
        .navigationTitle($canvas.name)
        .toolbarTitleMenu {
            RenameButton()
            Button("Show Inspector") { showingInspector = true }
        }
        .inspector(isPresented: $showingInspector) {
            CanvasInspector(canvas: $canvas, strokes: $strokes)
                .inspectorColumnWidth(260)
        }
        .toolbar(id: "sketchbook") {
            ToolbarItem(id: "new", placement: .primaryAction) {
                Button("New Canvas", systemImage: "plus") { showingNewCanvas = true }
            }
            ToolbarItem(id: "clear", placement: .primaryAction) {
                Button("Clear", systemImage: "trash") { confirmingClear = true }
            }
            ToolbarItem(id: "import", placement: .primaryAction) {
                Button("Import Image", systemImage: "square.and.arrow.down") { importing = true }
            }
            ToolbarItem(id: "inspector", placement: .primaryAction) {
                Toggle("Inspector", systemImage: "sidebar.right", isOn: $showingInspector)
            }
        }
        .fileImporter(isPresented: $importing, allowedContentTypes: [.png, .jpeg]) { result in
            if case .success(let url) = result { importedImage = url.lastPathComponent }
        }
        .sheet(isPresented: $showingNewCanvas) {
            NewCanvasSheet(canvas: $canvas)
        }
        .alert("Clear the canvas?", isPresented: $confirmingClear) {
            Button("Clear", role: .destructive) { strokes = 0 }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("All \(strokes) strokes will be erased.")
        }
    }
}
