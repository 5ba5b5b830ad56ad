import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// A flow layout: views left to right, wrapping to a new row when the next
/// one does not fit the width offered.
private struct TestFlowLayout: Layout {
    var spacing: CGFloat = 10

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let rows = arrange(width: proposal.width ?? .infinity, subviews)
        let width = rows.map(\.width).max() ?? 0
        let height = rows.map(\.height).reduce(0, +) + spacing * CGFloat(max(0, rows.count - 1))
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for row in arrange(width: bounds.width, subviews) {
            var x = bounds.minX
            for index in row.indices {
                let size = subviews[index].sizeThatFits(.unspecified)
                subviews[index].place(at: CGPoint(x: x, y: y), proposal: .unspecified)
                x += size.width + spacing
            }
            y += row.height + spacing
        }
    }

    private struct Row {
        var indices: [Int] = []
        var width: CGFloat = 0
        var height: CGFloat = 0
    }

    private func arrange(width: CGFloat, _ subviews: Subviews) -> [Row] {
        var rows = [Row()]
        for index in subviews.indices {
            let size = subviews[index].sizeThatFits(.unspecified)
            let needed = rows[rows.count - 1].indices.isEmpty ? size.width : rows[rows.count - 1].width + spacing + size.width
            if needed > width, !rows[rows.count - 1].indices.isEmpty { rows.append(Row()) }
            var row = rows[rows.count - 1]
            row.width = row.indices.isEmpty ? size.width : row.width + spacing + size.width
            row.height = max(row.height, size.height)
            row.indices.append(index)
            rows[rows.count - 1] = row
        }
        return rows
    }
}

/// Views on a circle around the centre, each centred on its point.
private struct TestRadialLayout: Layout {
    let radius: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: CGSize(width: 2 * radius + 40, height: 2 * radius + 40))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (index, subview) in subviews.enumerated() {
            let angle = 2 * Double.pi * Double(index) / Double(subviews.count)
            let point = CGPoint(x: bounds.midX + radius * cos(angle), y: bounds.midY + radius * sin(angle))
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }
}

/// The column a view asks for in `ColumnsLayout`.
private struct Column: LayoutValueKey {
    static let defaultValue = 0
}

/// Puts each view in the column it asks for, 100 pixels wide, and records
/// the subviews' priorities and cache updates.
private struct ColumnsLayout: Layout {
    let probe: Probe<[Double]>

    func makeCache(subviews: Subviews) -> Int { 0 }
    func updateCache(_ cache: inout Int, subviews: Subviews) { cache += 1 }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) -> CGSize {
        CGSize(width: 400, height: 30)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) {
        let priorities = subviews.map(\.priority)
        MainActor.assumeIsolated { probe.value = priorities }
        for subview in subviews {
            subview.place(at: CGPoint(x: CGFloat(subview[Column.self]) * 100, y: 0), proposal: .unspecified)
        }
    }
}

/// Records what a text's `sizeThatFits` says for each kind of proposal.
private struct ProposalProbeLayout: Layout {
    let probe: Probe<[CGSize]>

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let text = subviews.first, let color = subviews.last else { return .zero }
        let sizes = [
            text.sizeThatFits(.unspecified), text.sizeThatFits(.zero), text.sizeThatFits(.infinity),
            text.sizeThatFits(ProposedViewSize(width: 1000, height: nil)), color.sizeThatFits(.infinity),
            color.sizeThatFits(ProposedViewSize(width: 30, height: 20))
        ]
        MainActor.assumeIsolated { probe.value = sizes }
        return CGSize(width: 300, height: 100)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

@MainActor
private final class Switch: ObservableObject {
    @Published var vertical = false
}

/// A counter whose count is `@State`: kept while its layout changes.
private struct Counter: View {
    @State private var count = 0
    var body: some View {
        Button("Count \(count)") { count += 1 }
    }
}

private struct SwitchingLayout: View {
    @ObservedObject var flag: Switch
    var body: some View {
        let layout = flag.vertical ? AnyLayout(VStackLayout(spacing: 4)) : AnyLayout(HStackLayout(spacing: 4))
        layout {
            Counter()
            Text("Second")
        }
    }
}

/// Custom `Layout`s, `AnyLayout` and the stack layouts, read from real GTK allocations.
final class CustomLayoutTests: GtkTestCase {
    func testAFlowLayoutWrapsItsViewsToTheWidthGTKAllocated() {
        onMain {
            let names = ["A", "B", "C", "D", "E"]
            let shown = Presented(
                TestFlowLayout {
                    ForEach(names, id: \.self) { Text($0).frame(width: 50, height: 20) }
                }
                .frame(width: 180), width: 300, height: 200)
            defer { shown.close() }
            let frames = names.map { name in label(name, in: shown.hosting)?.parent.flatMap { shown.frame(of: $0) } }
            XCTAssertEqual(frames.compactMap { $0 }.count, 5, "every tag placed")
            guard let first = frames[0] else { return }
            let relative = frames.map { $0.map { [$0.x - first.x, $0.y - first.y, $0.width, $0.height] } }
            XCTAssertEqual(relative[0], [0, 0, 50, 20])
            XCTAssertEqual(relative[1], [60, 0, 50, 20])
            XCTAssertEqual(relative[2], [120, 0, 50, 20], "three fit the 180 pixels")
            XCTAssertEqual(relative[3], [0, 30, 50, 20], "the fourth starts the second row")
            XCTAssertEqual(relative[4], [60, 30, 50, 20])
            guard let host = only(CustomLayoutNode.self, in: shown.hosting)?.widget else { return }
            XCTAssertEqual(host.height, 50, "two rows of 20 and the spacing: the height for the width")
        }
    }

    func testARadialLayoutCentresItsViewsOnTheirPoints() {
        onMain {
            let shown = Presented(
                TestRadialLayout(radius: 60) {
                    ForEach(0..<4, id: \.self) { Text("\($0)").frame(width: 20, height: 20) }
                }, width: 300, height: 300)
            defer { shown.close() }
            guard let host = only(CustomLayoutNode.self, in: shown.hosting)?.widget else { return }
            let centre = (x: Double(host.width) / 2, y: Double(host.height) / 2)
            let expected = [(60.0, 0.0), (0.0, 60.0), (-60.0, 0.0), (0.0, -60.0)]
            for index in 0..<4 {
                guard let frame = label("\(index)", in: shown.hosting)?.parent?.bounds(relativeTo: host) else {
                    XCTFail("view \(index) not placed")
                    continue
                }
                XCTAssertEqual(frame.x + frame.width / 2 - centre.x, expected[index].0, accuracy: 1, "x of \(index)")
                XCTAssertEqual(frame.y + frame.height / 2 - centre.y, expected[index].1, accuracy: 1, "y of \(index)")
            }
        }
    }

    func testLayoutValuesAndPrioritiesReachTheLayout() {
        onMain {
            let priorities = Probe<[Double]>()
            let shown = Presented(
                ColumnsLayout(probe: priorities) {
                    Text("first").layoutValue(key: Column.self, value: 2)
                    Text("second").layoutPriority(1).padding(2)
                    Text("third")
                }, width: 420, height: 100)
            defer { shown.close() }
            guard let host = only(CustomLayoutNode.self, in: shown.hosting)?.widget,
                let first = label("first", in: shown.hosting), let third = label("third", in: shown.hosting)
            else { return XCTFail("widgets not found") }
            XCTAssertEqual(first.bounds(relativeTo: host)?.x, 200, "the layout value put it in column 2")
            XCTAssertEqual(third.bounds(relativeTo: host)?.x, 0, "no value: the default column")
            XCTAssertEqual(priorities.value, [0, 1, 0], "the priority is read through the padding")
        }
    }

    func testSubviewsMapProposalsToGTKsMeasure() {
        onMain {
            let sizes = Probe<[CGSize]>()
            let shown = Presented(
                ProposalProbeLayout(probe: sizes) {
                    Text("Proposed text")
                    Color.red
                }, width: 400, height: 200)
            defer { shown.close() }
            guard let text = label("Proposed text", in: shown.hosting), let measured = sizes.value, measured.count == 6
            else { return XCTFail("nothing measured") }
            let natural = CGSize(width: text.naturalWidth, height: text.measure(.vertical, forSize: text.naturalWidth).natural)
            XCTAssertEqual(measured[0], natural, "unspecified: the natural size")
            XCTAssertEqual(measured[1].width, CGFloat(text.minimumWidth), "zero: the minimum width")
            XCTAssertEqual(measured[2], natural, "infinity: a text that does not expand keeps its natural size")
            XCTAssertEqual(measured[3], natural, "a wider proposal: the natural size")
            XCTAssertEqual(measured[4].width, .infinity, "an expanding colour takes infinite room")
            XCTAssertEqual(measured[5], CGSize(width: 30, height: 20), "and exactly what it is offered")
        }
    }

    func testAnyLayoutSwitchesLayoutsAndKeepsTheSubviewsState() {
        onMain {
            let flag = Switch()
            let shown = Presented(SwitchingLayout(flag: flag), width: 400, height: 300)
            defer { shown.close() }
            guard let button = find(Gtk::Button.self, in: shown.hosting).first,
                let second = label("Second", in: shown.hosting)
            else { return XCTFail("widgets not found") }
            button.click()
            shown.settleLayout()
            XCTAssertNotNil(label("Count 1", in: shown.hosting))
            guard let rowButton = shown.frame(of: button), let rowSecond = shown.frame(of: second) else {
                return XCTFail("not placed")
            }
            let buttonMiddle: Double = rowButton.y + rowButton.height / 2
            let secondMiddle: Double = rowSecond.y + rowSecond.height / 2
            XCTAssertEqual(buttonMiddle, secondMiddle, accuracy: 1, "centred in the row")
            XCTAssertEqual(rowSecond.x, rowButton.x + rowButton.width + 4, "side by side, 4 pixels apart")

            flag.vertical = true
            shown.settleLayout()
            XCTAssertNotNil(label("Count 1", in: shown.hosting), "the counter kept its state")
            XCTAssertTrue(find(Gtk::Button.self, in: shown.hosting).first?.isSameObject(as: button) == true, "and its widget")
            guard let columnButton = shown.frame(of: button), let columnSecond = shown.frame(of: second) else {
                return XCTFail("not placed")
            }
            XCTAssertEqual(columnSecond.y, columnButton.y + columnButton.height + 4, "stacked with 4 pixels between")
        }
    }

    func testStackLayoutsShareTheRowByPriorityAndAlign() {
        onMain {
            let shown = Presented(
                VStack(spacing: 0) {
                    HStackLayout(alignment: .top, spacing: 10) {
                        Text("left").frame(width: 50, height: 20)
                        Color.blue.frame(height: 40)
                        Text("right").frame(width: 30, height: 10)
                    }
                    .frame(width: 300)
                    ZStackLayout(alignment: .bottomTrailing) {
                        Color.green.frame(width: 100, height: 60)
                        Text("corner").frame(width: 20, height: 10)
                    }
                }, width: 400, height: 300)
            defer { shown.close() }
            let hosts = find(CustomLayoutNode.self, in: shown.hosting).map(\.widget)
            guard hosts.count == 2, let row = hosts.first(where: { $0.width == 300 }),
                let left = label("left", in: shown.hosting)?.parent?.bounds(relativeTo: row),
                let right = label("right", in: shown.hosting)?.parent?.bounds(relativeTo: row),
                let zstack = hosts.first(where: { !$0.isSameObject(as: row) }),
                let corner = label("corner", in: shown.hosting)?.parent?.bounds(relativeTo: zstack)
            else { return XCTFail("widgets not found") }
            assertRect(left, 0, 0, 50, 20, "at the start, top-aligned")
            assertRect(right, 270, 0, 30, 10, "the colour took the rest: 300 - 50 - 30 - 2 × 10")
            XCTAssertEqual(row.height, 40, "as tall as the tallest")
            assertRect(corner, 80, 50, 20, 10, "in the bottom trailing corner of the 100 × 60 colour")
        }
    }

    func testASafeAreaInsetSitsAlongItsEdgeAndShrinksTheContent() {
        onMain {
            let shown = Presented(
                ScrollView {
                    VStack { ForEach(0..<40, id: \.self) { Text("Row \($0)") } }
                }
                .safeAreaInset(edge: .bottom, spacing: 4) {
                    Text("Bottom bar").frame(maxWidth: .infinity).frame(height: 30)
                }
                .safeAreaInset(edge: .leading, alignment: .top) { Text("Side") },
                width: 400, height: 300)
            defer { shown.close() }
            let root = shown.hosting.widget
            guard let scrolled = find(ScrolledWindow.self, in: shown.hosting).first,
                let scrollFrame = shown.frame(of: scrolled),
                let bar = label("Bottom bar", in: shown.hosting).flatMap({ shown.frame(of: $0) }),
                let side = label("Side", in: shown.hosting).flatMap({ shown.frame(of: $0) })
            else { return XCTFail("widgets not found") }
            XCTAssertEqual([side.x, side.y], [0, 0], "the leading inset at the top of the leading edge")
            XCTAssertEqual(scrollFrame.x, side.width, "the content starts after the leading inset")
            XCTAssertEqual(scrollFrame.width, Double(root.width) - side.width, "and is narrowed by it")
            XCTAssertEqual(scrollFrame.y, 0)
            XCTAssertEqual(scrollFrame.height, Double(root.height) - 30 - 4, "shortened by the bar and the spacing")
            XCTAssertEqual(bar.y + bar.height / 2, Double(root.height) - 15, accuracy: 1, "the bar along the bottom edge")
            XCTAssertEqual(bar.x + bar.width / 2, side.width + (Double(root.width) - side.width) / 2, accuracy: 1)
        }
    }
}
