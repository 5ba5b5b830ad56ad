import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

private struct Counter: View {
    @State var count = 3
    var body: some View {
        VStack {
            Text("Count (\(count))")
            Button("More") { count += 1 }
        }
    }
}

final class TextTests: GtkTestCase {
    func testTextShowsInterpolatedStringAndFollowsState() {
        onMain {
            let hosting = HostingView(rootView: Counter())
            let label = find(Gtk::Label.self, in: hosting).first { $0.text.hasPrefix("Count") }
            XCTAssertEqual(label?.text, "Count (3)")
            let button = find(Gtk::Button.self, in: hosting).first
            button?.click()
            hosting.flush()
            let after = find(Gtk::Label.self, in: hosting).first { $0.text.hasPrefix("Count") }
            XCTAssertEqual(after?.text, "Count (4)")
            XCTAssertTrue(after.map { label?.isSameObject(as: $0) ?? false } ?? false, "the label is updated in place")
        }
    }

    func testVerbatimAndOwnFontBoldItalic() {
        onMain {
            let hosting = HostingView(rootView: Text(verbatim: "A").font(.system(size: 20)).bold().italic())
            let node = only(TextNode.self, in: hosting)
            XCTAssertEqual(node?.widget.text, "A")
            let css = node?.styler.declarations ?? ""
            XCTAssertTrue(css.contains("font-size: 15pt"), css)
            XCTAssertTrue(css.contains("font-weight: 700"), css)
            XCTAssertTrue(css.contains("font-style: italic"), css)
            let window = Window()
            window.setChild(hosting.widget)
            window.present()
            settle()
            let font = node?.widget.fontDescription ?? ""
            XCTAssertTrue(font.contains("20px") && font.contains("Bold") && font.contains("Italic"), font)
            window.destroy()
        }
    }

    func testEnvironmentFontAppliesAndOwnFontWins() {
        onMain {
            let hosting = HostingView(
                rootView: VStack {
                    Text("inherits")
                    Text("own").font(.system(size: 9))
                }.font(.system(size: 18, weight: .semibold)))
            let nodes = find(TextNode.self, in: hosting)
            XCTAssertEqual(nodes.count, 2)
            XCTAssertTrue(nodes[0].styler.declarations.contains("font-size: 13.5pt"))
            XCTAssertTrue(nodes[0].styler.declarations.contains("font-weight: 600"))
            XCTAssertTrue(nodes[1].styler.declarations.contains("font-size: 6.75pt"))
            XCTAssertFalse(nodes[1].styler.declarations.contains("18px"))
        }
    }

    func testTextDescribesItsTitle() {
        onMain {
            XCTAssertEqual(describe(Text("Hello")).title, "Hello")
        }
    }
}
