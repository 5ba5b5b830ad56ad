// Preferences in @AppStorage as SwiftUI apps keep them: plain values and
// an enumeration, with a toolbar toggle bound to the same key.
import GtkUI

enum ListDensity: String, CaseIterable, Identifiable {
    case compact, comfortable
    var id: String { rawValue }
}

struct SettingsProgramView: View {
    @AppStorage("showsWordCount") private var showsWordCount = true
    @AppStorage("fontSize") private var fontSize = 13.0
    @AppStorage("density") private var density = ListDensity.comfortable

    var body: some View {
        VStack(alignment: .leading) {
            Toggle("Show Word Count", isOn: $showsWordCount)
            Slider(value: $fontSize, in: 9...30)
            Picker("Density", selection: $density) {
                ForEach(ListDensity.allCases) { Text($0.rawValue.capitalized).tag($0) }
            }
            Text("Font \(Int(fontSize)) pt, \(density.rawValue), word count \(showsWordCount ? "shown" : "hidden")")
        }
        .toolbar(id: "settings") {
            ToolbarItem(id: "wordCount", placement: .primaryAction) {
                Toggle("Word Count", isOn: $showsWordCount)
            }
        }
    }
}
