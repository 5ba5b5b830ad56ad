// iOS-style placements written without `#if`: leading and trailing
// navigation bar items and a keyboard accessory, mapped to GNOME.
import GtkUI

struct IOSPlacementsProgram: View {
    @State private var text = ""

    var body: some View {
        TextEditor(text: $text)
            .navigationTitle("Compose")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) { Button("Drafts") {} }
                ToolbarItem(placement: .navigationBarLeading) { Button("Close") {} }
                ToolbarItem(placement: .topBarTrailing) { Button("Send") {} }
                ToolbarItem(placement: .navigationBarTrailing) { Button("Attach", systemImage: "paperclip") {} }
                ToolbarItemGroup(placement: .keyboard) {
                    Spacer()
                    Button("Hide Keyboard") {}
                }
                ToolbarItem(placement: .bottomOrnament) { Text("visionOS ornament") }
                ToolbarItem(placement: .accessoryBar(id: "formatting")) { Button("Bold") {} }
            }
    }
}
