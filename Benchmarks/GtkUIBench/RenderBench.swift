// Render cost: a body re-evaluated over many composite views, each holding
// `@State` and `@Environment` properties the renderer links on every render,
// against a reference tree of the same widgets made of primitive views only
// (no dynamic properties to link), measured in the same run.
//
// `gtkui-bench --render` prints the two medians and their ratio.
import Foundation
import Gtk
@_spi(Benchmarks) import GtkUI
import Observation

/// What the root body reads; bumping `generation` re-renders the root.
@MainActor @Observable
final class RenderTrigger {
    var generation = 0
}

/// One row with dynamic properties: three `@State` and one `@Environment`.
struct StatefulRow: View {
    let index: Int
    let generation: Int
    @State private var count = 0
    @State private var title = "Row"
    @State private var isOn = false
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        HStack {
            Text("\(title) \(index) \(count) \(isOn) \(isEnabled)")
            Text("\(generation)")
        }
    }
}

/// The rows wrapped in composite views with dynamic properties.
struct StatefulRows: View {
    let trigger: RenderTrigger
    let count: Int
    var body: some View {
        let generation = trigger.generation
        VStack {
            ForEach(0..<count, id: \.self) { index in
                StatefulRow(index: index, generation: generation)
            }
        }
    }
}

/// The same widgets from primitive views only (the reference).
struct PlainRows: View {
    let trigger: RenderTrigger
    let count: Int
    var body: some View {
        let generation = trigger.generation
        VStack {
            ForEach(0..<count, id: \.self) { index in
                HStack {
                    Text("Row \(index) 0 false true")
                    Text("\(generation)")
                }
            }
        }
    }
}

/// CPU time of the calling thread in microseconds: unlike the wall clock,
/// it does not count the time other processes of a loaded machine take.
func threadCPUMicroseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1_000_000 + Double(time.tv_nsec) / 1000
}

/// Median main-thread CPU microseconds of `rounds` full re-renders of `view`'s body.
@MainActor
func renderMicroseconds<Content: View>(_ view: Content, trigger: RenderTrigger, rounds: Int) -> Double {
    let window = BenchmarkWindow(view, width: 400, height: 300)
    defer {
        window.close()
        MainLoop.run(timeout: 0.1) { false }
    }
    MainLoop.run(timeout: 0.3) { false }
    var samples: [Double] = []
    for round in 0..<(rounds + 3) {  // three warm-up rounds
        let start = threadCPUMicroseconds()
        trigger.generation += 1
        window.flush()
        let elapsed = threadCPUMicroseconds() - start
        if round >= 3 { samples.append(elapsed) }
    }
    return percentile(samples, 0.5)
}

/// Runs the render benchmark and prints its figures (`--json`: one JSON line).
@MainActor
func runRenderBenchmark(json: Bool) {
    let rows = 300
    let rounds = 60
    let trigger = RenderTrigger()
    // Interleaved, so a load change on the machine affects both alike.
    var stateful: [Double] = []
    var plain: [Double] = []
    for _ in 0..<5 {
        plain.append(renderMicroseconds(PlainRows(trigger: trigger, count: rows), trigger: trigger, rounds: rounds))
        stateful.append(renderMicroseconds(StatefulRows(trigger: trigger, count: rows), trigger: trigger, rounds: rounds))
    }
    let statefulMedian = percentile(stateful, 0.5)
    let plainMedian = percentile(plain, 0.5)
    let ratio = statefulMedian / plainMedian
    if json {
        let result: [String: Any] = [
            "rows": rows, "stateful_us_median": statefulMedian,
            "plain_us_median": plainMedian, "ratio": ratio
        ]
        let data = try! JSONSerialization.data(withJSONObject: result, options: [.sortedKeys])
        print(String(decoding: data, as: UTF8.self))
    } else {
        print("Render cost: one body re-render over \(rows) rows (main-thread CPU time, median of \(rounds) renders, median of 5 runs)")
        print(String(format: "stateful rows (3 @State + 1 @Environment each): %9.1f us", statefulMedian))
        print(String(format: "plain rows (reference, primitives only):         %9.1f us", plainMedian))
        print(String(format: "ratio stateful / plain:                          %9.2f", ratio))
    }
}
