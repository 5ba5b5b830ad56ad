import Foundation
import GtkUI

/// One row of the benchmark's list.
struct BenchRow: Identifiable {
    let id: Int
    var title: String
}

/// The rows the list shows; the update benchmark changes one of them.
@MainActor @Observable
final class RowStore {
    var rows: [BenchRow]

    init(count: Int) { rows = (0..<count).map { BenchRow(id: $0, title: "Row \($0)") } }
}

/// The benchmark's window content: every row of the store in a `List`
/// with single selection (as the C reference's GtkSingleSelection);
/// `LIST_BENCH_SELECTED_ROW=N` selects row N at the start.
struct RowsView: View {
    let store: RowStore
    @State private var selection = ProcessInfo.processInfo.environment["LIST_BENCH_SELECTED_ROW"].flatMap { Int($0) }

    var body: some View {
        List(store.rows, selection: $selection) { row in
            Text(row.title)
        }
    }
}
