// A full-screen reader that hides its bars and asks for a transparent,
// dark navigation bar, with iOS-only title settings left in.
import GtkUI

struct BarModifiersProgram: View {
    @State private var hidesBars = false

    var body: some View {
        Text("Page 12")
            .navigationTitle("Reader")
            .navigationBarTitleDisplayMode(.inline)
            .toolbarTitleDisplayMode(.inline)
            .toolbarRole(.editor)
            .toolbar {
                ToolbarItem { Toggle("Hide Bars", isOn: $hidesBars) }
                ToolbarItem(placement: .bottomBar) { Button("Contents") {} }
            }
            .toolbar(hidesBars ? .hidden : .visible, for: .bottomBar)
            .toolbarBackground(.hidden, for: .navigationBar)
            .toolbarColorScheme(.dark, for: .navigationBar)
    }
}
