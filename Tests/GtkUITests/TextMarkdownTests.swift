import Foundation
import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// Inline Markdown in `Text` string literals, drawn as Pango markup on the GtkLabel.
final class TextMarkdownTests: GtkTestCase {
    func testParserReadsInlineMarkdownAndLeavesTheRestAsWritten() {
        let parsed = InlineMarkdown("**strong** *em* ***both*** `a*b*c` ~~gone~~ [site](https://example.com) \\*not\\*")
        XCTAssertEqual(parsed.plainText, "strong em both a*b*c gone site *not*")
        let styled = parsed.runs.filter { !$0.isPlain }
        XCTAssertEqual(styled.map(\.text), ["strong", "em", "both", "a*b*c", "gone", "site"])
        XCTAssertEqual(styled.map(\.isStrong), [true, false, true, false, false, false])
        XCTAssertEqual(styled.map(\.isEmphasized), [false, true, true, false, false, false])
        XCTAssertTrue(styled[3].isCode)
        XCTAssertTrue(styled[4].isStrikethrough)
        XCTAssertEqual(styled[5].link, URL(string: "https://example.com"))
        XCTAssertEqual(InlineMarkdown("__a__ _b_ ~c~").runs.filter { !$0.isPlain }.map(\.text), ["a", "b", "c"])
        XCTAssertEqual(InlineMarkdown("*outer **inner** outer*").runs.map(\.isStrong), [false, true, false])
        for literal in [
            "2 * 3 * 4", "file_name_here", "[Draft] note", "a ** b", "unclosed *star", "price: $5 (about)", "C:\\path",
            "`unclosed", "[text](not a url)"
        ] {
            let plain = InlineMarkdown(literal)
            XCTAssertFalse(plain.isStyled, literal)
            XCTAssertEqual(plain.plainText, literal)
        }
        XCTAssertEqual(InlineMarkdown(InlineMarkdown.escaped("*a* [b](c) `d`")).plainText, "*a* [b](c) `d`")
    }

    func testLiteralTextRendersMarkdownAsMarkup() {
        onMain {
            let text = Text("**Bold**, *italic*, `code`, ~~strike~~ and [a link](https://example.com)")
            XCTAssertEqual(GtkUI.describe(text).title, "Bold, italic, code, strike and a link")
            let hosting = HostingView(rootView: text)
            guard let label = only(LabelWidget.self, in: hosting) else { return }
            XCTAssertEqual(label.text, "Bold, italic, code, strike and a link")
            XCTAssertEqual(label.property("use-markup")?.bool, true)
            XCTAssertEqual(
                label.property("label")?.string,
                "<span font_weight=\"700\">Bold</span>, <span font_style=\"italic\">italic</span>, "
                    + "<span font_family=\"monospace\">code</span>, <span strikethrough=\"true\">strike</span> and "
                    + "<a href=\"https://example.com\">a link</a>")
        }
    }

    func testVerbatimStringValuesAndInterpolatedStringsAreNotMarkdown() {
        onMain {
            let stored = "**not bold** & <b>"
            let name = "*Ada* [x](https://evil.example)"
            let hosting = HostingView(
                rootView: VStack {
                    Text(verbatim: "**verbatim**")
                    Text(stored)
                    Text("Hello **\(name)**")
                })
            let labels = find(LabelWidget.self, in: hosting)
            XCTAssertEqual(labels.map(\.text), ["**verbatim**", "**not bold** & <b>", "Hello *Ada* [x](https://evil.example)"])
            XCTAssertEqual(labels.map { $0.property("use-markup")?.bool }, [false, false, true])
            XCTAssertEqual(
                labels[2].property("label")?.string,
                "Hello <span font_weight=\"700\">*Ada* [x](https://evil.example)</span>",
                "an interpolated string is shown as written, inside the literal's own Markdown")
        }
    }

    func testModifiersAndConcatenationApplyAroundMarkdownRuns() {
        onMain {
            let whole = HostingView(rootView: Text("**Total** due").foregroundColor(.red).italic())
            guard let label = only(LabelWidget.self, in: whole), let node = only(TextNode.self, in: whole) else { return }
            XCTAssertEqual(label.property("label")?.string, "<span font_weight=\"700\">Total</span> due")
            XCTAssertTrue(node.styler.declarations.contains("color: @gtkui_red"), node.styler.declarations)
            XCTAssertTrue(node.styler.declarations.contains("font-style: italic"), node.styler.declarations)

            let joined = Text("**Total:** ").foregroundColor(.red) + Text("12 *new*") + Text(verbatim: " *kept*").bold()
            XCTAssertEqual(joined.content, "Total: 12 new *kept*")
            let hosting = HostingView(rootView: joined)
            XCTAssertEqual(
                only(LabelWidget.self, in: hosting)?.property("label")?.string,
                "<span font_weight=\"700\" foreground=\"#e01b24\">Total:</span><span foreground=\"#e01b24\"> </span>"
                    + "12 <span font_style=\"italic\">new</span><span font_weight=\"700\"> *kept*</span>")
        }
    }

    func testLinksOpenThroughTheEnvironmentsOpenURL() {
        onMain {
            var opened: [URL] = []
            let hosting = HostingView(
                rootView: Text("Read [the guide](https://example.com/guide?a=1&b=2).")
                    .environment(
                        \.openURL,
                        OpenURLAction { url in
                            opened.append(url)
                            return .handled
                        }))
            guard let label = only(LabelWidget.self, in: hosting) else { return }
            XCTAssertEqual(
                label.property("label")?.string, "Read <a href=\"https://example.com/guide?a=1&amp;b=2\">the guide</a>.")
            XCTAssertTrue(label.activateLink("https://example.com/guide?a=1&b=2"), "the click is handled, not passed to GTK")
            XCTAssertEqual(opened, [URL(string: "https://example.com/guide?a=1&b=2")!])
        }
    }
}
