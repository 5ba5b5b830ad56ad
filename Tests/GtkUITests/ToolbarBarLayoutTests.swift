import Gtk
import GtkTestSupport
import SeededRandom
import XCTest

@testable import GtkUI

/// The header bar's layout rule, checked on random bars with fixed seeds:
/// what shows is a function of the width alone, items leave from the
/// trailing end, the title keeps its minimum, nothing overlaps.
final class ToolbarBarLayoutTests: GtkTestCase {
    /// A bar of fixed-width widgets laid out by a `ToolbarBarLayout`.
    @MainActor
    private final class Bar {
        let layout = ToolbarBarLayout()
        let host: LayoutHost
        let window = Gtk::Window()
        let title: Gtk::Spacer
        let overflow = Gtk::Spacer(width: 30)
        let start: Gtk::Spacer
        let end: Gtk::Spacer
        var entries: [ToolbarBarLayout.Entry] = []

        init(rng: inout SplitMix64) {
            host = LayoutHost(delegate: layout)
            title = Gtk::Spacer(width: Int.random(in: 20...300, using: &rng))
            start = Gtk::Spacer(width: Bool.random(using: &rng) ? 0 : 40)
            end = Gtk::Spacer(width: Int.random(in: 0...110, using: &rng))
            var widgets: [Widget] = [start]
            var leadingRun = true
            for index in 0..<Int.random(in: 0...12, using: &rng) {
                let isSpacer = Int.random(in: 0..<5, using: &rng) == 0
                let isFlexible = isSpacer && Bool.random(using: &rng)
                let widget = Gtk::Spacer(width: isFlexible ? 0 : Int.random(in: 10...160, using: &rng))
                let roll = Int.random(in: 0..<6, using: &rng)
                var group = ToolbarBarLayout.Group.trailing
                if leadingRun && !isSpacer && roll == 0 { group = .leading } else { leadingRun = false }
                if !isSpacer && roll == 1 { group = .principal }
                entries.append(
                    .init(
                        entryID: "e\(index)", itemID: isSpacer ? nil : "item\(index)",
                        widget: widget, group: group, isFlexible: isFlexible))
                widgets.append(widget)
            }
            widgets += [title, overflow, end]
            widgets.forEach(host.append)
            layout.setFixedParts(title: title, overflowButton: overflow, startControls: start, endControls: end)
            layout.setEntries(entries, listsExtraItems: false)
            window.setChild(host)
        }

        /// Lays the bar out at `width`; returns the shown entry ids.
        func layOut(_ width: Int) -> [String] {
            layout.allocate(width: width, height: 40, baseline: -1)
            return entries.prefix(layout.shownCount).map(\.entryID)
        }

        var minimumWidth: Int { layout.measure(.horizontal, forSize: -1).minimum }
    }

    func testWhatShowsIsAFunctionOfTheWidthAlone() {
        onMain {
            for seed in UInt64(1)...40 {
                var rng = SplitMix64(seed: seed)
                let bar = Bar(rng: &rng)
                defer { bar.window.destroy() }
                let minimum = bar.minimumWidth
                let widths = (0..<30).map { _ in Int.random(in: minimum...(minimum + 900), using: &rng) }
                var first: [Int: [String]] = [:]
                for width in widths + widths.shuffled(using: &rng) {
                    let shown = bar.layOut(width)
                    if let earlier = first[width] {
                        XCTAssertEqual(shown, earlier, "seed \(seed): at \(width) px the same entries, whatever came before")
                    } else {
                        first[width] = shown
                    }
                }
                // Wider never shows fewer: entries leave from the trailing end, one width at a time.
                let sorted = first.keys.sorted()
                for (narrow, wide) in zip(sorted, sorted.dropFirst()) {
                    XCTAssertLessThanOrEqual(first[narrow]!.count, first[wide]!.count, "seed \(seed): \(narrow) → \(wide) px")
                }
            }
        }
    }

    func testNothingOverlapsAndTheTitleKeepsItsMinimum() {
        onMain {
            for seed in UInt64(100)...140 {
                var rng = SplitMix64(seed: seed)
                let bar = Bar(rng: &rng)
                defer { bar.window.destroy() }
                let minimum = bar.minimumWidth
                for _ in 0..<20 {
                    let width = Int.random(in: minimum...(minimum + 900), using: &rng)
                    let shown = bar.layOut(width)
                    var boxes: [(String, Rect)] = shown.compactMap { id in bar.layout.frames[id].map { (id, $0) } }
                    XCTAssertEqual(boxes.count, shown.count, "seed \(seed): every shown entry has a frame")
                    let principalShown = bar.entries.prefix(shown.count).contains { $0.group == .principal }
                    if !principalShown, let title = bar.title.bounds(relativeTo: bar.host) {
                        let kept = min(bar.title.naturalWidth, ToolbarBarLayout.titleMinimumWidth)
                        XCTAssertGreaterThanOrEqual(Int(title.width), kept, "seed \(seed) at \(width) px: the title keeps its minimum")
                        boxes.append(("title", title))
                    }
                    for widget in [bar.start, bar.end] + (bar.overflow.isChildVisible ? [bar.overflow] : []) {
                        if let bounds = widget.bounds(relativeTo: bar.host), bounds.width > 0 { boxes.append(("fixed", bounds)) }
                    }
                    for (index, (id, box)) in boxes.enumerated() {
                        XCTAssertTrue(
                            box.x >= 0 && box.x + box.width <= Double(width),
                            "seed \(seed) at \(width) px: \(id) \(box) inside the bar")
                        for (other, otherBox) in boxes.dropFirst(index + 1) where box.width > 0 && otherBox.width > 0 {
                            XCTAssertFalse(
                                box.x < otherBox.x + otherBox.width && otherBox.x < box.x + box.width,
                                "seed \(seed) at \(width) px: \(id) \(box) overlaps \(other) \(otherBox)")
                        }
                    }
                    let hidden = bar.entries.dropFirst(shown.count)
                    XCTAssertEqual(
                        bar.overflow.isChildVisible, hidden.contains { $0.itemID != nil },
                        "seed \(seed) at \(width) px: the overflow button shows exactly when items are hidden")
                    XCTAssertTrue(hidden.allSatisfy { !$0.widget.isChildVisible }, "hidden entries are left out")
                }
            }
        }
    }
}
