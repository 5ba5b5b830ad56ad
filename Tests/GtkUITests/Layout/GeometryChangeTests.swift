import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// The width a test changes.
@MainActor
private final class FrameWidth: ObservableObject {
    @Published var value: CGFloat = 200
}

/// Reports its width through `.onGeometryChange` into state it shows, and
/// counts the old/new calls.
private struct WidthReporter: View {
    @ObservedObject var width: FrameWidth
    let changes: Probe<[String]>
    @State private var reported: CGFloat = 0

    var body: some View {
        VStack {
            Text("reported \(Int(reported))")
            Color.blue
                .frame(width: width.value, height: 40)
                .onGeometryChange(for: CGFloat.self) { proxy in
                    proxy.size.width
                } action: {
                    reported = $0
                }
                .onGeometryChange(for: Int.self) { proxy in
                    Int(proxy.size.width)
                } action: { old, new in
                    changes.value = (changes.value ?? []) + ["\(old)->\(new)"]
                }
        }
    }
}

/// Pages as wide as their scroll view, and cards three to a view, in a
/// column whose width the test changes.
private struct Pages: View {
    @ObservedObject var width: FrameWidth
    var body: some View {
        VStack(spacing: 0) {
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    ForEach(0..<3, id: \.self) { page in
                        Text("page \(page)").containerRelativeFrame(.horizontal)
                    }
                }
            }
            .frame(height: 60)
            ScrollView(.horizontal) {
                HStack(spacing: 10) {
                    ForEach(0..<6, id: \.self) { card in
                        Text("card \(card)").containerRelativeFrame(.horizontal, count: 3, spacing: 10)
                    }
                }
            }
            .frame(height: 60)
        }
        .frame(width: width.value)
    }
}

/// A paging scroll view and a view-aligned one.
private struct Snapping: View {
    var body: some View {
        VStack(spacing: 0) {
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    ForEach(0..<4, id: \.self) { page in
                        Text("page \(page)").containerRelativeFrame(.horizontal)
                    }
                }
            }
            .scrollTargetBehavior(.paging)
            .frame(height: 60)
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    ForEach(0..<10, id: \.self) { card in
                        Text("card \(card)").frame(width: 150)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned)
            .frame(height: 60)
        }
    }
}

/// `.onGeometryChange`, `.containerRelativeFrame` and `.scrollTargetBehavior`
/// on real GTK allocations and scrolling.
final class GeometryChangeTests: GtkTestCase {
    func testOnGeometryChangeReportsTheFirstSizeAndEachChange() {
        onMain {
            let width = FrameWidth()
            let changes = Probe<[String]>()
            let shown = Presented(WidthReporter(width: width, changes: changes), width: 400, height: 200)
            defer { shown.close() }
            spin(timeout: 30) { label("reported 200", in: shown.hosting) != nil }
            XCTAssertNotNil(label("reported 200", in: shown.hosting), "the first layout's width")
            XCTAssertNil(changes.value, "the old/new form waits for a change")
            width.value = 260
            shown.settleLayout()
            spin(timeout: 30) { label("reported 260", in: shown.hosting) != nil }
            XCTAssertNotNil(label("reported 260", in: shown.hosting))
            spin(timeout: 30) { changes.value == ["200->260"] }
            XCTAssertEqual(changes.value, ["200->260"])
            settle(0.2)
            XCTAssertEqual(changes.value, ["200->260"], "no call without a change")
        }
    }

    func testContainerRelativeFramesFollowTheScrollViewsWidth() {
        onMain {
            let column = FrameWidth()
            column.value = 390
            let shown = Presented(Pages(width: column), width: 600, height: 200)
            defer { shown.close() }
            /// The width of the frame around a label: the innermost layout host holding it.
            @MainActor func width(of text: String) -> Int? {
                guard let found = label(text, in: shown.hosting) else { return nil }
                let hosts = find(LayoutHost.self, in: shown.hosting).filter { found.isInside($0) }
                return hosts.first { host in !hosts.contains { $0 !== host && $0.isInside(host) } }?.width
            }
            let scrolled = find(ScrolledWindow.self, in: shown.hosting)
            XCTAssertEqual(scrolled.map(\.width), [390, 390], "the scroll views fill the column")
            spin(timeout: 30) { width(of: "page 1") == 390 }
            XCTAssertEqual(width(of: "page 0"), 390, "a page is as wide as its scroll view")
            XCTAssertEqual(width(of: "page 2"), 390)
            XCTAssertEqual(width(of: "card 4"), (390 - 20) / 3, "three cards 10 px apart fill the width")
            column.value = 500
            shown.settleLayout()
            spin(timeout: 30) { width(of: "page 1") == 500 && width(of: "card 0") == 160 }
            XCTAssertEqual(width(of: "page 1"), 500, "the pages follow their scroll view")
            XCTAssertEqual(width(of: "card 0"), (500 - 20) / 3)
        }
    }

    func testPagingAndViewAlignedScrollViewsComeToRestOnTheirTargets() {
        onMain {
            let shown = Presented(Snapping(), width: 400, height: 200)
            defer { shown.close() }
            let scrolled = find(ScrolledWindow.self, in: shown.hosting)
            guard scrolled.count == 2 else { return XCTFail("two scroll views, found \(scrolled.count)") }
            let (paging, aligned) = (scrolled[0].horizontalAdjustment, scrolled[1].horizontalAdjustment)
            let page = Double(scrolled[0].width)
            spin(timeout: 30) { paging.upper >= 4 * page }
            XCTAssertEqual(paging.upper, 4 * page, "four pages as wide as the scroll view")
            // A scroll forward, however short, turns one page.
            paging.value = 60
            spin(timeout: 30) { paging.value == page }
            XCTAssertEqual(paging.value, page, "rests on the next page")
            paging.value = page + 70
            spin(timeout: 30) { paging.value == 2 * page }
            XCTAssertEqual(paging.value, 2 * page)
            // A scroll back turns one page back.
            paging.value = 2 * page - 40
            spin(timeout: 30) { paging.value == page }
            XCTAssertEqual(paging.value, page)
            // The aligned view rests on the next card's leading edge.
            aligned.value = 100
            spin(timeout: 30) { aligned.value == 150 }
            XCTAssertEqual(aligned.value, 150, "the second card's leading edge")
            aligned.value = 500
            spin(timeout: 30) { aligned.value == 600 }
            XCTAssertEqual(aligned.value, 600)
            aligned.value = 520
            spin(timeout: 30) { aligned.value == 450 }
            XCTAssertEqual(aligned.value, 450, "backwards, the card edge before")
        }
    }
}
