// A server console in the style of macOS clients for self-hosted services
// (chat front ends for local models, developer utilities): the address is
// edited in a field written with the older `onEditingChanged:onCommit:`
// initializer, a failed check shows an alert built from a `LocalizedError`,
// the sidebar's toolbar is empty on this platform (its items are iOS-only),
// and every view keeps its `PreviewProvider` beside it.
import Foundation
import GtkUI

struct ConnectionFailure: LocalizedError {
    let host: String
    var errorDescription: String? { "Cannot reach \(host)" }
    var recoverySuggestion: String? { "Start the server or fix the address." }
}

struct ServerConsoleView: View {
    @State var address = "localhost:11434"
    @State var isEditing = false
    @State var checks = 0
    @State var failure: ConnectionFailure?
    @State var showsFailure = false
    @State var token = ""

    var body: some View {
        NavigationSplitView {
            List {
                Text("Servers")
                Text(address)
            }
            .toolbar {
                #if os(iOS)
                    ToolbarItem(placement: .topBarTrailing) { EditButton() }
                #endif
            }
        } detail: {
            Form {
                TextField("Server address", text: $address, onEditingChanged: { isEditing = $0 }, onCommit: check)
                SecureField("API token", text: $token, onCommit: check)
                Text("Checked \(checks) times")
                if isEditing { Text("Editing address") }
            }
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Check", systemImage: "bolt.horizontal", action: check)
                }
            }
            .alert(isPresented: $showsFailure, error: failure) {}
        }
        .navigationTitle("Server Console")
    }

    private func check() {
        checks += 1
        if !address.hasPrefix("localhost") {
            failure = ConnectionFailure(host: address)
            showsFailure = true
        }
    }
}

struct ServerConsoleView_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            ServerConsoleView()
                .previewDisplayName("Local server")
            ServerConsoleView(address: "example.org:8080")
                .previewLayout(.sizeThatFits)
                .previewDevice(PreviewDevice(rawValue: "Mac"))
        }
    }
}
