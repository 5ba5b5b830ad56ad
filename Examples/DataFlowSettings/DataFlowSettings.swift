// A small settings app as a SwiftUI developer writes one: a preference in
// @AppStorage (shared live by every window, kept across launches) and a
// per-window section in @SceneStorage (restored with its window). The
// end-to-end test Tests/e2e/test_data_flow_storage.py drives it; "Open Help"
// opens a URL with the desktop (`@Environment(\.openURL)`).
import GtkUI

enum Section: String, CaseIterable {
    case notes = "Notes"
    case tasks = "Tasks"
}

struct SettingsView: View {
    @AppStorage("showsPreview") private var showsPreview = false
    @SceneStorage("section") private var section = Section.notes
    @Environment(\.openURL) private var openURL

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Toggle("Show Preview", isOn: $showsPreview)
            Text(showsPreview ? "Preview: On" : "Preview: Off")
            HStack {
                ForEach(Section.allCases, id: \.self) { choice in
                    Button(choice.rawValue) { section = choice }
                }
            }
            Text("Section: \(section.rawValue)")
            Button("Open Help") { openURL(URL(string: "x-gtkui-settings-help:intro")!) }
        }
        .padding()
        .toolbar(id: "settings") {
            ToolbarItem(id: "preview", placement: .primaryAction) {
                Toggle("Preview", isOn: $showsPreview)
            }
        }
    }
}

@main
struct DataFlowSettingsApp: App {
    var body: some Scene {
        WindowGroup("Settings Sample") {
            SettingsView()
        }
    }
}
