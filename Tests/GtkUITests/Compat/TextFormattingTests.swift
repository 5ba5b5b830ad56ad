import Foundation
import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

private struct Cased: View {
    var body: some View {
        VStack {
            Text("Recent Items")
            Text("Line one\nand two").multilineTextAlignment(.center)
        }
        .textCase(.uppercase)
    }
}

/// The texts of the rendered labels.
@MainActor private func labels(_ hosting: HostingView<some View>) -> [String] {
    find(Gtk::Label.self, in: hosting).map { $0.text }
}

final class TextFormattingTests: GtkTestCase {

    func testFormatStylesShowFoundationsOutput() {
        onMain {
            let hosting = HostingView(
                rootView: VStack {
                    Text(3.5, format: .number)
                    Text(0.42, format: .percent)
                    Text(12.5, format: .currency(code: "USD"))
                })
            XCTAssertEqual(labels(hosting), ["3.5", 0.42.formatted(.percent), 12.5.formatted(.currency(code: "USD"))])
        }
    }

    func testTimerStyleCountsLive() {
        onMain {
            let start = Date().addingTimeInterval(-65)
            let hosting = HostingView(rootView: Text(start, style: .timer))
            let label = find(Gtk::Label.self, in: hosting).first
            XCTAssertEqual(label?.text, "1:05")
            spin(timeout: 5) { label?.text == "1:06" || label?.text == "1:07" }
            XCTAssertNotEqual(label?.text, "1:05", "the label follows the clock")
        }
    }

    func testRelativeOffsetAndTimerIntervalTexts() {
        let now = Date()
        XCTAssertEqual(LiveDateText(style: .relative, date: now.addingTimeInterval(-8_580)).text(at: now), "2 hours, 23 minutes")
        XCTAssertEqual(LiveDateText(style: .offset, date: now.addingTimeInterval(7_300)).text(at: now), "+2 hours")
        XCTAssertEqual(LiveDateText(style: .relative, date: now).text(at: now), "0 seconds")
        let range = now...now.addingTimeInterval(300)
        let countdown = LiveDateText(style: .interval(range, pauseTime: nil, countsDown: true, showsHours: true), date: now)
        XCTAssertEqual(countdown.text(at: now.addingTimeInterval(1)), "4:59")
        let long = LiveDateText(
            style: .interval(now...now.addingTimeInterval(4_500), pauseTime: nil, countsDown: false, showsHours: false), date: now)
        XCTAssertEqual(long.text(at: now.addingTimeInterval(4_500)), "75:00")
    }

    func testTextCaseAndMultilineAlignmentReachTheLabels() {
        onMain {
            let hosting = HostingView(rootView: Cased())
            XCTAssertEqual(labels(hosting), ["RECENT ITEMS", "LINE ONE\nAND TWO"])
            let lines = find(Gtk::Label.self, in: hosting).last
            XCTAssertEqual(lines?.justification, .center)
            XCTAssertEqual(find(Gtk::Label.self, in: hosting).first?.justification, .left)
        }
    }

    func testMonospacedDigitSetsTabularFigures() {
        onMain {
            let hosting = HostingView(rootView: Text("12:30").monospacedDigit())
            let css = only(TextNode.self, in: hosting)?.styler.declarations ?? ""
            XCTAssertTrue(css.contains("font-feature-settings: \"tnum\""), css)
        }
    }
}
