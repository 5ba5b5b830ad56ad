import GtkUI

/// The New Canvas sheet: a form that edits a draft, applied by Create and
/// thrown away by Cancel (or Escape); Cancel and Create are the sheet's
/// toolbar items, at the ends of its header bar as in a GNOME dialog.
struct NewCanvasSheet: View {
    @Binding var canvas: Canvas
    @State private var draft = Canvas()
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            TextField("Name", text: $draft.name, prompt: Text("Canvas name"))
                .onSubmit(create)
            Stepper("Width: \(draft.width) px", value: $draft.width, in: 100...4000, step: 100)
            Stepper("Height: \(draft.height) px", value: $draft.height, in: 100...4000, step: 100)
            Picker("Background", selection: $draft.background) {
                ForEach(Canvas.Background.allCases, id: \.self) { background in
                    Text(background.rawValue).tag(background)
                }
            }
            DatePicker("Due", selection: $draft.due, displayedComponents: .date)
            Toggle("Snap to Grid", isOn: $draft.snapsToGrid)
                .toggleStyle(.switch)
            TextField("Notes", text: $draft.notes, prompt: Text("Optional"), axis: .vertical)
                .lineLimit(2...4)
        }
        .padding()
        .frame(width: 360)
        .navigationTitle("New Canvas")
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button("Cancel", role: .cancel) { dismiss() }
            }
            ToolbarItem(placement: .confirmationAction) {
                Button("Create", action: create)
                    .disabled(draft.name.isEmpty)
            }
        }
    }

    private func create() {
        guard !draft.name.isEmpty else { return }
        canvas = draft
        dismiss()
    }
}
