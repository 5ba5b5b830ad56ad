import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// The id a `.scrollPosition(id:)` binds, and every value written to it.
@MainActor
private final class PositionModel: ObservableObject {
    @Published var shown: Int?
    /// The values the scroll view wrote (not those the test set).
    var writes: [Int?] = []
    var binding: Binding<Int?> {
        Binding(
            get: { self.shown },
            set: { value in
                self.writes.append(value)
                self.shown = value
            })
    }
}

/// 1,000 rows 50 high in a lazy stack, its rows the scroll targets.
private struct Rows: View {
    @ObservedObject var model: PositionModel
    var lazy = true

    var body: some View {
        ScrollView {
            if lazy {
                LazyVStack(spacing: 0) { rows }.scrollTargetLayout()
            } else {
                VStack(spacing: 0) { rows }.scrollTargetLayout()
            }
        }
        .scrollPosition(id: model.binding)
    }

    private var rows: some View {
        ForEach(0..<(lazy ? 1000 : 60), id: \.self) { row in
            Text("Row \(row)").frame(height: 50)
        }
    }
}

/// Rows scrolled through a `ScrollPosition`.
private struct PositionedRows: View {
    let position: Probe<Binding<ScrollPosition>>
    @State private var state = ScrollPosition(idType: Int.self)

    var body: some View {
        position.value = $state
        return ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<60, id: \.self) { Text("Row \($0)").frame(height: 50) }
            }
            .scrollTargetLayout()
        }
        .scrollPosition($state)
    }
}

/// Where a row's text sits in its 50-high row (centred).
@MainActor private func textOffset(_ label: Widget) -> Double { (50 - Double(label.height)) / 2 }

@MainActor private func rowLabel(_ row: Int, in root: Any) -> Gtk::Label? {
    find(Gtk::Label.self, in: root).first { $0.text == "Row \(row)" }
}

/// `.scrollPosition(id:)` and `.scrollPosition(_:)` on a `ScrollView`.
final class ScrollPositionTests: GtkTestCase {
    func testScrollingWritesTheFirstVisibleRowsID() throws {
        try onMain {
            let model = PositionModel()
            let shown = Presented(Rows(model: model), width: 300, height: 300)
            defer { shown.close() }
            settle(0.3)
            XCTAssertEqual(model.writes, [], "nothing is written before the user scrolls")
            let adjustment = try XCTUnwrap(find(ScrolledWindow.self, in: shown.hosting).first).verticalAdjustment
            adjustment.value = 500
            spin(timeout: 10) { model.shown == 10 }
            XCTAssertEqual(model.shown, 10, "row 10 is at the top")
            adjustment.value = 775
            spin(timeout: 10) { model.shown == 15 }
            XCTAssertEqual(model.shown, 15, "row 15 is half out at the top: still the first visible")
            XCTAssertEqual(model.writes, [10, 15], "one write per position")
        }
    }

    func testSettingTheBindingScrollsToTheRowAndIsNotWrittenBack() throws {
        try onMain {
            let model = PositionModel()
            let shown = Presented(Rows(model: model, lazy: false), width: 300, height: 300)
            defer { shown.close() }
            settle(0.3)
            let scrolled = try XCTUnwrap(find(ScrolledWindow.self, in: shown.hosting).first)
            model.shown = 30
            spin(timeout: 10) { scrolled.verticalAdjustment.value == 1500 }
            XCTAssertEqual(scrolled.verticalAdjustment.value, 1500, "row 30 is scrolled to the top")
            let row = try XCTUnwrap(rowLabel(30, in: shown.hosting))
            XCTAssertEqual(
                try XCTUnwrap(row.bounds(relativeTo: scrolled)).y, textOffset(row), accuracy: 1, "row 30 is at the top edge")
            settle(0.3)
            XCTAssertEqual(model.writes, [], "the scroll it asked for is not written back")
            XCTAssertEqual(model.shown, 30)
            // The user scrolls again: reported again.
            scrolled.verticalAdjustment.value = 1000
            spin(timeout: 10) { model.shown == 20 }
            XCTAssertEqual(model.writes, [20])
            // Setting the binding again scrolls again.
            model.shown = 21
            spin(timeout: 10) { scrolled.verticalAdjustment.value == 1050 }
            XCTAssertEqual(scrolled.verticalAdjustment.value, 1050)
            settle(0.3)
            XCTAssertEqual(model.writes, [20], "no write after the second scroll asked for either")
            // Row 58 cannot reach the top (the content ends): row 54 is
            // first in view, but the binding keeps the row asked for.
            model.shown = 58
            spin(timeout: 10) {
                scrolled.verticalAdjustment.value == scrolled.verticalAdjustment.upper - scrolled.verticalAdjustment.pageSize
            }
            settle(0.3)
            XCTAssertEqual(model.shown, 58)
            XCTAssertEqual(model.writes, [20], "the end it stopped at is not written back")
        }
    }

    func testSettingTheBindingInWithAnimationScrollsThereGraduallyAndWritesNothingOnTheWay() throws {
        try onMain {
            // With GTK's animations on (the valgrind phase turns them off, and then the scroll jumps).
            let was = Gtk.enablesAnimations
            Gtk.enablesAnimations = true
            defer { Gtk.enablesAnimations = was }
            let model = PositionModel()
            let shown = Presented(Rows(model: model, lazy: false), width: 300, height: 300)
            defer { shown.close() }
            settle(0.3)
            let adjustment = try XCTUnwrap(find(ScrolledWindow.self, in: shown.hosting).first).verticalAdjustment
            var seen: [Double] = []
            let watch = adjustment.onValueChanged { seen.append(adjustment.value) }
            defer { watch.disconnect() }
            withAnimation(.linear(duration: 0.5)) { model.shown = 40 }
            spin(timeout: 10) { adjustment.value == 2000 }
            XCTAssertEqual(adjustment.value, 2000, "row 40 at the top")
            XCTAssertGreaterThan(seen.filter { $0 > 0 && $0 < 2000 }.count, 2, "it went through the rows between: \(seen)")
            settle(0.3)
            XCTAssertEqual(model.writes, [], "none of the rows passed on the way is written")
            XCTAssertEqual(model.shown, 40)
        }
    }

    func testSettingTheBindingToAnUndrawnRowOfALazyStackDrawsAndShowsIt() throws {
        try onMain {
            let model = PositionModel()
            let shown = Presented(Rows(model: model), width: 300, height: 300)
            defer { shown.close() }
            settle(0.3)
            XCTAssertNil(rowLabel(900, in: shown.hosting), "row 900 is not drawn yet")
            let scrolled = try XCTUnwrap(find(ScrolledWindow.self, in: shown.hosting).first)
            model.shown = 900
            spin(timeout: 30) { scrolled.verticalAdjustment.value == 45_000 }
            XCTAssertEqual(scrolled.verticalAdjustment.value, 45_000, "scrolled to row 900")
            let row = try XCTUnwrap(rowLabel(900, in: shown.hosting))
            XCTAssertEqual(try XCTUnwrap(row.bounds(relativeTo: scrolled)).y, textOffset(row), accuracy: 1, "at the top edge")
            settle(0.3)
            XCTAssertEqual(model.writes, [], "not written back")
        }
    }

    func testAScrollPositionScrollsToIDsEdgesAndPointsAndReportsTheUsersScrolling() throws {
        try onMain {
            let position = Probe<Binding<ScrollPosition>>()
            let shown = Presented(PositionedRows(position: position), width: 300, height: 300)
            defer { shown.close() }
            settle(0.3)
            let binding = try XCTUnwrap(position.value)
            let adjustment = try XCTUnwrap(find(ScrolledWindow.self, in: shown.hosting).first).verticalAdjustment
            binding.wrappedValue.scrollTo(id: 12)
            spin(timeout: 10) { adjustment.value == 600 }
            XCTAssertEqual(adjustment.value, 600, "row 12 at the top")
            binding.wrappedValue.scrollTo(edge: .bottom)
            spin(timeout: 10) { adjustment.value == adjustment.upper - adjustment.pageSize }
            XCTAssertEqual(adjustment.value, adjustment.upper - adjustment.pageSize, "the bottom edge")
            binding.wrappedValue.scrollTo(y: 230)
            spin(timeout: 10) { adjustment.value == 230 }
            XCTAssertEqual(adjustment.value, 230)
            settle(0.3)
            XCTAssertFalse(binding.wrappedValue.isPositionedByUser, "the app's scrolls are not written back")
            XCTAssertEqual(binding.wrappedValue.point, nil)
            adjustment.value = 400
            spin(timeout: 10) { binding.wrappedValue.isPositionedByUser }
            XCTAssertTrue(binding.wrappedValue.isPositionedByUser)
            XCTAssertEqual(binding.wrappedValue.viewID(type: Int.self), 8, "row 8 is first in view")
            XCTAssertEqual(binding.wrappedValue.viewID, AnyHashable(8))
        }
    }
}

/// A scroll view 100 wide of four red boxes 100 wide, clipped or not.
private struct NarrowCarousel: View {
    let clipped: Bool
    var body: some View {
        HStack(spacing: 0) {
            ScrollView(.horizontal) {
                HStack(spacing: 0) { ForEach(0..<4, id: \.self) { _ in Color.red.frame(width: 100, height: 60) } }
            }
            .scrollClipDisabled(!clipped)
            .frame(width: 100, height: 60)
            Spacer()
        }
    }
}

/// `.contentMargins` and `.scrollClipDisabled` on scroll views inside.
final class ScrollContentModifierTests: GtkTestCase {
    func testContentMarginsInsetTheScrolledContentAndScrollWithIt() throws {
        try onMain {
            let shown = Presented(
                ScrollView {
                    VStack(spacing: 0) { ForEach(0..<20, id: \.self) { Text("Row \($0)").frame(height: 50) } }
                }
                .contentMargins(.top, 30)
                .contentMargins(.bottom, 40, for: .scrollContent)
                .contentMargins(.leading, 99, for: .scrollIndicators), width: 300, height: 300)
            defer { shown.close() }
            settle(0.3)
            let scrolled = try XCTUnwrap(find(ScrolledWindow.self, in: shown.hosting).first)
            let first = try XCTUnwrap(find(Gtk::Label.self, in: shown.hosting).first { $0.text == "Row 0" })
            XCTAssertEqual(
                try XCTUnwrap(first.bounds(relativeTo: scrolled)).y, 30 + textOffset(first), accuracy: 1, "30 above the first row")
            XCTAssertEqual(scrolled.verticalAdjustment.upper, 30 + 20 * 50 + 40, accuracy: 1, "the margins scroll with it")
            let content = try XCTUnwrap(scrolled.children.first?.children.first)
            XCTAssertEqual(try XCTUnwrap(content.bounds(relativeTo: scrolled)).x, 0, "indicator margins change nothing")
            scrolled.verticalAdjustment.value = 30
            spin(timeout: 10) { (first.bounds(relativeTo: scrolled)?.y ?? 1) == textOffset(first) }
            XCTAssertEqual(try XCTUnwrap(first.bounds(relativeTo: scrolled)).y, textOffset(first), accuracy: 1)
        }
    }

    func testScrollClipDisabledDrawsTheContentPastTheScrollViewsEdge() throws {
        try onMain {
            for clipped in [true, false] {
                let shown = Presented(NarrowCarousel(clipped: clipped), width: 300, height: 60)
                defer { shown.close() }
                settle(0.3)
                let scrolled = try XCTUnwrap(find(ScrolledWindow.self, in: shown.hosting).first)
                XCTAssertEqual(scrolled.clipsChildren, clipped)
                let pixels = try XCTUnwrap(shown.hosting.widget.renderPixels())
                let beyond = pixels.color(x: 150, y: 30)
                XCTAssertEqual(beyond.red * beyond.alpha > 0.8 && beyond.green < 0.2, !clipped, "past the edge: \(beyond)")
            }
        }
    }
}
