import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// Fifty rows of 30 px in a scroll view, with a proxy the test can use.
private struct Rows: View {
    let proxy: Probe<ScrollViewProxy>
    var count = 50
    var body: some View {
        ScrollViewReader { reader in
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<count, id: \.self) { index in
                        Text("Row \(index)").frame(height: 30).id(index)
                    }
                }
            }
            .onAppear { proxy.value = reader }
            .task { proxy.value = reader }
        }
    }
}

/// A chat's log: lines of 30 px, opening on the newest and following new ones.
private struct ChatLog: View {
    var count: Int
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<count, id: \.self) { Text("Line \($0)").frame(height: 30) }
            }
        }
        .defaultScrollAnchor(.bottom)
    }
}

/// A counter whose identity is its id.
private struct Counter: View {
    @State var count = 0
    var body: some View { Button("Count \(count)") { count += 1 } }
}

@MainActor
private func scrolledWindow(in root: Any) -> ScrolledWindow? { find(ScrolledWindow.self, in: root).first }

/// `ScrollView`, its modifiers and `ScrollViewReader`, read from GTK.
final class ScrollViewTests: GtkTestCase {
    func testScrollViewStacksItsContentInAScrolledWindow() {
        onMain {
            let hosting = HostingView(
                rootView: VStack {
                    ScrollView {
                        Text("a")
                        Text("b")
                    }
                    ScrollView(.horizontal, showsIndicators: false) { Text("c") }
                })
            let scrolled = find(ScrolledWindow.self, in: hosting)
            XCTAssertEqual(scrolled.count, 2)
            guard scrolled.count == 2, let viewport = scrolled[0].children.first(where: { $0.typeName == "GtkViewport" })
            else { return }
            let stack = viewport.children.first
            let stackNode = find(StackNode.self, in: hosting).first { node in stack.map(node.widget.isSameObject) ?? false }
            XCTAssertEqual(stackNode?.axis, .vertical, "the content is a column")
            XCTAssertEqual(stack.map(childTypes), ["GtkLabel", "GtkLabel"])
            XCTAssertEqual([scrolled[0].hexpand, scrolled[0].vexpand], [true, true])
            XCTAssertEqual([scrolled[1].hexpand, scrolled[1].vexpand], [true, false], "a carousel is as tall as its content")
            XCTAssertEqual(scrolled[1].policy.horizontal, .external, "no indicators, still scrolling")
            XCTAssertEqual(scrolled[1].policy.vertical, .never, "no vertical scrolling: as tall as the content")
        }
    }

    func testScrollIndicatorsModifier() {
        onMain {
            let hidden = HostingView(rootView: ScrollView { Text("x") }.scrollIndicators(.hidden))
            XCTAssertEqual(scrolledWindow(in: hidden)?.policy.vertical, .external)
            let visible = HostingView(rootView: ScrollView { Text("x") }.scrollIndicators(.visible, axes: .vertical))
            XCTAssertEqual(scrolledWindow(in: visible)?.policy.vertical, .automatic)
            XCTAssertEqual(scrolledWindow(in: visible)?.hasOverlayScrolling, false, "bars with room of their own")
            let disabled = HostingView(rootView: ScrollView { Text("x") }.scrollDisabled(true))
            XCTAssertEqual(find(ScrollViewNode.self, in: disabled).first?.isScrollDisabled, true)
            XCTAssertEqual(find(EventControllerScroll.self, in: disabled).count, 1)
            let background = HostingView(rootView: ScrollView { Text("x") }.scrollContentBackground(.hidden))
            XCTAssertNotNil(scrolledWindow(in: background), "compiles, no effect")
        }
    }

    func testScrollToAnchorsTopCenterBottomAndMinimal() {
        onMain {
            let proxy = Probe<ScrollViewProxy>()
            let shown = Presented(Rows(proxy: proxy), width: 300, height: 200)
            defer { shown.close() }
            spin { proxy.value != nil }
            guard let scrolled = scrolledWindow(in: shown.hosting), let reader = proxy.value else { return }
            let page = scrolled.verticalAdjustment.pageSize
            XCTAssertGreaterThan(page, 100)
            // Found once: a reflection walk per main-loop turn would starve GTK's frames.
            let rows = Dictionary(
                uniqueKeysWithValues: find(Gtk::Label.self, in: shown.hosting).map { ($0.text, $0.parent ?? $0) })
            let rowTop = { (index: Int) -> Double in rows["Row \(index)"]?.bounds(relativeTo: scrolled)?.y ?? .nan }
            reader.scrollTo(30, anchor: .top)
            spin { abs(rowTop(30)) < 0.5 }
            XCTAssertEqual(scrolled.verticalAdjustment.value, 900, accuracy: 1, "row 30 starts 900 px down")
            reader.scrollTo(30, anchor: .bottom)
            spin { abs(rowTop(30) + 30 - page) < 0.5 }
            reader.scrollTo(30, anchor: .center)
            spin { abs(rowTop(30) + 15 - page / 2) < 1 }
            reader.scrollTo(0)
            spin { scrolled.verticalAdjustment.value == 0 }
            reader.scrollTo(10)
            spin { abs(rowTop(10) + 30 - page) < 0.5 }
            XCTAssertEqual(scrolled.verticalAdjustment.value, 330 - page, accuracy: 1, "no anchor: just enough to show it")
            reader.scrollTo(49, anchor: .top)
            spin { scrolled.verticalAdjustment.value >= scrolled.verticalAdjustment.upper - page - 0.5 }
            XCTAssertGreaterThan(rowTop(49), 0, "the last row cannot reach the top: clamped to the end")
            reader.scrollTo("nothing")
        }
    }

    func testDefaultScrollAnchorOpensAtTheEndAndFollowsUntilTheUserScrollsAway() {
        onMain {
            let shown = Presented(ChatLog(count: 50), width: 300, height: 200)
            defer { shown.close() }
            guard let scrolled = scrolledWindow(in: shown.hosting) else { return }
            let position = scrolled.verticalAdjustment
            let atEnd = { (length: Double) in
                position.upper >= length && position.value >= length - position.pageSize - 0.5
            }
            spin { atEnd(1500) }  // opens on the newest line
            shown.hosting.update(ChatLog(count: 60))
            spin { atEnd(1800) }  // and follows new ones
            position.value = 100  // the user scrolls up to read
            shown.hosting.update(ChatLog(count: 70))
            spin { position.upper >= 2100 }
            XCTAssertEqual(position.value, 100, accuracy: 0.5, "reading older lines: not pulled down")
            position.value = position.upper - position.pageSize  // back at the end
            shown.hosting.update(ChatLog(count: 80))
            spin { atEnd(2400) }
        }
    }

    func testDefaultScrollAnchorPlacesShortContentAtTheAnchor() {
        onMain {
            let shown = Presented(ChatLog(count: 2), width: 300, height: 200)
            defer { shown.close() }
            guard let scrolled = scrolledWindow(in: shown.hosting),
                let last = find(Gtk::Label.self, in: shown.hosting).first(where: { $0.text == "Line 1" })
            else { return }
            let bottom = { (last.parent ?? last).bounds(relativeTo: scrolled).map { $0.y + $0.height } ?? -1 }
            spin { abs(bottom() - scrolled.verticalAdjustment.pageSize) < 1 }  // the newest line at the bottom
            XCTAssertEqual(scrolled.verticalAdjustment.value, 0, "nothing to scroll")
        }
    }

    func testScrollToANewRowInTheSameUpdate() {
        onMain {
            let proxy = Probe<ScrollViewProxy>()
            let shown = Presented(Rows(proxy: proxy, count: 5), width: 300, height: 200)
            defer { shown.close() }
            spin { proxy.value != nil }
            shown.hosting.update(Rows(proxy: proxy, count: 60))
            proxy.value?.scrollTo(59, anchor: .bottom)
            guard let scrolled = scrolledWindow(in: shown.hosting) else { return }
            spin { scrolled.verticalAdjustment.upper >= 1800 }
            spin { scrolled.verticalAdjustment.value >= 1800 - scrolled.verticalAdjustment.pageSize - 0.5 }
        }
    }

    func testChangingTheIDMakesANewView() {
        onMain {
            let hosting = HostingView(rootView: Counter().id(1))
            guard let button = only(Gtk::Button.self, in: hosting) else { return }
            button.click()
            hosting.flush()
            XCTAssertEqual(button.children.first?.property("label")?.string, "Count 1")
            hosting.update(Counter().id(1))
            XCTAssertTrue(only(Gtk::Button.self, in: hosting)?.isSameObject(as: button) ?? false, "same id, same view")
            hosting.update(Counter().id(2))
            let fresh = only(Gtk::Button.self, in: hosting)
            XCTAssertFalse(fresh?.isSameObject(as: button) ?? true, "a new id makes a new view")
            XCTAssertEqual(fresh?.children.first?.property("label")?.string, "Count 0", "with fresh state")
        }
    }
}

extension ScrollViewTests {
    /// Turns the mouse wheel down over the window titled `title`.
    private func wheelDown(overWindowTitled title: String, xdotool: String) throws {
        let run = Process()
        run.executableURL = URL(fileURLWithPath: xdotool)
        run.arguments = [
            "search", "--sync", "--name", title, "mousemove", "--window", "%1", "60", "60", "click", "--repeat", "3",
            "--delay", "50", "5"
        ]
        try run.run()
        // The main loop must turn while xdotool waits for the window.
        MainActor.assumeIsolated { spin(timeout: 10) { !run.isRunning } }
    }

    func testScrollDisabledRefusesTheWheelAndEnabledScrolls() throws {
        guard let xdotool = ["/usr/bin/xdotool", "/usr/local/bin/xdotool"].first(where: FileManager.default.isExecutableFile)
        else { throw XCTSkip("xdotool is not installed") }
        for disabled in [false, true] {
            let title = "scroll-\(disabled)-\(ProcessInfo.processInfo.processIdentifier)"
            let shown = MainActor.assumeIsolated {
                let shown = Presented(
                    ScrollView { VStack(spacing: 0) { ForEach(0..<60, id: \.self) { Text("Line \($0)").frame(height: 30) } } }
                        .scrollDisabled(disabled), width: 300, height: 200)
                shown.window.title = title
                return shown
            }
            try wheelDown(overWindowTitled: title, xdotool: xdotool)
            MainActor.assumeIsolated {
                defer { shown.close() }
                guard let adjustment = scrolledWindow(in: shown.hosting)?.verticalAdjustment else { return }
                if disabled {
                    settle(0.5)
                    XCTAssertEqual(adjustment.value, 0, "scrolling is disabled")
                } else {
                    spin { adjustment.value > 0 }
                }
            }
        }
    }
}
