import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// A price tag as shops show one: the old price struck through, the new
/// one underlined, a spaced-out caption, a footnote mark raised.
private struct PriceTag: View {
    @State var onSale = true
    var body: some View {
        VStack {
            Text("€40").strikethrough(onSale, color: .red)
            Text("€29").underline()
            Text("LIMITED").tracking(2).kerning(1)
            Text("Price") + Text("*").baselineOffset(3) + Text(" incl. VAT").underline(pattern: .dash)
            Toggle("On sale", isOn: $onSale)
            VStack {
                Text("Terms apply")
                Text("Returns in 30 days").underline(false)
            }
            .underline()
            .fontDesign(.serif)
            .lineSpacing(6)
            Text("Raised").baselineOffset(2)
        }
    }
}

@MainActor
private func attributes(_ text: String, in hosting: HostingView<PriceTag>) -> [String] {
    let label = find(Gtk::Label.self, in: hosting).first { $0.text == text }
    XCTAssertNotNil(label, "a label showing \(text)")
    // "0 4294967295 underline single" → "underline single" for the whole text.
    return (label?.layoutAttributes ?? []).map { line in
        let parts = line.split(separator: " ", maxSplits: 2)
        return parts.count == 3 && parts[0] == "0" && parts[1] == "4294967295" ? String(parts[2]) : line
    }
}

final class TextDecorationTests: GtkTestCase {
    func testLinesAndSpacingReachPangoThroughCSS() {
        onMain {
            let hosting = HostingView(rootView: PriceTag())
            settle()
            let old = attributes("€40", in: hosting)
            XCTAssertTrue(old.contains("strikethrough true"), "\(old)")
            XCTAssertTrue(old.contains { $0.hasPrefix("strikethrough-color #") }, "\(old)")
            XCTAssertFalse(old.contains("underline single"))
            XCTAssertTrue(attributes("€29", in: hosting).contains("underline single"))
            let caption = attributes("LIMITED", in: hosting)
            XCTAssertTrue(caption.contains("letter-spacing 2048"), "tracking wins over kerning: \(caption)")
        }
    }

    func testTheStrikethroughFollowsItsCondition() {
        onMain {
            let hosting = HostingView(rootView: PriceTag())
            settle()
            find(CheckButton.self, in: hosting).first?.isActive = false
            hosting.flush()
            settle()
            XCTAssertFalse(attributes("€40", in: hosting).contains("strikethrough true"), "no longer on sale")
        }
    }

    func testAConcatenationDecoratesEachRunAndRaisesTheMark() {
        onMain {
            let hosting = HostingView(rootView: PriceTag())
            settle()
            let line = attributes("Price* incl. VAT", in: hosting)
            XCTAssertTrue(line.contains("5 6 rise 3072"), "the asterisk, raised 3 points: \(line)")
            XCTAssertTrue(line.contains("6 16 underline single"), "the VAT run only: \(line)")
            XCTAssertFalse(line.contains("underline single"), "not the whole line")
        }
    }

    func testTheViewsAroundDecorateTheirTextAndATextsOwnSettingWins() {
        onMain {
            let hosting = HostingView(rootView: PriceTag())
            settle()
            let terms = attributes("Terms apply", in: hosting)
            XCTAssertTrue(terms.contains("underline single"), "\(terms)")
            XCTAssertTrue(terms.contains { $0.hasPrefix("line-height 1.") }, "lineSpacing: \(terms)")
            let returns = attributes("Returns in 30 days", in: hosting)
            XCTAssertFalse(returns.contains("underline single"), "its own underline(false) wins: \(returns)")
            let label = find(Gtk::Label.self, in: hosting).first { $0.text == "Terms apply" }
            XCTAssertTrue(label?.fontDescription.lowercased().contains("serif") == true, label?.fontDescription ?? "")
            let raised = attributes("Raised", in: hosting)
            XCTAssertTrue(raised.contains("0 6 rise 2048"), "a single text raised through markup: \(raised)")
        }
    }
}
