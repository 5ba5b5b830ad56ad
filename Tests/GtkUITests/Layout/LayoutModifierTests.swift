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
            XCTAssertEqual(prioritized.parent?.measure(.horizontal).minimum, prioritized.naturalWidth, "priority keeps it whole")
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
            XCTAssertEqual(guided.renderedWidgets.map(\.typeName), ["GtkLabel"], "no effect")
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
