// toolbarkit-bench: ToolbarKit model and encoding speed, each as a ratio to a plain-Swift reference
// measured in the same run. Build and run with `swift run -c release toolbarkit-bench`.
import Foundation
import SeededRandom
import ToolbarKit

let itemCount = 1_000
let operationCount = 200_000
let codingRounds = 200
let ids = (0..<itemCount).map { "item\($0)" }
let catalog = ToolbarCatalog(items: ids.map { CatalogItem(id: $0) })

/// One planned step of the mix; the same plan drives the model and the reference.
enum Step {
    case remove(Int)
    case insert(Int)
    case move(Int, Int)
}

/// A mix of 1/3 remove, 1/3 insert (of the last removed item), 1/3 move, keeping the toolbar near 1,000 items.
func plan() -> [Step] {
    var rng = SplitMix64(seed: 7)
    var steps: [Step] = []
    while steps.count < operationCount {
        steps.append(.remove(Int.random(in: 0..<itemCount, using: &rng)))
        steps.append(.insert(Int.random(in: 0..<itemCount, using: &rng)))
        steps.append(.move(Int.random(in: 0..<itemCount, using: &rng), Int.random(in: 0..<itemCount, using: &rng)))
    }
    return steps
}

/// Seconds taken by `body`, best of `runs`.
func measure(runs: Int = 5, _ body: () throws -> Void) rethrows -> Double {
    var best = Double.infinity
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return best
}

func runModel(_ steps: [Step], observed: Bool) throws {
    let model = ToolbarModel(id: "bench", catalog: catalog)
    var changes = 0
    let observation = observed ? model.addObserver { _ in changes += 1 } : nil
    defer { observation?.cancel() }
    var removed = ""
    for step in steps {
        switch step {
        case .remove(let index): removed = try model.remove(at: index).id
        case .insert(let index): try model.insert(item: removed, at: index)
        case .move(let from, let to): try model.move(from: from, to: to)
        }
    }
    precondition(model.canUndo && model.layout.entries.count == itemCount)
}

func runArray(_ steps: [Step]) {
    var array = ids
    var removed = ""
    for step in steps {
        switch step {
        case .remove(let index): removed = array.remove(at: index)
        case .insert(let index): array.insert(removed, at: index)
        case .move(let from, let to): array.insert(array.remove(at: from), at: to)
        }
    }
    precondition(array.count == itemCount)
}

let steps = plan()
let modelTime = try measure { try runModel(steps, observed: false) }
let observedTime = try measure { try runModel(steps, observed: true) }
let arrayTime = measure { runArray(steps) }

let layout = catalog.defaultLayout
let encoder = JSONEncoder()
encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
let layoutData = try encoder.encode(layout)
let idsData = try encoder.encode(ids)
let encodeLayout = try measure { for _ in 0..<codingRounds { _ = try encoder.encode(layout) } } / Double(codingRounds)
let encodeIDs = try measure { for _ in 0..<codingRounds { _ = try encoder.encode(ids) } } / Double(codingRounds)
let decoder = JSONDecoder()
let decodeLayout =
    try measure { for _ in 0..<codingRounds { _ = try decoder.decode(ToolbarLayout.self, from: layoutData) } } / Double(codingRounds)
let decodeIDs = try measure { for _ in 0..<codingRounds { _ = try decoder.decode([String].self, from: idsData) } } / Double(codingRounds)

func row(_ columns: String...) {
    let widths = [46, 16, 16, 8]
    print(zip(columns, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }.joined())
}

func row(_ name: String, _ value: String, _ reference: String, _ ratio: Double) {
    row(name, value, reference, String(format: "%.2fx", ratio))
}

print("ToolbarKit benchmark: \(itemCount)-item toolbar, best of 5 runs")
row("measure", "ToolbarKit", "reference", "ratio")
print(String(repeating: "-", count: 86))
let modelRate = Double(steps.count) / modelTime
let arrayRate = Double(steps.count) / arrayTime
row(
    "model ops/s (remove/insert/move, undo on)", String(format: "%.0f", modelRate),
    String(format: "%.0f", arrayRate), arrayRate / modelRate)
let observedRate = Double(steps.count) / observedTime
row(
    "  same, with one observer", String(format: "%.0f", observedRate),
    String(format: "%.0f", arrayRate), arrayRate / observedRate)
row(
    "encode 1,000-item layout (ms)", String(format: "%.3f", encodeLayout * 1e3),
    String(format: "%.3f", encodeIDs * 1e3), encodeLayout / encodeIDs)
row(
    "decode 1,000-item layout (ms)", String(format: "%.3f", decodeLayout * 1e3),
    String(format: "%.3f", decodeIDs * 1e3), decodeLayout / decodeIDs)
print(
    """
    Ratios are slowdowns against the reference (higher = slower): plain [String] remove/insert/move
    for the model; JSONEncoder/JSONDecoder on a [String] of the same 1,000 ids for encoding.
    Layout JSON: \(layoutData.count) bytes; [String] JSON: \(idsData.count) bytes.
    """)
