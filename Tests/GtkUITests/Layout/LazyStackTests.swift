import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// A feed that loads 20 more items when its last row appears, up to 200.
@MainActor
private final class Feed: ObservableObject {
    @Published var items = Array(0..<20)
    var loads = 0
    func loadMore() {
        guard items.count < 200 else { return }
        loads += 1
        items += Array(items.count..<(items.count + 20))
    }
}

private struct FeedView: View {
    @ObservedObject var feed: Feed
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(feed.items, id: \.self) { item in
                    Text("Item \(item)")
                        .frame(height: 30)
                        .onAppear { if item == feed.items.last { feed.loadMore() } }
                }
            }
        }
    }
}

private struct LongList: View {
    let appeared: Probe<Int>
    @State private var target = 0
    var body: some View {
        ScrollViewReader { proxy in
            VStack {
                Button("Jump") { proxy.scrollTo(999, anchor: .bottom) }
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<1000, id: \.self) { row in
                            Text("Row \(row)").frame(height: 30).id(row)
                                .onAppear { appeared.value = (appeared.value ?? 0) + 1 }
                        }
                    }
                }
            }
        }
    }
}

@MainActor private func rows(in root: Any, prefix: String) -> [String] {
    find(Gtk::Label.self, in: root).map(\.text).filter { $0.hasPrefix(prefix) }
}

/// `LazyVStack` in a scroll view draws rows as scrolling nears them.
final class LazyStackTests: GtkTestCase {
    func testRowsAreDrawnAsScrollingNearsThemAndOnAppearFollows() throws {
        try onMain {
            let appeared = Probe<Int>()
            let shown = Presented(LongList(appeared: appeared), width: 300, height: 300)
            defer { shown.close() }
            settle(0.3)
            let drawn = rows(in: shown.hosting, prefix: "Row ").count
            XCTAssertGreaterThan(drawn, 10, "the screenful and a margin")
            XCTAssertLessThan(drawn, 200, "not the 1,000 rows")
            XCTAssertEqual(appeared.value, drawn, "onAppear ran for the drawn rows only")
            let scrolled = try XCTUnwrap(find(ScrolledWindow.self, in: shown.hosting).first)
            let adjustment = scrolled.verticalAdjustment
            adjustment.value = adjustment.upper - adjustment.pageSize
            spin(timeout: 30) { rows(in: shown.hosting, prefix: "Row ").count > drawn }
            XCTAssertGreaterThan(rows(in: shown.hosting, prefix: "Row ").count, drawn, "scrolling to the end drew more")
            XCTAssertLessThan(rows(in: shown.hosting, prefix: "Row ").count, 1000)
        }
    }

    func testScrollToAnUndrawnRowDrawsItAndShowsIt() throws {
        try onMain {
            let shown = Presented(LongList(appeared: Probe<Int>()), width: 300, height: 300)
            defer { shown.close() }
            settle(0.3)
            XCTAssertNil(label("Row 999", in: shown.hosting))
            try XCTUnwrap(find(Gtk::Button.self, in: shown.hosting).first { $0.accessibleLabel == "Jump" }).click()
            spin(timeout: 30) { label("Row 999", in: shown.hosting) != nil }
            let last = try XCTUnwrap(label("Row 999", in: shown.hosting))
            let scrolled = try XCTUnwrap(find(ScrolledWindow.self, in: shown.hosting).first)
            spin(timeout: 30) {
                (last.bounds(relativeTo: scrolled)?.y ?? -1) >= 0 && (last.bounds(relativeTo: scrolled)?.y ?? 1e9) < Double(scrolled.height)
            }
            let frame = try XCTUnwrap(last.bounds(relativeTo: scrolled))
            XCTAssertTrue(frame.y >= 0 && frame.y < Double(scrolled.height), "row 999 is in view at \(frame.y)")
        }
    }

    func testAFeedThatLoadsFromItsLastRowLoadsPageByPage() {
        onMain {
            let feed = Feed()
            let shown = Presented(FeedView(feed: feed), width: 300, height: 300)
            defer { shown.close() }
            settle(0.5)
            XCTAssertLessThan(feed.items.count, 200, "not every page at once (\(feed.loads) loads)")
            XCTAssertLessThanOrEqual(feed.loads, 2)
            let loaded = feed.items.count
            let scrolled = find(ScrolledWindow.self, in: shown.hosting).first
            for _ in 0..<20 {
                guard let adjustment = scrolled?.verticalAdjustment else { break }
                adjustment.value = adjustment.upper - adjustment.pageSize
                settle(0.1)
            }
            XCTAssertGreaterThan(feed.items.count, loaded, "scrolling to the end loads more")
        }
    }

    func testALazyGridDrawsItsCellsAsScrollingNearsThem() throws {
        try onMain {
            let shown = Presented(
                ScrollView {
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: 60))]) {
                        ForEach(0..<2000, id: \.self) { Text("Tile \($0)").frame(height: 40) }
                    }
                }, width: 320, height: 300)
            defer { shown.close() }
            settle(0.3)
            let drawn = rows(in: shown.hosting, prefix: "Tile ").count
            XCTAssertGreaterThan(drawn, 20)
            XCTAssertLessThan(drawn, 400, "not the 2,000 tiles")
            let adjustment = try XCTUnwrap(find(ScrolledWindow.self, in: shown.hosting).first).verticalAdjustment
            adjustment.value = adjustment.upper - adjustment.pageSize
            spin(timeout: 30) { rows(in: shown.hosting, prefix: "Tile ").count > drawn }
            XCTAssertGreaterThan(rows(in: shown.hosting, prefix: "Tile ").count, drawn)
        }
    }

    func testOutsideAScrollViewEverythingIsDrawn() {
        onMain {
            let shown = Presented(
                LazyVStack { ForEach(0..<60, id: \.self) { Text("Cell \($0)") } }, width: 300, height: 300)
            defer { shown.close() }
            spin(timeout: 30) { rows(in: shown.hosting, prefix: "Cell ").count == 60 }
            XCTAssertEqual(rows(in: shown.hosting, prefix: "Cell ").count, 60)
        }
    }
}
