// A document editor whose toolbar the user customizes (macOS), with items
// left out of the default set.
import GtkUI

struct CustomizableEditorProgram: View {
    @State private var text = "Chapter one"
    @State private var bold = false
    @State private var wordCount = false

    var body: some View {
        TextEditor(text: $text)
            .navigationTitle("Draft")
            .toolbar(id: "editor") {
                ToolbarItem(id: "bold", placement: .primaryAction) {
                    Toggle("Bold", systemImage: "bold", isOn: $bold)
                }
                ToolbarItem(id: "wordCount", placement: .primaryAction, showsByDefault: false) {
                    Toggle("Word Count", systemImage: "number", isOn: $wordCount)
                }
                ToolbarSpacer(.flexible)
                ToolbarItem(id: "share") {
                    ShareLink(item: text)
                }
                .defaultCustomization(options: .alwaysAvailable)
            }
    }
}
