import GtkUI

/// The inspector: the canvas's properties beside it.
struct CanvasInspector: View {
    @Binding var canvas: Canvas
    @Binding var strokes: Int
    @Environment(\.openWindow) private var openWindow
    @State private var ink = Color.blue
    private let swatches: [Color] = [.red, .orange, .yellow, .green, .blue, .purple, .primary]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Canvas").font(.headline)
            Text("Brush ") + Text("Round").bold() + Text(", 4 pt").foregroundColor(.secondary)
            HStack {
                ForEach(swatches, id: \.self) { swatch in
                    Circle().fill(swatch).frame(width: 20, height: 20)
                }
            }
            Text(canvas.snapsToGrid ? "Snapping" : "Free")
                .padding(4)
                .background(.tint, in: Capsule())
                .foregroundStyle(Color.white)
            ColorPicker("Ink", selection: $ink)
            Toggle("Snap to Grid", isOn: $canvas.snapsToGrid)
                .toggleStyle(.switch)
            Stepper("Strokes: \(strokes)", value: $strokes, in: 0...999)
            Button("Erase All", role: .destructive) { strokes = 0 }
                .disabled(strokes == 0)
            Text("Strokes you erase cannot be brought back.")
                .foregroundStyle(.secondary)
                .lineLimit(2)
            Button("Open Details") { openWindow(id: "details", value: canvas.name) }
            Link("Drawing tips", destination: URL(string: "https://help.gnome.org/")!)
        }
        .padding()
    }
}
