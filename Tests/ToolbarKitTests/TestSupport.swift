import Foundation
import XCTest

@testable import ToolbarKit

/// Catalogs shared by the tests.
enum Fixtures {
    /// The editing toolbar's catalog.
    ///
    /// Default layout: logo (disabled), sizeSelector, bold (reorderable), flexibleSpace, italic (alwaysAvailable).
    /// Hidden by default: underline, share (alwaysAvailable).
    static let editing = ToolbarCatalog([
        .item(CatalogItem(id: "logo", label: "Logo", placement: .navigation, behavior: .disabled)),
        .item(CatalogItem(id: "sizeSelector", label: "Font Size", placement: .secondaryAction)),
        .item(CatalogItem(id: "bold", label: "Bold", placement: .secondaryAction, behavior: .reorderable)),
        .spacer(.flexibleSpace),
        .item(CatalogItem(id: "italic", label: "Italic", placement: .secondaryAction, alwaysAvailable: true)),
        .item(CatalogItem(id: "underline", label: "Underline", isVisibleByDefault: false)),
        .item(CatalogItem(id: "share", label: "Share", isVisibleByDefault: false, alwaysAvailable: true))
    ])

    /// A catalog of plain items `ids`, all visible and customizable.
    static func plain(_ ids: [String]) -> ToolbarCatalog {
        ToolbarCatalog(items: ids.map { CatalogItem(id: $0) })
    }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Asserts that `body` throws exactly `expected` (named like the XCTAssert family).
func XCTAssertThrows(
    _ expected: ToolbarError, _ body: () throws -> Void, file: StaticString = #filePath, line: UInt = #line
) {
    do {
        try body()
        XCTFail("expected \(expected), nothing thrown", file: file, line: line)
    } catch let error as ToolbarError {
        XCTAssertEqual(error, expected, file: file, line: line)
    } catch {
        XCTFail("expected \(expected), got \(error)", file: file, line: line)
    }
}

/// Every entry id in `layout`, in order.
func ids(_ layout: ToolbarLayout) -> [String] { layout.entries.map(\.id) }

/// The broken invariants of `layout` against `catalog`; empty when the layout is valid.
func invariantViolations(_ layout: ToolbarLayout, catalog: ToolbarCatalog) -> [String] {
    var problems: [String] = []
    let itemIDs = layout.itemIDs
    if Set(itemIDs).count != itemIDs.count { problems.append("duplicate item ids \(itemIDs)") }
    if Set(ids(layout)).count != layout.entries.count { problems.append("duplicate entry ids \(ids(layout))") }
    for id in itemIDs where !catalog.contains(itemID: id) { problems.append("\(id) is not in the catalog") }
    for entry in layout.entries where entry.spacerKind != nil && catalog.contains(itemID: entry.id) {
        problems.append("spacer id \(entry.id) names a catalog item")
    }
    let disabled = catalog.disabledItems.map(\.id)
    if Array(ids(layout).prefix(disabled.count)) != disabled { problems.append("disabled items \(disabled) not first in \(ids(layout))") }
    if !layout.seenItemIDs.isSuperset(of: catalog.items.map(\.id)) { problems.append("catalog items not all seen") }
    return problems
}

/// Fails when `layout` breaks an invariant every layout of a model must hold.
func assertInvariants(
    _ layout: ToolbarLayout, catalog: ToolbarCatalog, file: StaticString = #filePath, line: UInt = #line
) {
    let problems = invariantViolations(layout, catalog: catalog)
    if !problems.isEmpty { XCTFail(problems.joined(separator: "; "), file: file, line: line) }
}

/// A temporary config home, removed by `tearDown`.
class TemporaryFolderTestCase: XCTestCase {
    var configHome: URL!
    var warnings: [String] = []

    override func setUpWithError() throws {
        configHome = FileManager.default.temporaryDirectory
            .appendingPathComponent("toolbarkit-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: configHome, withIntermediateDirectories: true)
        warnings = []
    }

    override func tearDownWithError() throws {
        chmodRecursively(configHome)
        try? FileManager.default.removeItem(at: configHome)
    }

    private func chmodRecursively(_ url: URL) {
        chmod(url.path, 0o755)
        for name in (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? [] {
            chmodRecursively(url.appendingPathComponent(name))
        }
    }

    func makeStore(appID: String = "org.gtkui.NoteEditor", maximumFileSize: Int = ToolbarStore.defaultMaximumFileSize) -> ToolbarStore {
        ToolbarStore(appID: appID, configHome: configHome, maximumFileSize: maximumFileSize) { [unowned self] in
            self.warnings.append($0)
        }
    }

    /// Names in the app's settings folder, sorted.
    func folderContents(_ store: ToolbarStore) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: store.folderURL.path)) ?? []).sorted()
    }
}
