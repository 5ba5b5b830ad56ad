import XCTest
import Gtk
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

final class TextTests: GtkUITestCase {
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
            let hosting = HostingView(rootView: VStack {
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

final class ImageTests: GtkUITestCase {
    func testSystemNameMapsToFreedesktopIcon() {
        onMain {
            let hosting = HostingView(rootView: Image(systemName: "bold"))
            let image = only(Gtk::Image.self, in: hosting)
            XCTAssertEqual(image?.iconName, "format-text-bold-symbolic")
            let described = describe(Image(systemName: "bold"))
            XCTAssertEqual(described.iconName, "format-text-bold-symbolic")
            XCTAssertEqual(described.symbolName, "bold")
            XCTAssertEqual(described.bestLabel, "Bold")
        }
    }

    func testNamedIconIsUsedAsIs() {
        onMain {
            let hosting = HostingView(rootView: Image("document-save-symbolic"))
            XCTAssertEqual(only(Gtk::Image.self, in: hosting)?.iconName, "document-save-symbolic")
        }
    }

    func testUnknownSymbolShowsItsNameAndWarnsOnce() {
        onMain {
            var hosting: HostingView<GtkUI.Image>?
            let warnings = capturingWarnings {
                hosting = HostingView(rootView: Image(systemName: "no.such.symbol.xyz"))
                hosting?.update(Image(systemName: "no.such.symbol.xyz"))
                _ = HostingView(rootView: Image(systemName: "no.such.symbol.xyz"))
            }
            XCTAssertEqual(warnings.count, 1, "\(warnings)")
            XCTAssertTrue(warnings.first?.contains("no.such.symbol.xyz") ?? false)
            XCTAssertEqual(hosting.flatMap { only(Gtk::Label.self, in: $0) }?.text, "no.such.symbol.xyz")
            XCTAssertTrue(hosting.map { find(Gtk::Image.self, in: $0).isEmpty } ?? false)
        }
    }

    func testSymbolTableCoversCommonSymbolsWithInstalledIcons() {
        onMain {
            let required = [
                "bold", "italic", "underline", "strikethrough", "textformat", "textformat.size", "plus", "minus",
                "trash", "square.and.arrow.up", "square.and.arrow.down", "folder", "doc", "doc.text",
                "magnifyingglass", "gear", "gearshape", "chevron.left", "chevron.right", "chevron.up",
                "chevron.down", "arrow.uturn.backward", "arrow.uturn.forward", "arrow.clockwise", "star",
                "star.fill", "heart", "heart.fill", "bookmark", "paperclip", "printer", "link", "list.bullet",
                "list.number", "pencil", "square.and.pencil", "xmark", "checkmark", "info.circle",
                "questionmark.circle", "exclamationmark.triangle", "play.fill", "pause.fill", "stop.fill",
                "backward.fill", "forward.fill", "speaker.wave.2", "calendar", "clock", "person", "house",
                "photo", "lock", "sidebar.left", "line.3.horizontal", "ellipsis.circle",
            ]
            for symbol in required {
                XCTAssertNotNil(SymbolNames.iconName(for: symbol), "no icon for \(symbol)")
            }
            XCTAssertFalse(Gtk::Image.themeHasIcon("no-such-icon-xyz-symbolic"), "the theme check must be able to fail")
            for (symbol, icon) in SymbolNames.table {
                XCTAssertTrue(Gtk::Image.themeHasIcon(icon), "\(symbol) → \(icon) is not in the icon theme")
            }
        }
    }

    func testFillVariantFallsBackToOutline() {
        onMain {
            XCTAssertEqual(SymbolNames.iconName(for: "folder.fill"), "folder-symbolic")
            XCTAssertEqual(SymbolNames.iconName(for: "star.fill"), "starred-symbolic")
        }
    }

    func testHumanize() {
        onMain {
            XCTAssertEqual(SymbolNames.humanize("bold"), "Bold")
            XCTAssertEqual(SymbolNames.humanize("italic"), "Italic")
            XCTAssertEqual(SymbolNames.humanize("square.and.arrow.up"), "Share")
            XCTAssertEqual(SymbolNames.humanize("text.alignleft"), "Text Alignleft")
            XCTAssertEqual(SymbolNames.humanize("person.circle.fill"), "Person")
        }
    }
}
