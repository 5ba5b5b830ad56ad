import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

private struct SizeKey: PreferenceKey {
    static let defaultValue = CGSize.zero
    static func reduce(value: inout CGSize, nextValue: () -> CGSize) { value = nextValue() }
}

/// Names in view order: each view's names after the ones before.
private struct NamesKey: PreferenceKey {
    static let defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
}

private struct BoundsKey: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}

@MainActor
private final class Model: ObservableObject {
    @Published var width: CGFloat = 120
    @Published var names = ["c", "d"]
    @Published var unrelated = 0
}

/// The idiom apps use to learn a view's size, recording each action.
private struct SizeReading: View {
    @ObservedObject var model: Model
    let received: Probe<[CGSize]>
    @State private var size = CGSize.zero

    var body: some View {
        VStack {
            Text("Measured")
                .frame(width: model.width, height: 40)
                .background(GeometryReader { g in Color.clear.preference(key: SizeKey.self, value: g.size) })
                .onPreferenceChange(SizeKey.self) { newSize in
                    size = newSize
                    received.value = (received.value ?? []) + [newSize]
                }
            Text("size \(Int(size.width))x\(Int(size.height))")
            Text("unrelated \(model.unrelated)")
        }
    }
}

/// Names from several views, a ForEach among them, read by one reader.
private struct NameList: View {
    @ObservedObject var model: Model
    let received: Probe<[[String]]>

    var body: some View {
        VStack {
            Text("a").preference(key: NamesKey.self, value: ["a"])
            HStack {
                Text("b").preference(key: NamesKey.self, value: ["b"])
                Text("no name")
            }
            ForEach(model.names, id: \.self) { name in
                Text(name).preference(key: NamesKey.self, value: [name])
            }
            VStack {
                Text("hidden").preference(key: NamesKey.self, value: ["hidden"])
            }
            .preference(key: NamesKey.self, value: ["replaced"])
            VStack {
                Text("e").preference(key: NamesKey.self, value: ["e"])
            }
            .transformPreference(NamesKey.self) { $0.append("transformed") }
            Text("unrelated \(model.unrelated)")
        }
        .onPreferenceChange(NamesKey.self) { names in received.value = (received.value ?? []) + [names] }
    }
}

/// An underline under the selected tab, drawn from the tab's anchor.
private struct Underlined: View {
    var body: some View {
        HStack(spacing: 20) {
            Text("First tab")
            Text("Second tab").anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
        }
        .padding(10)
        .overlayPreferenceValue(BoundsKey.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    let rect = proxy[anchor]
                    Color.red.frame(width: rect.width, height: 3).offset(x: rect.minX, y: rect.maxY)
                }
            }
        }
        .backgroundPreferenceValue(BoundsKey.self) { anchor in
            Text(anchor == nil ? "no anchor" : "has anchor")
        }
    }
}

/// Preferences: values set inside, reduced in view order, read after the
/// renders that produced them.
final class PreferenceTests: GtkTestCase {
    func testOnPreferenceChangeGetsTheAllocatedSizeOnceAndAgainAfterAResize() {
        onMain {
            let model = Model()
            let received = Probe<[CGSize]>()
            let shown = Presented(SizeReading(model: model, received: received), width: 400, height: 300)
            defer { shown.close() }
            spin { label("size 120x40", in: shown.hosting) != nil }
            XCTAssertNotNil(label("size 120x40", in: shown.hosting), "the state set to the real size")
            XCTAssertEqual(received.value, [CGSize(width: 120, height: 40)], "once, without the reader's placeholder")
            model.unrelated += 1
            shown.settleLayout()
            XCTAssertNotNil(label("unrelated 1", in: shown.hosting))
            XCTAssertEqual(received.value?.count, 1, "a render with the same value runs no action")
            model.width = 200
            shown.settleLayout()
            spin { label("size 200x40", in: shown.hosting) != nil }
            XCTAssertEqual(received.value, [CGSize(width: 120, height: 40), CGSize(width: 200, height: 40)])
            settle(0.2)
            XCTAssertEqual(received.value?.count, 2, "no action without a change")
        }
    }

    func testValuesAreReducedInViewOrder() {
        onMain {
            let model = Model()
            let received = Probe<[[String]]>()
            let shown = Presented(NameList(model: model, received: received), width: 400, height: 500)
            defer { shown.close() }
            XCTAssertEqual(received.value, [["a", "b", "c", "d", "replaced", "e", "transformed"]])
            model.names = ["c", "x", "d"]
            shown.settleLayout()
            XCTAssertEqual(received.value?.last, ["a", "b", "c", "x", "d", "replaced", "e", "transformed"], "inserted in the middle")
            model.names = ["d"]
            shown.settleLayout()
            XCTAssertEqual(received.value?.last, ["a", "b", "d", "replaced", "e", "transformed"], "removed views send nothing")
            let count = received.value?.count
            model.unrelated += 1
            shown.settleLayout()
            XCTAssertEqual(received.value?.count, count, "same value, no action")
        }
    }

    func testAnOverlayIsMadeFromAnAnchorResolvedInItsSpace() {
        onMain {
            let shown = Presented(Underlined(), width: 400, height: 200)
            defer { shown.close() }
            guard let tab = label("Second tab", in: shown.hosting) else { return XCTFail("no tab") }
            spin {
                find(ShapeNode.self, in: shown.hosting).first.flatMap { shown.frame(of: $0.widget) }?.width
                    == Double(tab.width)
            }
            guard let bar = find(ShapeNode.self, in: shown.hosting).first?.widget, let barFrame = shown.frame(of: bar),
                let tabFrame = shown.frame(of: tab)
            else { return XCTFail("no underline") }
            XCTAssertEqual(barFrame.x, tabFrame.x, "under the tab")
            XCTAssertEqual(barFrame.width, tabFrame.width, "as wide as the tab")
            XCTAssertEqual(barFrame.y, tabFrame.y + tabFrame.height, accuracy: 1, "at its bottom edge")
            XCTAssertEqual(barFrame.height, 3)
            guard let background = label("has anchor", in: shown.hosting) else { return XCTFail("no background value") }
            XCTAssertNil(label("no anchor", in: shown.hosting))
            let layers = background.parent?.children ?? []
            XCTAssertTrue(layers.first?.isSameObject(as: background) == true, "the background is the bottom layer")
        }
    }

    func testClosingTheWindowReleasesPreferenceAndLayoutNodes() {
        onMain {
            do {
                let warm = Presented(Text("x"), width: 100, height: 100)
                warm.close()
            }
            settle(0.3)
            let before = liveCounts()
            weak var reader: PreferenceChangeNode<NamesKey>?
            do {
                let model = Model()
                let shown = Presented(
                    VStack {
                        NameList(model: model, received: Probe())
                        Underlined()
                        SizeReading(model: model, received: Probe())
                        HStackLayout { Text("in a layout") }
                    }, width: 500, height: 700)
                shown.settleLayout()
                reader = find(PreferenceChangeNode<NamesKey>.self, in: shown.hosting).first
                XCTAssertNotNil(reader)
                XCTAssertGreaterThan(liveCounts().nodes, before.nodes)
                shown.close()
            }
            spin(timeout: 10) {
                settle(0.05)
                let now = liveCounts()
                return now.nodes <= before.nodes && now.wrappers <= before.wrappers && now.closures <= before.closures
            }
            XCTAssertNil(reader, "the reader's node is released")
            XCTAssertEqual(liveCounts().nodes, before.nodes, "view nodes")
            XCTAssertEqual(liveCounts().wrappers, before.wrappers, "GObject wrappers")
            XCTAssertEqual(liveCounts().closures, before.closures, "signal closures")
        }
    }
}
