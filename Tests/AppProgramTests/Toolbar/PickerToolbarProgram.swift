// A view switcher in the title's place and a menu picker at the end.
import GtkUI

struct PickerToolbarProgram: View {
    @State private var layout = "Icons"
    @State private var zoom = 100

    var body: some View {
        Text("\(layout) at \(zoom)%")
            .toolbar {
                ToolbarItem(placement: .principal) {
                    Picker("Layout", selection: $layout) {
                        Text("Icons").tag("Icons")
                        Text("List").tag("List")
                        Text("Columns").tag("Columns")
                    }
                    .pickerStyle(.segmented)
                }
                ToolbarItem(placement: .primaryAction) {
                    Picker("Zoom", selection: $zoom) {
                        Text("50%").tag(50)
                        Text("100%").tag(100)
                        Text("200%").tag(200)
                    }
                    .pickerStyle(.menu)
                }
            }
    }
}
