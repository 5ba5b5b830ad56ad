import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// The width a test changes, observed by the view around a reader.
@MainActor
private final class Width: ObservableObject {
    @Published var value: CGFloat = 200
}

/// A reader in a frame whose width the test changes.
private struct SizedReader: View {
    @ObservedObject var width: Width
    let renders: Probe<Int>
    var body: some View {
        GeometryReader { proxy in
            let _ = countRender(renders)
            Text("\(Int(proxy.size.width))x\(Int(proxy.size.height))")
        }
        .frame(width: width.value, height: 80)
    }
}

/// A reader below a 50 px spacer and 30 px of leading padding, reporting
/// its frames in three spaces.
private struct PlacedReader: View {
    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(height: 50)
            HStack(spacing: 0) {
                Color.blue.frame(width: 30)
                VStack(spacing: 0) {
                    Color.green.frame(height: 20)
                    GeometryReader { proxy in
                        VStack {
                            Text(describe(proxy.frame(in: .local), "local"))
                            Text(describe(proxy.frame(in: .global), "global"))
                            Text(describe(proxy.frame(in: .named("column")), "named"))
                            Text(proxy.bounds(of: .named("missing")) == nil ? "no missing" : "missing found")
                            Text("insets \(Int(proxy.safeAreaInsets.top + proxy.safeAreaInsets.leading))")
                        }
                    }
                    .frame(height: 100)
                }
                .coordinateSpace(.named("column"))
            }
        }
    }
}

/// Counts one render of a reader's content.
@MainActor
private func countRender(_ renders: Probe<Int>) -> Bool {
    renders.value = (renders.value ?? 0) + 1
    return true
}

private func describe(_ rect: CGRect, _ space: String) -> String {
    "\(space) \(Int(rect.minX)),\(Int(rect.minY)) \(Int(rect.width))x\(Int(rect.height))"
}

/// Rows in a scroll view, the last one reading its frame in the scroll view.
private struct ScrolledReader: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<20, id: \.self) { index in Text("Row \(index)").frame(height: 30) }
                GeometryReader { proxy in Text("at \(Int(proxy.frame(in: .scrollView).minY))") }
                    .frame(height: 30)
            }
        }
    }
}

@MainActor
private func labelText(prefix: String, in root: Any) -> String? {
    find(Gtk::Label.self, in: root).map(\.text).first { $0.hasPrefix(prefix) }
}

/// `GeometryReader`, `GeometryProxy` and `.coordinateSpace`, read from
/// real GTK allocations.
final class GeometryReaderTests: GtkTestCase {
    func testContentIsMadeFromTheAllocatedSizeAndFollowsItWithoutALoop() {
        onMain {
            let width = Width()
            let renders = Probe<Int>()
            let shown = Presented(SizedReader(width: width, renders: renders))
            defer { shown.close() }
            spin(timeout: 30) { label("200x80", in: shown.hosting) != nil }
            XCTAssertNotNil(label("200x80", in: shown.hosting), "the size GTK allocated")
            settle(0.3)
            let settled = renders.value ?? 0
            settle(0.3)
            XCTAssertEqual(renders.value, settled, "no render without a size change: no layout loop")
            width.value = 260
            shown.settleLayout()
            spin(timeout: 30) { label("260x80", in: shown.hosting) != nil }
            XCTAssertNil(label("200x80", in: shown.hosting), "the old size is gone")
            if let text = label("260x80", in: shown.hosting) {
                XCTAssertEqual(text.bounds(relativeTo: text.parent!)?.x, 0, "content at the reader's leading edge")
            }
        }
    }

    func testFramesInLocalGlobalAndNamedSpaces() {
        onMain {
            let shown = Presented(PlacedReader(), width: 400, height: 300)
            defer { shown.close() }
            guard let reader = find(GeometryReaderNode.self, in: shown.hosting).first?.widget,
                let column = find(CoordinateSpaceNode.self, in: shown.hosting).first?.widgets.first
            else { return XCTFail("reader or named space not found") }
            let expected = { (space: String, rect: Rect?) -> String in
                guard let rect else { return "\(space) unplaced" }
                return "\(space) \(Int(rect.x)),\(Int(rect.y)) \(reader.width)x\(reader.height)"
            }
            spin(timeout: 30) { labelText(prefix: "global", in: shown.hosting) == expected("global", shown.frame(of: reader)) }
            XCTAssertEqual(reader.height, 100)
            XCTAssertEqual(labelText(prefix: "local", in: shown.hosting), "local 0,0 \(reader.width)x100")
            XCTAssertEqual(labelText(prefix: "global", in: shown.hosting), expected("global", shown.frame(of: reader)))
            XCTAssertEqual(shown.frame(of: reader)?.x, 30, "after the 30 px column")
            XCTAssertGreaterThanOrEqual(shown.frame(of: reader)?.y ?? 0, 70, "below the 50 and 20 px colours")
            XCTAssertEqual(
                labelText(prefix: "named", in: shown.hosting), expected("named", reader.bounds(relativeTo: column)),
                "in the named column")
            XCTAssertEqual(reader.bounds(relativeTo: column).map { Int($0.x) }, 0, "the column starts at the reader")
            XCTAssertNotNil(label("no missing", in: shown.hosting), "bounds(of:) of an unknown name is nil")
            XCTAssertNotNil(label("insets 0", in: shown.hosting), "a GNOME window has no safe area")
        }
    }

    func testScrollingRendersAReaderThatReadsItsPositionAgain() {
        onMain {
            let shown = Presented(ScrolledReader(), width: 300, height: 200)
            defer { shown.close() }
            guard let scrolled = find(ScrolledWindow.self, in: shown.hosting).first else { return XCTFail("no scroll view") }
            spin(timeout: 30) { labelText(prefix: "at ", in: shown.hosting) == "at 600" }
            XCTAssertEqual(labelText(prefix: "at ", in: shown.hosting), "at 600", "below the visible area")
            scrolled.verticalAdjustment.value = 400
            XCTAssertEqual(scrolled.verticalAdjustment.value, 400)
            spin(timeout: 30) { labelText(prefix: "at ", in: shown.hosting) == "at 200" }
            XCTAssertEqual(labelText(prefix: "at ", in: shown.hosting), "at 200", "moved up by the scrolled amount")
        }
    }

    func testClosingTheWindowReleasesTheReader() {
        onMain {
            weak var node: GeometryReaderNode?
            do {
                let shown = Presented(ScrolledReader(), width: 300, height: 200)
                spin(timeout: 30) { labelText(prefix: "at ", in: shown.hosting) != nil }
                node = find(GeometryReaderNode.self, in: shown.hosting).first
                XCTAssertNotNil(node)
                shown.close()
            }
            settle(0.1)
            XCTAssertNil(node, "the reader's node is released with its window")
        }
    }
}
