// An edit form presented modally: Cancel and Save, as iOS and macOS sheets have.
import GtkUI

struct EditItemFormProgram: View {
    @State private var name = "Milk"
    @State private var saved = false

    var body: some View {
        VStack {
            Text(saved ? "Saved \(name)" : "Editing \(name)")
            TextEditor(text: $name)
        }
        .navigationTitle("Edit Item")
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button("Cancel") { name = "Milk" }
            }
            ToolbarItem(placement: .confirmationAction) {
                Button("Save") { saved = true }
                    .disabled(name.isEmpty)
            }
        }
    }
}
