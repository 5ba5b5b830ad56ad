// An iPhone-style compose screen written without `#if os(iOS)`: the top
// bar's leading and trailing placements (and their older navigation bar
// spellings), a bottom ornament, an accessory bar, a keyboard accessory,
// and a search field with tokens moved into the bottom bar.
import GtkUI

/// A mailbox that a search narrows by tokens.
struct MailFilter: Identifiable, Hashable {
    let id: String
    let systemImage: String

    static let all = [
        MailFilter(id: "Unread", systemImage: "envelope"),
        MailFilter(id: "Flagged", systemImage: "flag"),
        MailFilter(id: "Attachments", systemImage: "paperclip")
    ]
}

/// The compose screen.
struct IOSPlacementsView: View {
    @State private var query = ""
    @State private var filters: [MailFilter] = []
    @State private var bold = false
    @State private var log = "Composing"

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(log)
            Text(filters.isEmpty ? "No filters" : "Filtered by \(filters.map(\.id).joined(separator: ", "))")
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .navigationTitle("iOS Placements")
        .navigationBarTitleDisplayMode(.inline)
        .toolbarTitleDisplayMode(.inlineLarge)
        .toolbarRole(.navigationStack)
        .searchable(text: $query, tokens: $filters, placement: .toolbar, prompt: "Search Mail") { filter in
            Label(filter.id, systemImage: filter.systemImage)
        }
        .searchSuggestions {
            ForEach(MailFilter.all.filter { !filters.contains($0) }) { filter in
                Label(filter.id, systemImage: filter.systemImage).searchCompletion(filter)
            }
        }
        .toolbar {
            ToolbarItem(placement: .topBarLeading) {
                Button("Drafts", systemImage: "tray") { log = "Drafts" }
            }
            ToolbarItem(placement: .navigationBarLeading) {
                Button("Close", systemImage: "xmark") { log = "Closed" }
            }
            ToolbarItem(placement: .topBarTrailing) {
                Button("Send", systemImage: "paperplane") { log = "Sent" }
            }
            ToolbarItem(placement: .navigationBarTrailing) {
                Button("Attach", systemImage: "paperclip") { log = "Attached" }
            }
            ToolbarItem(placement: .bottomOrnament) {
                Button("Record", systemImage: "mic") { log = "Recording" }
            }
            ToolbarItem(placement: .accessoryBar(id: "formatting")) {
                Toggle("Bold", systemImage: "bold", isOn: $bold)
            }
            DefaultToolbarItem(kind: .search, placement: .bottomBar)
            ToolbarItem(placement: .keyboard) {
                Button("Done Typing") { log = "Keyboard hidden" }
            }
        }
    }
}
