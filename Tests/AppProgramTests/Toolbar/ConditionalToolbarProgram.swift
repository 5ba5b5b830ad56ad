// Toolbar content that depends on state: if/else, if let, switch.
import GtkUI

enum EditorMode: String, CaseIterable {
    case reading, editing, reviewing
}

struct ConditionalToolbarProgram: View {
    @State private var mode = EditorMode.reading
    @State private var selectedFile: String? = "Report.txt"
    @State private var isLocked = false

    var body: some View {
        Text(mode.rawValue)
            .toolbar {
                if isLocked {
                    ToolbarItem { Button("Unlock", systemImage: "lock.open") { isLocked = false } }
                } else {
                    ToolbarItem { Button("Lock", systemImage: "lock") { isLocked = true } }
                }
                if let selectedFile {
                    ToolbarItem(placement: .navigation) {
                        Button("Close \(selectedFile)") { self.selectedFile = nil }
                    }
                }
                switch mode {
                case .reading:
                    ToolbarItem { Button("Edit") { mode = .editing } }
                case .editing:
                    ToolbarItem { Button("Review") { mode = .reviewing } }
                case .reviewing:
                    ToolbarItem { Button("Finish") { mode = .reading } }
                }
            }
    }
}
