// gtkui-bench: customization latency. Builds a window whose header bar shows a
// `.toolbar(id:)` of 3 items (the seed's slider and two toggles) or of 200
// buttons, performs layout changes on the shared ToolbarKit model (remove,
// insert, move) among the items on screen and measures from just before the
// change to the frame clock's `layout` phase (the header bar allocated) and
// `after-paint` (drawn).
//
// Run under a display: `meson-helpers/with-display swift run -c release gtkui-bench`.
// `--json` prints one JSON line for meson-helpers/bench. `--render` measures
// the render cost instead (see RenderBench.swift), `--objects` the cost of one
// ObservableObject change among many (see ObservableObjectBench.swift).
import Foundation
import Gtk
@_spi(Benchmarks) import GtkUI
import SeededRandom
import ToolbarKit

/// The seed's three items.
struct SeedToolbar: View {
    @State private var fontSize = 12.0
    @State private var bold = false
    @State private var italic = false

    var body: some View {
        Text("Body")
            .toolbar(id: "bench") {
                ToolbarItem(id: "sizeSelector", placement: .secondaryAction) {
                    Slider(value: $fontSize, in: 8...120) { Text("Font Size (\(Int(fontSize)))") }
                        .frame(width: 150)
                }
                ToolbarItem(id: "bold", placement: .secondaryAction) {
                    Toggle(isOn: $bold) { Image(systemName: "bold") }
                }
                ToolbarItem(id: "italic", placement: .secondaryAction) {
                    Toggle(isOn: $italic) { Image(systemName: "italic") }
                }
            }
            .navigationTitle("Bench")
    }
}

/// `count` buttons with an icon and a title.
struct ManyItemsToolbar: View {
    let count: Int
    var body: some View {
        Text("Body")
            .toolbar(id: "bench") {
                ForEach(0..<count, id: \.self) { index in
                    ToolbarItem(id: "item\(index)", placement: .secondaryAction) {
                        Button("Item \(index)", systemImage: "star") {}
                    }
                }
            }
            .navigationTitle("Bench")
    }
}

/// The layout changes measured; `relayout` is the reference: the same
/// window's header bar re-laid out by GTK with no model change.
enum Operation: String, CaseIterable { case remove, insert, move, relayout }

struct Sample {
    let operation: Operation
    let modelMicroseconds: Int64
    let allocatedMicroseconds: Int64
    let paintedMicroseconds: Int64
}

/// The first frame-clock phases seen after a change.
@MainActor
final class FrameMarks {
    var isArmed = false
    var allocatedAt: Int64?
    var paintedAt: Int64?

    func arm() {
        allocatedAt = nil
        paintedAt = nil
        isArmed = true
    }

    func mark(_ phase: ReferenceWritableKeyPath<FrameMarks, Int64?>) {
        if isArmed && self[keyPath: phase] == nil { self[keyPath: phase] = FrameClock.monotonicMicroseconds }
    }
}

/// Measures `rounds` remove/insert/move triples on the window's toolbar.
@MainActor
func measure<Content: View>(_ view: Content, items: Int, rounds: Int, seed: UInt64) -> [Sample] {
    let window = BenchmarkWindow(view, width: 1000, height: 300)
    defer {
        window.close()
        MainLoop.run(timeout: 0.2) { false }
    }
    MainLoop.run(timeout: 0.5) { false }  // first frames, styles, icons
    guard let model = window.toolbarModel, let clock = window.window.frameClock else {
        fatalError("the bench window has no toolbar or frame clock")
    }
    precondition(model.layout.entries.count == items, "expected \(items) entries, got \(model.layout.entries.count)")
    let marks = FrameMarks()
    let layoutHandler = clock.onLayout { marks.mark(\.allocatedAt) }
    let paintHandler = clock.onAfterPaint { marks.mark(\.paintedAt) }
    defer {
        layoutHandler.disconnect()
        paintHandler.disconnect()
    }
    var rng = SplitMix64(seed: seed)
    var samples: [Sample] = []
    var removed: String?
    for round in 0..<(rounds + 2) {  // two warm-up rounds
        for operation in Operation.allCases {
            MainLoop.run(timeout: 0.03) { false }  // let the frame clock go idle
            let count = model.layout.entries.count
            // Changes among the items on screen (with 200 items most are in
            // the overflow menu, and a change there has nothing to lay out).
            let shown = max(2, min(count, window.shownItemCount))
            marks.arm()
            let start = FrameClock.monotonicMicroseconds
            do {
                switch operation {
                case .remove:
                    removed = try model.remove(at: Int.random(in: 0..<shown, using: &rng)).itemID
                case .insert:
                    try model.insert(item: removed!, at: Int.random(in: 0...min(shown, count), using: &rng))
                case .move:
                    let from = Int.random(in: 0..<shown, using: &rng)
                    var to = Int.random(in: 0..<shown, using: &rng)
                    if to == from { to = (from + 1) % shown }
                    try model.move(from: from, to: to)
                case .relayout:
                    window.headerBar.queueResize()
                }
            } catch {
                fatalError("\(operation) failed: \(error)")
            }
            let modelDone = FrameClock.monotonicMicroseconds
            if !MainLoop.run(timeout: 2, until: { marks.allocatedAt != nil && marks.paintedAt != nil }) {
                fatalError("no frame within 2 s after \(operation) with \(items) items")
            }
            marks.isArmed = false
            if round >= 2, let allocatedAt = marks.allocatedAt, let paintedAt = marks.paintedAt {
                samples.append(
                    Sample(
                        operation: operation, modelMicroseconds: modelDone - start,
                        allocatedMicroseconds: allocatedAt - start,
                        paintedMicroseconds: paintedAt - start))
            }
        }
    }
    precondition(model.layout.entries.count == items)
    return samples
}

func percentile(_ values: [Double], _ fraction: Double) -> Double {
    let sorted = values.sorted()
    return sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * fraction + 0.5))]
}

MainActor.assumeIsolated {
    let json = CommandLine.arguments.contains("--json")
    guard Gtk.initialize() else {
        FileHandle.standardError.write(Data("gtkui-bench: no display (run under meson-helpers/with-display)\n".utf8))
        exit(2)
    }
    if CommandLine.arguments.contains("--render") {
        runRenderBenchmark(json: json)
        exit(0)
    }
    if CommandLine.arguments.contains("--objects") {
        runObjectBenchmark(json: json)
        exit(0)
    }
    let rounds = 40
    var results: [[String: Any]] = []
    for (items, samples) in [
        (3, measure(SeedToolbar(), items: 3, rounds: rounds, seed: 3)),
        (200, measure(ManyItemsToolbar(count: 200), items: 200, rounds: rounds, seed: 200))
    ] {
        for operation in Operation.allCases {
            let mine = samples.filter { $0.operation == operation }
            let allocated = mine.map { Double($0.allocatedMicroseconds) / 1000 }
            let painted = mine.map { Double($0.paintedMicroseconds) / 1000 }
            let model = mine.map { Double($0.modelMicroseconds) / 1000 }
            results.append([
                "items": items, "operation": operation.rawValue, "samples": mine.count,
                "model_ms_median": percentile(model, 0.5),
                "allocated_ms_median": percentile(allocated, 0.5), "allocated_ms_max": allocated.max()!,
                "allocated_ms_p90": percentile(allocated, 0.9),
                "painted_ms_median": percentile(painted, 0.5)
            ])
        }
    }
    if json {
        let data = try! JSONSerialization.data(withJSONObject: ["results": results], options: [.sortedKeys])
        print(String(decoding: data, as: UTF8.self))
    } else {
        print("Customization latency: model change -> header bar allocated (frame clock layout) / painted")
        print("items  operation  model ms  allocated ms (median, p90, max)  painted ms (median)")
        for r in results {
            print(
                String(
                    format: "%5d  %-9@  %8.3f  %8.3f %8.3f %8.3f         %8.3f", r["items"] as! Int,
                    r["operation"] as! String, r["model_ms_median"] as! Double, r["allocated_ms_median"] as! Double,
                    r["allocated_ms_p90"] as! Double, r["allocated_ms_max"] as! Double, r["painted_ms_median"] as! Double))
        }
    }
}
