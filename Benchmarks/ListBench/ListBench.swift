// The List benchmark's GtkUI side: a window with a List of
// LIST_BENCH_ROWS rows (default 100,000), each a label "Row N". Run by
// Benchmarks/Harness/list_bench.py next to Benchmarks/Reference/list_reference.c,
// the same window written in C. GTKUI_PRINT_FIRST_FRAME=1 prints the
// first painted frame's time.
import Foundation
import GtkUI

@main
struct ListBenchApp: App {
    var body: some Scene {
        WindowGroup("List Benchmark") {
            RowsView(count: Int(ProcessInfo.processInfo.environment["LIST_BENCH_ROWS"] ?? "") ?? 100_000)
        }
        .defaultSize(width: 480, height: 640)
    }
}

struct RowsView: View {
    let count: Int
    @State private var selection: Int?

    var body: some View {
        List(0..<count, id: \.self, selection: $selection) { index in
            Text("Row \(index)")
        }
    }
}
