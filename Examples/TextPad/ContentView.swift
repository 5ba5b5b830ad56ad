import GtkUI

struct ContentView: View {
    @Binding var document: TextDocument
    @AppStorage("fontSize") private var fontSize = 14.0
    @AppStorage("monospaced") private var monospaced = false

    var body: some View {
        TextEditor(text: $document.text)
            .font(.system(size: fontSize, design: monospaced ? .monospaced : .default))
            .toolbar(id: "editing") {
                ToolbarItem(id: "fontSize") {
                    Picker("Font Size", selection: $fontSize) {
                        ForEach([11.0, 12.0, 14.0, 16.0, 18.0, 24.0], id: \.self) { size in
                            Text("\(Int(size)) pt").tag(size)
                        }
                    }
                    .pickerStyle(.menu)
                }
                ToolbarItem(id: "monospaced") {
                    Toggle(isOn: $monospaced) {
                        Label("Monospaced", systemImage: "textformat")
                    }
                }
                ToolbarItem(id: "insertDate") {
                    Button {
                        document.text += Date.now.formatted(date: .abbreviated, time: .shortened)
                    } label: {
                        Label("Insert Date", systemImage: "calendar")
                    }
                }
                ToolbarItem(id: "clear", placement: .secondaryAction) {
                    Button(role: .destructive) {
                        document.text = ""
                    } label: {
                        Label("Clear", systemImage: "trash")
                    }
                    .disabled(document.text.isEmpty)
                }
            }
            .toolbar {
                ToolbarItem(placement: .status) {
                    Text(statistics)
                }
            }
    }

    private var statistics: String {
        let words = document.text.split(whereSeparator: \.isWhitespace).count
        return "\(words) \(words == 1 ? "word" : "words"), \(document.text.count) characters"
    }
}
