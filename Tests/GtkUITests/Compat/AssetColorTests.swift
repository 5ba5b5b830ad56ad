import Foundation
import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// `Color(_:bundle:)`: colours from the `.colorset` folders of an asset
/// catalog, in the forms Xcode writes, painted as CSS.
final class AssetColorTests: GtkTestCase {
    private var folder: URL!
    private var bundle: Bundle!

    override func setUpWithError() throws {
        try super.setUpWithError()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("gtkui-colors-\(UUID().uuidString)")
        let sets: [String: String] = [
            // Floats, with a dark variant after the one for any appearance.
            "Brand": """
            {"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0.000","green":"0.502","red":"1.000"}},"idiom":"universal"},
            {"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"1.000","green":"1.000","red":"1.000"}},"idiom":"universal"}],
            "info":{"author":"xcode","version":1}}
            """,
            // The dark entry first, 8-bit integers and hex, half transparent.
            "Badge": """
            {"colors":[{"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0","green":"0","red":"0"}},"idiom":"universal"},
            {"color":{"color-space":"display-p3","components":{"alpha":"0.500","blue":"0x80","green":"255","red":"0"}},"idiom":"universal"}]}
            """,
            "Ink": """
            {"colors":[{"color":{"color-space":"gray-gamma-22","components":{"alpha":"1.000","white":"0.200"}},"idiom":"universal"}]}
            """
        ]
        for (name, json) in sets {
            let set = folder.appendingPathComponent("Assets.xcassets/\(name).colorset")
            try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
            try Data(json.utf8).write(to: set.appendingPathComponent("Contents.json"))
        }
        bundle = try XCTUnwrap(Bundle(path: folder.path))
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: folder)
        super.tearDown()
    }

    func testColorSetsGiveTheirColourForAnyAppearance() {
        let bundle = self.bundle!
        onMain {
            XCTAssertEqual(Color("Brand", bundle: bundle), Color(red: 1, green: 0.502, blue: 0), "floats; not the dark variant")
            XCTAssertEqual(Color("Badge", bundle: bundle).css, "rgba(0, 255, 128, 0.5)", "integers and hex, the entry without appearance")
            XCTAssertEqual(Color("Ink", bundle: bundle), Color(white: 0.2), "a grey colour space")
            let hosting = HostingView(rootView: Text("Sale").padding(2).background(Color("Brand", bundle: bundle)))
            XCTAssertEqual(only(DecorationNode.self, in: hosting)?.styler.declarations, "background-color: rgb(255, 128, 0);")
        }
    }

    func testAMissingColourIsClearWithOneWarning() {
        let bundle = self.bundle!
        onMain {
            let warnings = capturingWarnings {
                XCTAssertEqual(Color("Missing", bundle: bundle), .clear)
                XCTAssertEqual(Color("Missing", bundle: bundle), .clear)
            }
            XCTAssertEqual(warnings.filter { $0.contains("Missing.colorset") }.count, 1, "\(warnings)")
        }
    }
}
