import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// A red label and a blue box.
private struct Swatches: View {
    var body: some View {
        VStack {
            Text("Warning").foregroundStyle(.red)
            Color.blue.frame(width: 40, height: 20)
        }
    }
}

/// SwiftUI's named colours follow the dark style, as its system colours do.
final class NamedColorTests: GtkTestCase {
    func testNamedColoursTakeTheirDarkVariantInTheDarkStyle() throws {
        try onMain {
            Gtk.prefersDarkStyle = false
            let shown = Presented(Swatches(), width: 200, height: 100)
            defer {
                shown.close()
                Gtk.prefersDarkStyle = false
            }
            let label = try XCTUnwrap(label("Warning", in: shown.hosting))
            let box = try XCTUnwrap(find(ShapeNode.self, in: shown.hosting).first?.widget)
            @MainActor func assertColor(_ color: RGBA, _ hex: String, _ message: String, line: UInt = #line) {
                guard let expected = RGBA(parsing: hex) else { return XCTFail("bad colour \(hex)") }
                XCTAssertEqual(color.red, expected.red, accuracy: 0.01, message, line: line)
                XCTAssertEqual(color.green, expected.green, accuracy: 0.01, message, line: line)
                XCTAssertEqual(color.blue, expected.blue, accuracy: 0.01, message, line: line)
            }
            assertColor(label.styleColor, "#e01b24", "GNOME's red in the light style")
            assertColor(ThemeColors.resolve(Color.blue.css, for: box), "#3584e4", "GNOME's blue for drawing")
            XCTAssertEqual(NamedColorPalette.resolving("alpha(@gtkui_red, 0.5)"), "alpha(#e01b24, 0.5)")

            Gtk.prefersDarkStyle = true
            shown.settleLayout()
            assertColor(label.styleColor, "#f66151", "a lighter red in the dark style")
            assertColor(ThemeColors.resolve(Color.blue.css, for: box), "#62a0ea", "a lighter blue for drawing")
            XCTAssertEqual(NamedColorPalette.resolving("@gtkui_red"), "#f66151", "for Pango markup")

            Gtk.prefersDarkStyle = false
            shown.settleLayout()
            assertColor(label.styleColor, "#e01b24", "back to the light red")
        }
    }
}
