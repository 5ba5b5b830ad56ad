import GtkUI

/// The inspector: the canvas's properties beside it.
struct CanvasInspector: View {
    @Binding var canvas: Canvas
    @Binding var strokes: Int

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Canvas")
            Toggle("Snap to Grid", isOn: $canvas.snapsToGrid)
                .toggleStyle(.switch)
            Stepper("Strokes: \(strokes)", value: $strokes, in: 0...999)
            Button("Erase All", role: .destructive) { strokes = 0 }
                .disabled(strokes == 0)
        }
        .padding()
    }
}
