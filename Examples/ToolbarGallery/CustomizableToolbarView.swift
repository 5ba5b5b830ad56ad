// The customizable toolbar (`toolbar(id:)`): items with ids the user
// rearranges in the Customize Toolbar palette (right-click the toolbar, or
// View ▸ Customize Toolbar…), some only offered there, spacers, and items
// that cannot be removed.
import Foundation
import GtkUI

/// A page editor whose toolbar the user customizes.
struct CustomizableToolbarView: View {
    @State private var bold = false
    @State private var italic = false
    @State private var alignment = "Left"
    @State private var pages = 1
    @State private var log = "Right-click the toolbar to customize it."

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(log)
            Text("\(pages) \(pages == 1 ? "page" : "pages"), aligned \(alignment)\(bold ? ", bold" : "")\(italic ? ", italic" : "")")
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .navigationTitle("Customizable Toolbar")
        .toolbarRole(.editor)
        .toolbar(id: "gallery.customizable") {
            ToolbarItem(id: "sidebar", placement: .navigation) {
                Button("Pages", systemImage: "sidebar.left") { log = "Pages shown" }
            }
            .customizationBehavior(.disabled)
            ToolbarItem(id: "new-page", placement: .primaryAction) {
                Button("New Page", systemImage: "doc.badge.plus") {
                    pages += 1
                    log = "Added page \(pages)"
                }
            }
            .customizationBehavior(.reorderable)
            ToolbarItem(id: "bold") {
                Toggle("Bold", systemImage: "bold", isOn: $bold)
            }
            ToolbarItem(id: "italic") {
                Toggle("Italic", systemImage: "italic", isOn: $italic)
            }
            ToolbarSpacer(.fixed)
            ToolbarItem(id: "alignment") {
                ControlGroup {
                    Button("Align Left", systemImage: "text.alignleft") { alignment = "Left" }
                    Button("Center", systemImage: "text.aligncenter") { alignment = "Center" }
                    Button("Align Right", systemImage: "text.alignright") { alignment = "Right" }
                } label: {
                    Label("Alignment", systemImage: "text.aligncenter")
                }
            }
            ToolbarSpacer(.flexible)
            ToolbarItem(id: "word-count", showsByDefault: false) {
                Button("Word Count", systemImage: "list.number") { log = "412 words" }
            }
            ToolbarItem(id: "print") {
                Button("Print", systemImage: "printer") { log = "Printed" }
            }
            .defaultCustomization(.hidden)
            ToolbarItem(id: "share") {
                ShareLink(item: URL(string: "https://example.org/gallery/pages")!)
            }
            .defaultCustomization(options: .alwaysAvailable)
        }
    }
}
