// A searchable list whose rows react to the search state, with a
// search field the app presents itself.
import GtkUI

struct SearchResults: View {
    let query: String
    @Environment(\.isSearching) private var isSearching
    @Environment(\.dismissSearch) private var dismissSearch

    var body: some View {
        VStack {
            Text(isSearching ? "Results for \(query)" : "Recent items")
            if isSearching {
                Button("Done Searching") { dismissSearch() }
            }
        }
    }
}

struct SearchingListProgram: View {
    @State private var query = ""
    @State private var isPresented = false

    var body: some View {
        SearchResults(query: query)
            .searchable(text: $query, isPresented: $isPresented, placement: .toolbar, prompt: Text("Find items"))
            .toolbar {
                Button("Search", systemImage: "magnifyingglass") { isPresented = true }
            }
    }
}
