import Gtk
import GtkTestSupport
import UniformTypeIdentifiers
import XCTest

@testable import GtkUI

final class FileTypeTests: XCTestCase {
    func testCommonTypesConformAndKnowTheirExtensions() {
        XCTAssertTrue(UTType.utf8PlainText.conforms(to: .text))
        XCTAssertTrue(UTType.png.conforms(to: .image))
        XCTAssertTrue(UTType.png.conforms(to: .data))
        XCTAssertFalse(UTType.png.conforms(to: .text))
        XCTAssertEqual(UTType.jpeg.preferredFilenameExtension, "jpeg")
        XCTAssertEqual(UTType.json.preferredMIMEType, "application/json")
        XCTAssertEqual(UTType("public.png"), .png)
        XCTAssertNil(UTType("com.example.unknown"))
        XCTAssertEqual(UTType(filenameExtension: "JPG"), .jpeg)
        XCTAssertEqual(UTType(mimeType: "image/png"), .png)
        let unknown = UTType(filenameExtension: "sketch")
        XCTAssertEqual(unknown?.preferredFilenameExtension, "sketch")
        XCTAssertEqual(unknown?.isDeclared, false)
        XCTAssertTrue(unknown?.conforms(to: .data) ?? false)
    }

    func testAppTypesConformToTheirParent() {
        let sketch = UTType(exportedAs: "org.gtkui.sketch", conformingTo: .json)
        XCTAssertTrue(sketch.conforms(to: .text), "through public.json")
        XCTAssertEqual(sketch.identifier, "org.gtkui.sketch")
        XCTAssertNil(sketch.preferredFilenameExtension)
        XCTAssertTrue(UTType(importedAs: "com.example.doc").conforms(to: .data))
    }

    func testFileFiltersListPatternsAndMimeTypesOfConformingTypes() {
        let (patterns, mimeTypes) = UTType.image.fileFilterPatterns
        XCTAssertTrue(Set(["*.png", "*.jpeg", "*.jpg", "*.gif", "*.svg"]).isSubset(of: Set(patterns)), "\(patterns)")
        XCTAssertTrue(mimeTypes.contains("image/png"))
        MainActor.assumeIsolated {
            let filters = OpenFileChooser.Filter.filters(for: [.plainText, .png])
            XCTAssertEqual(filters.map(\.name), ["All Supported Files", "Plain Text", "PNG Image"])
            XCTAssertTrue(filters[0].patterns.contains("*.txt") && filters[0].patterns.contains("*.png"))
            let anything = OpenFileChooser.Filter.filters(for: [UTType(exportedAs: "org.gtkui.sketch")])
            XCTAssertEqual(anything.map(\.patterns), [["*"]], "an app type without an extension accepts any file")
        }
    }
}
