// A busy editor toolbar: more than twenty items in one builder.
import GtkUI

struct ManyItemsProgram: View {
    @State private var used = 0

    var body: some View {
        Text("Used tool \(used)")
            .toolbar {
                ToolbarItem(placement: .navigation) { Button("Tool 1") { used = 1 } }
                ToolbarItem(placement: .navigation) { Button("Tool 2") { used = 2 } }
                ToolbarItem(placement: .navigation) { Button("Tool 3") { used = 3 } }
                ToolbarItem(placement: .primaryAction) { Button("Tool 4") { used = 4 } }
                ToolbarItem(placement: .primaryAction) { Button("Tool 5") { used = 5 } }
                ToolbarItem(placement: .primaryAction) { Button("Tool 6") { used = 6 } }
                ToolbarItem(placement: .primaryAction) { Button("Tool 7") { used = 7 } }
                ToolbarItem(placement: .primaryAction) { Button("Tool 8") { used = 8 } }
                ToolbarItem(placement: .primaryAction) { Button("Tool 9") { used = 9 } }
                ToolbarItem(placement: .primaryAction) { Button("Tool 10") { used = 10 } }
                ToolbarItem(placement: .primaryAction) { Button("Tool 11") { used = 11 } }
                ToolbarItem(placement: .primaryAction) { Button("Tool 12") { used = 12 } }
                ToolbarItem(placement: .primaryAction) { Button("Tool 13") { used = 13 } }
                ToolbarItem(placement: .primaryAction) { Button("Tool 14") { used = 14 } }
                ToolbarItem(placement: .primaryAction) { Button("Tool 15") { used = 15 } }
                ToolbarItem(placement: .primaryAction) { Button("Tool 16") { used = 16 } }
                ToolbarItem(placement: .primaryAction) { Button("Tool 17") { used = 17 } }
                ToolbarItem(placement: .primaryAction) { Button("Tool 18") { used = 18 } }
                ToolbarItem(placement: .primaryAction) { Button("Tool 19") { used = 19 } }
                ToolbarItem(placement: .primaryAction) { Button("Tool 20") { used = 20 } }
                ToolbarItem(placement: .primaryAction) { Button("Tool 21") { used = 21 } }
                ToolbarItem(placement: .primaryAction) { Button("Tool 22") { used = 22 } }
            }
    }
}
