// The List benchmark's GtkUI side: a window with a List of
// LIST_BENCH_ROWS rows (default 100,000), each a label "Row N". Run by
// Benchmarks/Harness/list_bench.py next to Benchmarks/Reference/list_reference.c,
// the same window written in C.
//
// Without arguments it is an app (`GTKUI_PRINT_FIRST_FRAME=1` prints the
// first painted frame's time); `--scroll N` and `--update N` measure
// scrolling and changing one row instead (see ListProbe.swift).
import Foundation
import GtkUI

/// The rows of the list, from the environment.
let rowCount = Int(ProcessInfo.processInfo.environment["LIST_BENCH_ROWS"] ?? "") ?? 100_000

/// The first-frame and memory benchmark's program: an app with one window.
struct ListBenchApp: App {
    let store = RowStore(count: rowCount)

    var body: some Scene {
        WindowGroup("List Benchmark") {
            RowsView(store: store)
        }
        .defaultSize(width: 480, height: 640)
    }
}

MainActor.assumeIsolated {
    if let probe = ListProbe(arguments: CommandLine.arguments) {
        probe.run(rowCount: rowCount)
    } else {
        ListBenchApp.main()
    }
}
