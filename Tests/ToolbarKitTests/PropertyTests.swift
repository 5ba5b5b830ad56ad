import Foundation
import SeededRandom
import XCTest

@testable import ToolbarKit

/// Randomized operation sequences with fixed seeds: invariants after every step,
/// exact undo and redo, and lossless encoding.
final class PropertyTests: XCTestCase {
    private static let sequenceCount = 10_000
    private static let migrationCount = 2_000

    /// A random catalog of 2–10 items with every behavior, visibility and a few spacers.
    private func randomCatalog(_ rng: inout SplitMix64) -> ToolbarCatalog {
        var declarations: [CatalogEntry] = []
        for index in 0..<Int.random(in: 2...10, using: &rng) {
            let roll = Int.random(in: 0..<20, using: &rng)
            let behavior: ItemBehavior = roll < 3 ? .disabled : roll < 6 ? .reorderable : .default
            declarations.append(
                .item(
                    CatalogItem(
                        id: roll == 19 ? "space#\(index)" : "item\(index)",
                        isVisibleByDefault: Int.random(in: 0..<4, using: &rng) > 0,
                        alwaysAvailable: Bool.random(using: &rng),
                        behavior: behavior)))
            if Int.random(in: 0..<4, using: &rng) == 0 {
                declarations.append(.spacer(SpacerKind.allCases.randomElement(using: &rng)!))
            }
        }
        return ToolbarCatalog(declarations)
    }

    /// Applies one random operation (often an invalid one); returns its name.
    @discardableResult
    private func randomStep(_ model: ToolbarModel, _ rng: inout SplitMix64) throws -> String {
        let count = model.layout.entries.count
        let index = { (rng: inout SplitMix64) in Int.random(in: -1...(count + 1), using: &rng) }
        switch Int.random(in: 0..<100, using: &rng) {
        case 0..<22:
            let id = model.catalog.items.randomElement(using: &rng)!.id
            try model.insert(item: Bool.random(using: &rng) ? id : "ghost", at: index(&rng))
            return "insert"
        case 22..<32:
            try model.insertSpacer(SpacerKind.allCases.randomElement(using: &rng)!, at: index(&rng))
            return "insertSpacer"
        case 32..<55:
            try model.move(from: index(&rng), to: index(&rng))
            return "move"
        case 55..<75:
            try model.remove(at: index(&rng))
            return "remove"
        case 75..<78:
            try model.useDefaultSet()
            return "useDefaultSet"
        case 78..<80:
            model.reset()
            return "reset"
        case 80..<84:
            model.setDisplayMode(DisplayMode.allCases.randomElement(using: &rng)!)
            return "setDisplayMode"
        case 84..<87:
            model.setVisible(Bool.random(using: &rng))
            return "setVisible"
        case 87..<93:
            try model.undo()
            return "undo"
        default:
            try model.redo()
            return "redo"
        }
    }

    /// Runs one seeded sequence; returns whether it passed (it stops at the first failure).
    private func runSequence(seed: UInt64) throws -> Bool {
        var rng = SplitMix64(seed: seed)
        let catalog = randomCatalog(&rng)
        let model = ToolbarModel(id: "random", catalog: catalog)
        let original = model.layout
        var mirror = model.layout
        let observation = model.addObserver { mirror = $0.new }
        defer { observation.cancel() }
        var session: ToolbarLayout?

        for step in 0..<Int.random(in: 1...30, using: &rng) {
            let before = model.layout
            let roll = Int.random(in: 0..<40, using: &rng)
            if roll == 0, session == nil {
                session = model.layout
                model.beginEditingSession()
            } else if roll == 1, let start = session {
                try model.cancelEditingSession()
                session = nil
                guard model.layout == start else { return fail(seed, step, "cancel did not restore the session start") }
            } else if roll == 2, session != nil {
                try model.commitEditingSession()
                session = nil
            } else {
                do {
                    try randomStep(model, &rng)
                } catch is ToolbarError {
                    guard model.layout == before else { return fail(seed, step, "a refused operation changed the layout") }
                }
            }
            let problems = invariantViolations(model.layout, catalog: catalog)
            guard problems.isEmpty else { return fail(seed, step, problems.joined(separator: "; ")) }
            guard mirror == model.layout else { return fail(seed, step, "an observer missed a change") }
        }
        if session != nil { try model.commitEditingSession() }
        while model.canRedo { try model.redo() }
        let final = model.layout
        while model.canUndo { try model.undo() }
        guard model.layout == original else { return fail(seed, -1, "undo to start is not the original") }
        while model.canRedo { try model.redo() }
        guard model.layout == final else { return fail(seed, -1, "redo to end is not the final layout") }
        return try checkRoundTrips(final, catalog: catalog, seed: seed)
    }

    private func checkRoundTrips(_ layout: ToolbarLayout, catalog: ToolbarCatalog, seed: UInt64) throws -> Bool {
        let decoded = try JSONDecoder().decode(ToolbarLayout.self, from: JSONEncoder().encode(layout))
        guard decoded == layout else { return fail(seed, -1, "layout encode/decode round trip differs") }
        let file = try ToolbarFileFormat.decode(ToolbarFileFormat.encode(["random": layout]))
        guard file == ["random": layout] else { return fail(seed, -1, "file round trip differs") }
        guard ToolbarMigration.migrate(layout, to: catalog) == layout else {
            return fail(seed, -1, "a valid layout is not a fixed point of migration")
        }
        return true
    }

    private func fail(_ seed: UInt64, _ step: Int, _ message: String) -> Bool {
        XCTFail("seed \(seed), step \(step): \(message)")
        return false
    }

    func testRandomOperationSequences() throws {
        var failures = 0
        for seed in 0..<UInt64(Self.sequenceCount) where try !runSequence(seed: seed) {
            failures += 1
            if failures >= 5 { break }
        }
    }

    /// Arbitrary (possibly nonsensical) stored layouts always migrate to valid, stable layouts.
    func testRandomStoredLayoutsMigrateToValidLayouts() {
        for seed in 0..<UInt64(Self.migrationCount) {
            var rng = SplitMix64(seed: 1_000_000 + seed)
            let catalog = randomCatalog(&rng)
            let pool = catalog.items.map(\.id) + ["gone", "space#1", "item99"]
            var entries: [LayoutEntry] = []
            for _ in 0..<Int.random(in: 0...12, using: &rng) {
                let id = pool.randomElement(using: &rng)!
                entries.append(
                    Bool.random(using: &rng)
                        ? .item(id)
                        : .spacer(SpacerKind.allCases.randomElement(using: &rng)!, id: id))
            }
            let seen = Set(pool.filter { _ in Bool.random(using: &rng) })
            let migrated = ToolbarMigration.migrate(ToolbarLayout(entries: entries, seenItemIDs: seen), to: catalog)
            let problems = invariantViolations(migrated, catalog: catalog)
            if !problems.isEmpty || ToolbarMigration.migrate(migrated, to: catalog) != migrated {
                XCTFail("seed \(seed): \(problems) or migration not idempotent")
                return
            }
        }
    }

    func testSplitMix64IsDeterministic() {
        var a = SplitMix64(seed: 42)
        var b = SplitMix64(seed: 42)
        XCTAssertEqual((0..<5).map { _ in a.next() }, (0..<5).map { _ in b.next() })
        var zero = SplitMix64(seed: 0)
        XCTAssertEqual(zero.next(), 0xE220_A839_7B1D_CDAF, "reference value of SplitMix64")
    }
}
