import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

final class ImageTests: GtkTestCase {
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

    func testUnknownSymbolShowsNothingAndWarnsOnce() {
        onMain {
            var hosting: HostingView<GtkUI.Image>?
            let warnings = capturingWarnings {
                hosting = HostingView(rootView: Image(systemName: "no.such.symbol.xyz"))
                hosting?.update(Image(systemName: "no.such.symbol.xyz"))
                _ = HostingView(rootView: Image(systemName: "no.such.symbol.xyz"))
            }
            XCTAssertEqual(warnings.count, 1, "\(warnings)")
            XCTAssertTrue(warnings.first?.contains("no.such.symbol.xyz") ?? false)
            XCTAssertTrue(hosting.map { find(Gtk::Label.self, in: $0).isEmpty } ?? false, "no text in its place")
            XCTAssertEqual(hosting.flatMap { only(Gtk::Image.self, in: $0) }.map { $0.iconName == nil }, true, "an empty image")
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
                "photo", "lock", "sidebar.left", "line.3.horizontal", "ellipsis.circle"
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
    func testASymbolGrowsWithTheFontAndTheImageScale() throws {
        try onMain {
            @MainActor func side<V: View>(_ view: V) throws -> Int {
                let window = WindowedView(view)
                defer { window.close() }
                let image = try XCTUnwrap(only(Gtk::Image.self, in: window.hosting))
                spin { image.height > 0 }
                XCTAssertEqual(image.measure(.horizontal).natural, image.height, "a square icon")
                return image.height
            }
            XCTAssertEqual(try side(Image(systemName: "star")), 16, "GNOME's normal icon beside body text")
            XCTAssertEqual(try side(Image(systemName: "star").font(.largeTitle)), 32, "26 points: twice the body's 13")
            XCTAssertEqual(try side(Image(systemName: "star").font(.system(size: 40))), 49)
            XCTAssertEqual(try side(Image(systemName: "star").imageScale(.large)), 22)
            XCTAssertEqual(try side(Image(systemName: "star").imageScale(.small)), 12)
            XCTAssertEqual(try side(Image(systemName: "star").imageScale(.large).font(.largeTitle)), 44)
            XCTAssertEqual(try side(VStack { Image(systemName: "star") }.font(.caption2)), 11, "the font of an ancestor")

            let hosting = HostingView(rootView: Image(systemName: "star").font(.title))
            let image = try XCTUnwrap(only(Gtk::Image.self, in: hosting))
            XCTAssertEqual(image.pixelSize, 27)
            hosting.update(Image(systemName: "star").font(.title3))
            hosting.flush()
            XCTAssertEqual(image.pixelSize, 18, "follows a new font")
        }
    }
}
