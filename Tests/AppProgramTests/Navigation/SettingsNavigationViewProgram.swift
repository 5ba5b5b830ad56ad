// A settings screen as older SwiftUI apps write it: a NavigationView around
// a list of destination links, with the deprecated navigationBarTitle.
import GtkUI

struct SettingsScreen: View {
    var body: some View {
        NavigationView {
            List {
                NavigationLink(destination: GeneralSettings()) { Label("General", systemImage: "gear") }
                NavigationLink("Privacy") { Text("Privacy settings") }
            }
            .navigationBarTitle("Settings")
        }
        .navigationViewStyle(.stack)
    }
}

struct GeneralSettings: View {
    @State private var sounds = true
    var body: some View {
        Toggle("Play Sounds", isOn: $sounds).navigationTitle("General")
    }
}
