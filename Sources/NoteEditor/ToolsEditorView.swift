import GtkUI

/// The seed's editor view.
///
/// The note's text and formatting live in a shared, persisted
/// `NoteDocument` instead of `@State`, so every window shows the same note
/// and nothing is lost across launches; the body is otherwise the seed's.
struct ToolsEditorView: View {
    @Bindable var note: NoteDocument

    var displayFont: Font {
        let font = Font.system(
            size: CGFloat(note.fontSize),
            weight: note.bold == true ? .bold : .regular)
        return note.italic == true ? font.italic() : font
    }

    var body: some View {
        VStack(spacing: 0) {
            if let status = note.status {
                NoteStatusBanner(status: status, note: note)
            }
            TextEditor(text: note.textBinding)
                .accessibilityLabel("Note")
                .font(displayFont)
        }
        .toolbar(id: "editingtools") {
            ToolbarItem(
                id: "sizeSelector", placement: .secondaryAction
            ) {
                Slider(
                    value: $note.fontSize,
                    in: NoteDocument.fontSizes,
                    minimumValueLabel:
                        Text("A").font(.system(size: 8)),
                    maximumValueLabel:
                        Text("A").font(.system(size: 16))
                ) {
                    Text("Font Size (\(Int(note.fontSize)))")
                }
                .frame(width: 150)
            }
            ToolbarItem(
                id: "bold", placement: .secondaryAction
            ) {
                Toggle(isOn: $note.bold) {
                    Image(systemName: "bold")
                }
            }
            ToolbarItem(
                id: "italic", placement: .secondaryAction
            ) {
                Toggle(isOn: $note.italic) {
                    Image(systemName: "italic")
                }
            }
        }
        .navigationTitle("My Note")
        .focusedSceneValue(\.note, note)
        .onDisappear { note.saveNow() }
    }
}

/// Publishes the window's note to the Format menu.
struct NoteKey: FocusedValueKey {
    typealias Value = NoteDocument
}

extension FocusedValues {
    /// The note of the active window.
    var note: NoteDocument? {
        get { self[NoteKey.self] }
        set { self[NoteKey.self] = newValue }
    }
}

/// The Format menu: every toolbar command is also a menu command, so a
/// hidden toolbar never hides a feature.
struct FormatCommands: Commands {
    @FocusedValue(\.note) var note: NoteDocument?

    var body: some Commands {
        CommandMenu("Format") {
            Toggle("Bold", isOn: Binding(get: { note?.bold ?? false }, set: { note?.bold = $0 }))
                .keyboardShortcut("b")
                .disabled(note == nil)
            Toggle("Italic", isOn: Binding(get: { note?.italic ?? false }, set: { note?.italic = $0 }))
                .keyboardShortcut("i")
                .disabled(note == nil)
            Divider()
            Button("Bigger") { note?.changeFontSize(by: 2) }
                .keyboardShortcut("+")
                .disabled(note == nil)
            Button("Smaller") { note?.changeFontSize(by: -2) }
                .keyboardShortcut("-")
                .disabled(note == nil)
        }
    }
}
