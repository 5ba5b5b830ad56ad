import Combine
import Foundation
// Search-as-you-type with Combine, the way SwiftUI apps debounce it: the
// query is @Published, results follow it after a quiet period.
import GtkUI

final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [String] = []
    @Published private(set) var searches = 0
    private let catalog = ["Apples", "Apricots", "Bananas", "Blueberries", "Cherries"]

    init(quiet: RunLoop.SchedulerTimeType.Stride = .milliseconds(150)) {
        $query
            .debounce(for: quiet, scheduler: RunLoop.main)
            .removeDuplicates()
            .map { [catalog] query in
                query.isEmpty ? catalog : catalog.filter { $0.localizedCaseInsensitiveContains(query) }
            }
            .handleSearch(self)
            .assign(to: &$results)
    }

    fileprivate func countSearch() { searches += 1 }
}

extension Publisher where Failure == Never {
    /// Counts each search that reaches the results (the test checks the debounce).
    fileprivate func handleSearch(_ model: SearchModel) -> Publishers.Map<Self, Output> {
        map { [weak model] results in
            model?.countSearch()
            return results
        }
    }
}

struct SearchProgramView: View {
    @ObservedObject var model: SearchModel

    var body: some View {
        VStack(alignment: .leading) {
            Text("Search: \(model.query)")
            ForEach(model.results, id: \.self) { Text($0) }
            Text("\(model.results.count) results")
        }
        .toolbar(id: "search") {
            ToolbarItem(id: "clear", placement: .primaryAction) {
                Button("Clear") { model.query = "" }
            }
        }
    }
}
