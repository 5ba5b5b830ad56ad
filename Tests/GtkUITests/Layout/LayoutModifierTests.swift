import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

private enum ThreeQuarters: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[HorizontalAlignment.trailing] * 0.9 }
}

/// `padding`, `fixedSize`, `layoutPriority`, `offset`, `position`,
/// `aspectRatio`, `clipped`, `safeAreaInset`: the modifiers that size and
/// place a view, read from GTK.
final class LayoutModifierTests: GtkTestCase {
    func testEveryPaddingForm() {
        onMain {
            let margins = { (view: any View) -> [Int] in
                let hosting = HostingView(rootView: AnyView(view))
                guard let box = hosting.renderedWidgets.first else { return [] }
                return ["margin-top", "margin-start", "margin-bottom", "margin-end"].map { box.property($0)?.int ?? -1 }
            }
            XCTAssertEqual(margins(Text("x").padding()), [12, 12, 12, 12])
            XCTAssertEqual(margins(Text("x").padding(8)), [8, 8, 8, 8])
            XCTAssertEqual(margins(Text("x").padding(.horizontal, 4)), [0, 4, 0, 4])
            XCTAssertEqual(margins(Text("x").padding(.top)), [12, 0, 0, 0])
            XCTAssertEqual(margins(Text("x").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))), [1, 2, 3, 4])
            XCTAssertEqual(margins(Text("x").safeAreaPadding(.bottom, 5)), [0, 0, 5, 0])
        }
    }

    func testFixedSizeAndLayoutPriorityKeepNaturalWidths() {
        onMain {
            let long = "A rather long title that does not fit"
            let hosting = HostingView(
                rootView: HStack {
                    Text(long).lineLimit(1)
                    Text(long + " either").lineLimit(1).layoutPriority(1)
                    Text("Fixed " + long).lineLimit(1).fixedSize()
                })
            let labels = find(Gtk::Label.self, in: hosting)
            XCTAssertEqual(labels.count, 3)
            guard labels.count == 3, let first = labels.first(where: { $0.text == long }),
                let prioritized = labels.first(where: { $0.text == long + " either" }),
                let fixed = labels.first(where: { $0.text.hasPrefix("Fixed") })
            else { return }
            XCTAssertLessThan(first.measure(.horizontal).minimum, first.naturalWidth, "a one-line text can be truncated")
            XCTAssertEqual(prioritized.parent?.typeName, "CGtkLayoutHost", "the priority is the stack's to honour")
            XCTAssertEqual(fixed.parent?.measure(.horizontal).minimum, fixed.naturalWidth, "fixedSize keeps it whole")
            XCTAssertEqual(fixed.parent?.computesExpand(.horizontal), false)
        }
    }

    func testLayoutPriorityGivesRoomToThePrioritizedViewInANarrowRow() {
        onMain {
            let shown = Presented(
                HStack(spacing: 0) {
                    Text("Low priority text that is long").lineLimit(1)
                    Text("High priority").lineLimit(1).layoutPriority(1)
                }.frame(width: 160), width: 200, height: 100)
            defer { shown.close() }
            guard let low = label("Low priority text that is long", in: shown.hosting),
                let high = label("High priority", in: shown.hosting)
            else { return XCTFail("labels not found") }
            XCTAssertEqual(high.width, high.naturalWidth)
            XCTAssertEqual(low.width + high.width, 160, accuracy: 1)
            XCTAssertLessThan(low.width, low.naturalWidth)
        }
    }

    func testOffsetMovesTheDrawingAndPositionPlacesTheCentre() {
        onMain {
            let shown = Presented(
                VStack(spacing: 0) {
                    Text("moved").offset(x: 10, y: 5)
                    Color.red.frame(width: 20, height: 10).position(x: 50, y: 40)
                }, width: 300, height: 300)
            defer { shown.close() }
            guard let moved = label("moved", in: shown.hosting), let host = moved.parent,
                let dot = only(ShapeNode.self, in: shown.hosting)?.widget
            else { return XCTFail("widgets not found") }
            XCTAssertEqual(moved.bounds(relativeTo: host).map { [$0.x, $0.y] }, [10, 5])
            XCTAssertEqual(host.height, moved.height, "its room stays where it was")
            guard let positioned = dot.parent?.parent, let dotFrame = dot.bounds(relativeTo: positioned) else {
                return XCTFail("no position host")
            }
            XCTAssertEqual([dotFrame.x + dotFrame.width / 2, dotFrame.y + dotFrame.height / 2], [50, 40])
            XCTAssertEqual(positioned.width, shown.hosting.widget.width, "position takes the space offered")
        }
    }

    func testAspectRatioFitsAndMeasuresHeightFromWidth() {
        onMain {
            let shown = Presented(
                VStack(spacing: 0) {
                    Color.blue.aspectRatio(2, contentMode: .fit)
                    Color.green.aspectRatio(CGSize(width: 1, height: 1), contentMode: .fit).frame(width: 100, height: 60)
                }, width: 300, height: 500)
            defer { shown.close() }
            let nodes = find(ShapeNode.self, in: shown.hosting)
            guard nodes.count == 2, let wide = nodes.first(where: { $0.styler.declarations.contains("@gtkui_blue") })?.widget
            else { return XCTFail("expected two shapes") }
            let shapes = nodes.map(\.widget)
            XCTAssertEqual(Double(wide.width) / Double(wide.height), 2, accuracy: 0.02)
            XCTAssertEqual(wide.width, shown.hosting.widget.width)
            let square = shapes.first { !$0.isSameObject(as: wide) }
            XCTAssertEqual(square.map { [$0.width, $0.height] }, [60, 60], "fits the 100×60 frame as a square")
        }
    }

    func testClippedClipsAndSafeAreaInsetStacksAtTheEdge() {
        onMain {
            let clipped = HostingView(rootView: Text("x").frame(width: 5).clipped())
            XCTAssertEqual(only(DecorationNode.self, in: clipped)?.surface.clipsChildren, true, "the box around the frame clips")
            let inset = HostingView(
                rootView: List { Text("row") }
                    .safeAreaInset(edge: .bottom, alignment: .trailing, spacing: 4) { Button("Add") {} })
            guard let box = inset.renderedWidgets.first else { return XCTFail("no box") }
            XCTAssertEqual((box as? Box)?.orientation, .vertical, "a column")
            XCTAssertEqual(box.property("spacing")?.int, 4)
            XCTAssertEqual(box.children.last?.typeName, "GtkButton", "the inset is at the bottom")
            XCTAssertEqual(box.children.last?.halign, .end)
            let top = HostingView(rootView: Text("main").safeAreaInset(edge: .leading) { Text("side") })
            XCTAssertEqual(top.renderedWidgets.first?.children.first?.property("label")?.string, "side")
            let ignoring = HostingView(rootView: Text("x").ignoresSafeArea())
            XCTAssertEqual(ignoring.renderedWidgets.map(\.typeName), ["GtkLabel"], "no effect")
        }
    }

    func testCustomAlignmentsUseTheNearestEdge() {
        onMain {
            XCTAssertEqual(HorizontalAlignment(ThreeQuarters.self), .trailing)
            let dimensions = ViewDimensions(width: 80, height: 40)
            XCTAssertEqual(dimensions[HorizontalAlignment.center], 40)
            XCTAssertEqual(dimensions[VerticalAlignment.bottom], 40)
            XCTAssertNil(dimensions[explicit: HorizontalAlignment.leading])
            let guided = HostingView(rootView: Text("x").alignmentGuide(.leading) { $0[.trailing] })
            XCTAssertEqual(guided.renderedWidgets.map(\.typeName), ["GtkLabel"], "a guide adds no widget")
        }
    }
}

extension LayoutModifierTests {
    func testWrappersExpandWithTheirContent() {
        onMain {
            let hosting = HostingView(rootView: Color.red.frame(minWidth: 10))
            XCTAssertEqual(hosting.renderedWidgets.first?.computesExpand(.horizontal), true)
        }
    }
}

/// `layoutPriority` and `alignmentGuide` in `HStack`/`VStack`, read from GTK's allocations.
extension LayoutModifierTests {
    func testAStackGivesItsRoomByDescendingLayoutPriority() {
        onMain {
            let texts = ["Priority two, kept whole", "Priority one, squeezed next", "Priority zero, squeezed first"]
            let shown = Presented(
                HStack(spacing: 0) {
                    Text(texts[1]).lineLimit(1).layoutPriority(1)
                    Text(texts[0]).lineLimit(1).layoutPriority(2)
                    Text(texts[2]).lineLimit(1)
                }.frame(width: 300), width: 400, height: 100)
            defer { shown.close() }
            let labels = texts.compactMap { label($0, in: shown.hosting) }
            guard labels.count == 3 else { return XCTFail("labels not found") }
            let (two, one, zero) = (labels[0], labels[1], labels[2])
            XCTAssertGreaterThan(two.naturalWidth + one.naturalWidth, 300, "the test needs a row too narrow for both")
            XCTAssertEqual(two.width, two.naturalWidth, "the highest priority gets its ideal width")
            XCTAssertEqual(zero.width, zero.measure(.horizontal).minimum, "the lowest keeps only its minimum")
            XCTAssertEqual(one.width, 300 - two.width - zero.width, accuracy: 1, "the next gets what is left")
            XCTAssertLessThan(one.width, one.naturalWidth)
            let frames = labels.compactMap { shown.frame(of: $0) }
            XCTAssertTrue(frames[1].x < frames[0].x && frames[0].x < frames[2].x, "in the stack's order")
        }
    }

    func testANegativePriorityGivesWayFirst() {
        onMain {
            let shown = Presented(
                HStack(spacing: 0) {
                    Text("The first text, which yields").lineLimit(1).layoutPriority(-1)
                    Text("The second text, of the default").lineLimit(1)
                }.frame(width: 250), width: 300, height: 100)
            defer { shown.close() }
            guard let yielding = label("The first text, which yields", in: shown.hosting),
                let kept = label("The second text, of the default", in: shown.hosting)
            else { return XCTFail("labels not found") }
            XCTAssertGreaterThan(yielding.naturalWidth + kept.naturalWidth, 250)
            XCTAssertEqual(kept.width, kept.naturalWidth, "the default priority is above -1")
            XCTAssertEqual(yielding.width + kept.width, 250, accuracy: 1)
        }
    }

    func testAlignmentGuidesLineUpTheViewsOfAVStack() {
        onMain {
            let shown = Presented(
                VStack(spacing: 0) {
                    VStack(alignment: .leading, spacing: 0) {
                        Color.red.frame(width: 100, height: 10)
                        Color.green.frame(width: 50, height: 10).alignmentGuide(.leading) { d in d[.leading] - 30 }
                        Color.blue.frame(width: 40, height: 10).alignmentGuide(.leading) { d in d[.trailing] }
                    }
                    VStack(spacing: 0) {
                        Color.orange.frame(width: 100, height: 10)
                        Color.purple.frame(width: 60, height: 10).alignmentGuide(HorizontalAlignment.center) { d in d[.leading] }
                    }
                }, width: 400, height: 200)
            defer { shown.close() }
            let shapes = find(ShapeNode.self, in: shown.hosting).compactMap { shown.frame(of: $0.widget) }
            guard shapes.count == 5 else { return XCTFail("five colours: \(shapes)") }
            let (red, green, blue, orange, purple) = (shapes[0], shapes[1], shapes[2], shapes[3], shapes[4])
            XCTAssertEqual(green.x - red.x, 30, "green's leading guide 30 px left of its edge: it starts 30 px in")
            XCTAssertEqual(red.x - blue.x, 40, "blue's trailing edge on the others' leading edge")
            let leading = find(StackNode.self, in: shown.hosting).first { $0.crossAlign == .start }?.widget
            XCTAssertEqual(leading.flatMap { shown.frame(of: $0) }?.x, blue.x, "the stack starts at its leftmost view")
            XCTAssertEqual(leading?.width, 140, "and is as wide as its views lined up: 40 + 100")
            XCTAssertEqual(purple.x, orange.x + 50, accuracy: 1, "purple's leading edge on orange's centre")
        }
    }

    func testAlignmentGuidesLineUpTheViewsOfAnHStack() {
        onMain {
            let shown = Presented(
                HStack(alignment: .top, spacing: 0) {
                    Color.red.frame(width: 20, height: 40)
                    Color.green.frame(width: 20, height: 20).alignmentGuide(.top) { _ in -10 }
                    Color.blue.frame(width: 20, height: 20).alignmentGuide(VerticalAlignment.top) { d in d[.bottom] }
                }, width: 300, height: 200)
            defer { shown.close() }
            let shapes = find(ShapeNode.self, in: shown.hosting).compactMap { shown.frame(of: $0.widget) }
            guard shapes.count == 3 else { return XCTFail("three colours: \(shapes)") }
            let (red, green, blue) = (shapes[0], shapes[1], shapes[2])
            XCTAssertEqual(green.y - red.y, 10, "green's top guide 10 px above it: it starts 10 px below the line")
            XCTAssertEqual(red.y - blue.y, 20, "blue's bottom on the line")
            XCTAssertEqual(green.x - red.x, 20, "along the row as before")
        }
    }

    func testAFirstTextBaselineGuideLinesUpWithTheTextsBaselines() {
        onMain {
            let shown = Presented(
                HStack(alignment: .firstTextBaseline, spacing: 4) {
                    Text("Big").font(.largeTitle)
                    Text("small")
                    Color.red.frame(width: 10, height: 10).alignmentGuide(.firstTextBaseline) { d in d[.bottom] - 2 }
                }, width: 300, height: 200)
            defer { shown.close() }
            guard let big = label("Big", in: shown.hosting), let small = label("small", in: shown.hosting),
                let red = only(ShapeNode.self, in: shown.hosting)?.widget,
                let bigFrame = shown.frame(of: big), let smallFrame = shown.frame(of: small), let redFrame = shown.frame(of: red),
                let bigBaseline = big.naturalBaseline(forWidth: big.width),
                let smallBaseline = small.naturalBaseline(forWidth: small.width)
            else { return XCTFail("widgets or baselines not found") }
            let line = bigFrame.y + Double(bigBaseline)
            XCTAssertGreaterThan(bigBaseline, smallBaseline, "the test needs texts of different sizes")
            XCTAssertEqual(smallFrame.y + Double(smallBaseline), line, accuracy: 1, "the texts share their baseline")
            XCTAssertEqual(redFrame.y + redFrame.height - 2, line, accuracy: 1, "the square's guide, 2 px above its bottom, on it")
        }
    }
}
