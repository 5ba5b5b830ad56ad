import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// A grid of tiles whose width the test changes.
private struct Tiles: View {
    @State var width: CGFloat = 400
    let count: Int
    var body: some View {
        VStack {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))], spacing: 10) {
                ForEach(0..<count, id: \.self) { index in
                    Color.blue.frame(height: 40).overlay { Text("Tile \(index)") }
                }
            }
            .frame(width: width)
            Button("Narrow") { width = 250 }
        }
    }
}

/// `LazyVGrid`, `LazyHGrid`, `GridItem`, `Grid` and the lazy stacks, read from GTK.
final class GridTests: GtkTestCase {
    func testTracksShareTheLengthAsSwiftUIDoes() {
        let fixedAndFlexible = GridTracks(
            [GridItem(.fixed(50)), GridItem(.flexible()), GridItem(.flexible(minimum: 10, maximum: 60))], length: 400,
            defaultSpacing: 6)
        XCTAssertEqual(fixedAndFlexible.lengths, [50, 278, 60], "the capped column leaves its share to the other")
        let adaptive = GridTracks([GridItem(.adaptive(minimum: 100))], length: 400, defaultSpacing: 6)
        XCTAssertEqual(adaptive.lengths, [129, 129, 129], "as many 100 px columns as fit, sharing the width")
        let capped = GridTracks([GridItem(.adaptive(minimum: 90, maximum: 95), spacing: 0)], length: 400, defaultSpacing: 6)
        XCTAssertEqual(capped.lengths, [95, 95, 95, 95], "four fit; each grows only to its maximum")
        XCTAssertEqual(GridTracks.minimumLength([GridItem(.fixed(30)), GridItem(.adaptive(minimum: 100))], defaultSpacing: 6), 136)
    }

    func testAdaptiveGridFlowsCellsIntoAsManyColumnsAsFitAndReflows() {
        onMain {
            let shown = Presented(Tiles(count: 7), width: 500, height: 400)
            defer { shown.close() }
            let tiles = (0..<7).compactMap { label("Tile \($0)", in: shown.hosting)?.parent }
            guard tiles.count == 7, let grid = tiles[0].parent else { return XCTFail("tiles not found") }
            let frames = tiles.compactMap { $0.bounds(relativeTo: grid) }
            XCTAssertEqual(frames.map(\.x), [0, 135, 270, 0, 135, 270, 0], "three columns 6 px apart")
            XCTAssertEqual(frames.map(\.width), [Double](repeating: 129, count: 7), "(400 - 2 × 6) / 3")
            XCTAssertEqual(frames.map(\.y), [0, 0, 0, 50, 50, 50, 100], "rows 40 px tall, 10 px apart")
            XCTAssertEqual(grid.height, 140)
            only(Gtk::Button.self, in: shown.hosting)?.click()
            shown.hosting.flush()
            spin { tiles[2].bounds(relativeTo: grid)?.y == 50 }
            XCTAssertEqual(tiles.compactMap { $0.bounds(relativeTo: grid)?.x }, [0, 128, 0, 128, 0, 128, 0], "two columns at 250 px")
        }
    }

    func testFixedFlexibleColumnsAndHorizontalGrid() {
        onMain {
            let shown = Presented(
                VStack(spacing: 0) {
                    LazyVGrid(columns: [GridItem(.fixed(50), spacing: 0), GridItem(.flexible(), alignment: .leading)]) {
                        Text("A")
                        Text("B")
                    }
                    .frame(width: 300)
                    LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(30))], spacing: 4) {
                        ForEach(0..<3, id: \.self) { Color.red.frame(width: 20).id($0) }
                    }
                }, width: 400, height: 300)
            defer { shown.close() }
            guard let a = label("A", in: shown.hosting), let b = label("B", in: shown.hosting), let grid = a.parent else {
                return XCTFail("labels not found")
            }
            XCTAssertEqual(a.bounds(relativeTo: grid).map { $0.x * 2 + $0.width } ?? 0, 50, accuracy: 1, "centred in 50 px")
            XCTAssertEqual(b.bounds(relativeTo: grid)?.x, 50, "leading in the flexible column")
            let cells = find(ShapeNode.self, in: shown.hosting).map(\.widget)
            guard cells.count == 3, let rowGrid = cells[0].parent?.parent else { return XCTFail("cells not found") }
            let frames = cells.compactMap { $0.bounds(relativeTo: rowGrid) }
            let top = frames.first?.y ?? 0
            XCTAssertEqual(
                frames.map { [$0.x, $0.y - top, $0.height] }, [[0, 0, 30], [0, 36, 30], [24, 0, 30]],
                "two 30 px rows 6 px apart, filled column by column, columns 4 px apart")
        }
    }

    func testGridRowsColumnsSpansAndAlignments() {
        onMain {
            let hosting = HostingView(
                rootView: GtkUI.Grid(alignment: .leading, horizontalSpacing: 8, verticalSpacing: 2) {
                    GridRow {
                        Text("Name")
                        Text("Size").gridColumnAlignment(.trailing)
                    }
                    Divider().gridCellUnsizedAxes(.horizontal)
                    GridRow(alignment: .top) {
                        Text("a.txt")
                        Text("12 KB")
                        Text("!").gridCellAnchor(.bottomTrailing)
                    }
                    GridRow { Text("Wide").gridCellColumns(2) }
                })
            guard let grid = hosting.renderedWidgets.first as? GridWidget else { return XCTFail("no GtkGrid") }
            XCTAssertEqual([grid.columnSpacing, grid.rowSpacing], [8, 2])
            let cell = { (text: String) in label(text, in: hosting).flatMap { grid.cell(of: $0) } }
            XCTAssertEqual(cell("Name").map { [$0.column, $0.row, $0.columnSpan] }, [0, 0, 1])
            XCTAssertEqual(cell("12 KB").map { [$0.column, $0.row] }, [1, 2])
            XCTAssertEqual(cell("!").map { [$0.column, $0.row] }, [2, 2])
            XCTAssertEqual(cell("Wide").map { [$0.column, $0.row, $0.columnSpan] }, [0, 3, 2])
            guard let divider = only(Separator.self, in: hosting) else { return }
            XCTAssertEqual(grid.cell(of: divider).map { [$0.column, $0.row, $0.columnSpan] }, [0, 1, 3], "across every column")
            XCTAssertEqual(divider.halign, .fill)
            XCTAssertEqual(label("Name", in: hosting)?.halign, .start)
            XCTAssertEqual(label("Size", in: hosting)?.halign, .end, "the column's alignment")
            XCTAssertEqual(label("12 KB", in: hosting)?.halign, .end, "applies to the whole column")
            XCTAssertEqual(label("a.txt", in: hosting)?.valign, .start, "the row's alignment")
            XCTAssertEqual(label("!", in: hosting).map { [$0.halign, $0.valign] }, [.end, .end], "the cell's anchor")
        }
    }

    func testLazyStacksTakeTheWholeCrossLength() {
        onMain {
            let hosting = HostingView(
                rootView: VStack {
                    LazyVStack(alignment: .leading, spacing: 3, pinnedViews: [.sectionHeaders]) { Text("a") }
                    LazyHStack { Text("b") }
                })
            let stacks = find(StackNode.self, in: hosting)
            let vertical = stacks.first { $0.axis == .vertical && $0.widget.hexpand }
            XCTAssertEqual(vertical?.widget.spacing, 3)
            XCTAssertEqual(vertical?.widget.children.first?.halign, .start)
            XCTAssertTrue(stacks.contains { $0.axis == .horizontal && $0.widget.vexpand })
        }
    }

    /// A `Divider` between a grid's rows is a line across all its columns
    /// (also when the grid sits in a row, whose axis is horizontal); one
    /// inside a `GridRow` is a vertical line the row's height.
    func testADividerBetweenGridRowsSpansEveryColumn() {
        onMain {
            let shown = Presented(
                HStack {
                    Grid {
                        GridRow {
                            Text("Name")
                            Divider()
                            Text("A rather long value")
                        }
                        Divider()
                        GridRow {
                            Text("Second")
                            Color.clear.frame(width: 1, height: 1)
                            Text("x")
                        }
                    }
                    Spacer()
                }, width: 500, height: 200)
            defer { shown.close() }
            let separators = find(Separator.self, in: shown.hosting)
            guard separators.count == 2, let grid = separators[0].parent,
                let across = separators.first(where: { $0.orientation == .horizontal }),
                let inRow = separators.first(where: { $0.orientation == .vertical }),
                let name = label("Name", in: shown.hosting), let second = label("Second", in: shown.hosting),
                let frame = across.bounds(relativeTo: grid), let rowLine = inRow.bounds(relativeTo: grid),
                let first = name.bounds(relativeTo: grid), let last = second.bounds(relativeTo: grid)
            else {
                return XCTFail(
                    "a horizontal and a vertical divider in the grid: \(find(Separator.self, in: shown.hosting).map(\.orientation))")
            }
            XCTAssertEqual(frame.x, 0)
            XCTAssertEqual(frame.width, Double(grid.width), "across every column")
            XCTAssertGreaterThanOrEqual(frame.height, 1, "drawn")
            XCTAssertGreaterThan(frame.y, first.y + first.height - 1, "below the first row")
            XCTAssertLessThan(frame.y + frame.height, last.y + 1, "above the second row")
            XCTAssertEqual(rowLine.height, first.height, accuracy: 1, "the row's height")
            XCTAssertGreaterThanOrEqual(rowLine.width, 1)
        }
    }
}
