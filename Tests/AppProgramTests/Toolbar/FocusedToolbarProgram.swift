// Toolbar content that follows the focused document and the environment.
import GtkUI

struct SelectedDocumentKey: FocusedValueKey {
    typealias Value = String
}

extension FocusedValues {
    var selectedDocument: String? {
        get { self[SelectedDocumentKey.self] }
        set { self[SelectedDocumentKey.self] = newValue }
    }
}

struct DocumentToolbar: ToolbarContent {
    @FocusedValue(\.selectedDocument) private var document
    @Environment(\.isEnabled) private var isEnabled

    var body: some ToolbarContent {
        ToolbarItem(placement: .primaryAction) {
            Button(document.map { "Export \($0)" } ?? "Export", systemImage: "square.and.arrow.up") {}
                .disabled(!isEnabled || document == nil)
        }
    }
}

struct FocusedToolbarProgram: View {
    var body: some View {
        Text("Documents")
            .toolbar { DocumentToolbar() }
    }
}
