// Toolbar items generated from data with ForEach, and grouped with Group.
import GtkUI

struct FormatAction: Identifiable {
    let id: String
    let symbol: String
}

struct ForEachToolbarProgram: View {
    @State private var applied: [String] = []
    let actions = [
        FormatAction(id: "Heading", symbol: "textformat.size"),
        FormatAction(id: "Quote", symbol: "text.quote"),
        FormatAction(id: "List", symbol: "list.bullet")
    ]

    var body: some View {
        Text(applied.joined(separator: ", "))
            .toolbar {
                ForEach(actions) { action in
                    ToolbarItem(placement: .primaryAction) {
                        Button(action.id, systemImage: action.symbol) { applied.append(action.id) }
                    }
                }
                Group {
                    ToolbarItem(placement: .navigation) { Button("Undo", systemImage: "arrow.uturn.backward") {} }
                    ToolbarItem(placement: .navigation) { Button("Redo", systemImage: "arrow.uturn.forward") {} }
                }
            }
    }
}
