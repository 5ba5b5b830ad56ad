// Toolbar content factored into its own type, with state and a binding,
// as larger apps do.
import GtkUI

struct RemindersToolbar: ToolbarContent {
    @Binding var showsCompleted: Bool
    @State private var added = 0

    var body: some ToolbarContent {
        ToolbarItem(placement: .primaryAction) {
            Button("Add Reminder \(added)", systemImage: "plus") { added += 1 }
        }
        ToolbarItem(placement: .secondaryAction) {
            Toggle("Show Completed", isOn: $showsCompleted)
        }
    }
}

struct RemindersToolbarProgram: View {
    @State private var showsCompleted = false

    var body: some View {
        Text(showsCompleted ? "All reminders" : "Open reminders")
            .navigationTitle("Reminders")
            .toolbar { RemindersToolbar(showsCompleted: $showsCompleted) }
    }
}
