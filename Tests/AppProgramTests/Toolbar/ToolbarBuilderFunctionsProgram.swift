// Toolbar content returned from properties and functions, with the item
// types spelled out as some apps do.
import GtkUI

struct ToolbarBuilderFunctionsProgram: View {
    @State private var count = 0

    var body: some View {
        Text("\(count)")
            .toolbar { toolbarContent }
    }

    @ToolbarContentBuilder
    var toolbarContent: some ToolbarContent {
        incrementItem()
        resetItem(enabled: count > 0)
    }

    func incrementItem() -> ToolbarItem<(), Button<Text>> {
        ToolbarItem(placement: .primaryAction) {
            Button("Increment") { count += 1 }
        }
    }

    @ToolbarContentBuilder
    func resetItem(enabled: Bool) -> some ToolbarContent {
        if enabled {
            ToolbarItem(placement: .cancellationAction) {
                Button("Reset") { count = 0 }
            }
        }
    }
}

/// A customizable item built by a function, typed as SwiftUI types it.
func customizableShareItem() -> ToolbarItem<String, Text> {
    ToolbarItem(id: "share", placement: .automatic, showsByDefault: false) { Text("Share") }
}
