import GtkUI

/// The Settings window's content.
struct SketchbookSettings: View {
    @State private var autosave = true
    @State private var brushSize = 4
    @State private var author = ""

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Toggle("Save Automatically", isOn: $autosave)
                .toggleStyle(.switch)
            Stepper("Brush Size: \(brushSize) pt", value: $brushSize, in: 1...64)
            TextField("Author", text: $author, prompt: Text("Your name"))
        }
        .padding()
        .tint(.orange)
        .frame(width: 320)
        .navigationTitle("Preferences")
    }
}
