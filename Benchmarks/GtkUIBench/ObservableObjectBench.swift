import Combine
// Data flow cost: N ObservableObjects, each observed by its own row view
// (@ObservedObject); one object changes, and we time the way to the
// updated frame: the objectWillChange → re-render of the rows that
// observe it (main-thread CPU), and the wall time until the frame with
// the new text is painted. Measured at 100, 1,000 and 10,000 objects: the
// render part should stay flat (only the changed object's row re-renders);
// the painted time also includes GTK re-measuring the box of N labels.
//
// `gtkui-bench --objects` prints the figures (`--json`: one JSON line).
import Foundation
import Gtk
@_spi(Benchmarks) import GtkUI

/// One observed model.
final class Counter: ObservableObject {
    @Published var value = 0
}

/// One row: observes its own counter.
struct CounterRow: View {
    @ObservedObject var counter: Counter
    var body: some View { Text("\(counter.value)") }
}

/// Every counter in its row.
struct CounterRows: View {
    let counters: [Counter]
    var body: some View {
        VStack {
            ForEach(counters.indices, id: \.self) { CounterRow(counter: counters[$0]) }
        }
    }
}

struct ObjectSample {
    let renderMicroseconds: Double
    let paintedMicroseconds: Double
    let rendersPerChange: Int
}

/// Changes one random counter `rounds` times and measures each change.
@MainActor
func measureObjects(count: Int, rounds: Int) -> [ObjectSample] {
    let counters = (0..<count).map { _ in Counter() }
    let window = BenchmarkWindow(CounterRows(counters: counters), width: 300, height: 300)
    defer {
        window.close()
        MainLoop.run(timeout: 0.2) { false }
    }
    MainLoop.run(timeout: 1) { false }
    guard let clock = window.window.frameClock else { fatalError("the bench window has no frame clock") }
    let marks = FrameMarks()
    let paintHandler = clock.onAfterPaint { marks.mark(\.paintedAt) }
    defer { paintHandler.disconnect() }
    var samples: [ObjectSample] = []
    var index = 7
    for round in 0..<(rounds + 3) {  // three warm-up rounds
        MainLoop.run(timeout: 0.03) { false }  // let the frame clock go idle
        index = (index * 31 + 17) % count
        let renders = window.renderCount
        marks.arm()
        let wallStart = FrameClock.monotonicMicroseconds
        let cpuStart = threadCPUMicroseconds()
        counters[index].value += 1
        window.flush()
        let render = threadCPUMicroseconds() - cpuStart
        if !MainLoop.run(timeout: 5, until: { marks.paintedAt != nil }) {
            fatalError("no frame within 5 s after a change with \(count) objects")
        }
        marks.isArmed = false
        if round >= 3, let paintedAt = marks.paintedAt {
            samples.append(
                ObjectSample(
                    renderMicroseconds: render,
                    paintedMicroseconds: Double(paintedAt - wallStart),
                    rendersPerChange: window.renderCount - renders))
        }
    }
    return samples
}

/// Runs the data flow benchmark and prints its figures.
@MainActor
func runObjectBenchmark(json: Bool) {
    var results: [[String: Any]] = []
    for count in [100, 1_000, 10_000] {
        let samples = measureObjects(count: count, rounds: count >= 10_000 ? 20 : 40)
        results.append([
            "objects": count, "samples": samples.count,
            "render_us_median": percentile(samples.map(\.renderMicroseconds), 0.5),
            "painted_ms_median": percentile(samples.map(\.paintedMicroseconds), 0.5) / 1000,
            "renders_per_change": samples.map(\.rendersPerChange).max() ?? 0
        ])
    }
    if json {
        let data = try! JSONSerialization.data(withJSONObject: ["objects": results], options: [.sortedKeys])
        print(String(decoding: data, as: UTF8.self))
    } else {
        print("Data flow: one of N ObservableObjects changes (each observed by its own row)")
        print("objects  renders/change  render us (CPU, median)  painted ms (wall, median)")
        for r in results {
            print(
                String(
                    format: "%7d  %14d  %23.1f  %25.2f", r["objects"] as! Int, r["renders_per_change"] as! Int,
                    r["render_us_median"] as! Double, r["painted_ms_median"] as! Double))
        }
    }
}
