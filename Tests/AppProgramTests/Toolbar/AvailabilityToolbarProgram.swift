// Toolbar items behind availability checks, as apps supporting several
// OS versions write them.
import GtkUI

struct AvailabilityToolbarProgram: View {
    var body: some View {
        Text("Timeline")
            .toolbar {
                if #available(macOS 14, iOS 17, *) {
                    ToolbarItem(placement: .primaryAction) {
                        Button("Inspector", systemImage: "sidebar.right") {}
                    }
                } else {
                    ToolbarItem(placement: .primaryAction) {
                        Button("Info", systemImage: "info.circle") {}
                    }
                }
                #if os(iOS)
                    ToolbarItem(placement: .topBarTrailing) { Button("iOS Only") {} }
                #endif
            }
    }
}
