import Foundation
import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

private struct Thumbnail: View {
    let url: URL?
    var body: some View {
        AsyncImage(url: url) { phase in
            switch phase {
            case .success(let image): image.resizable()
            case .failure: Text("failed")
            default: Text("loading")
            }
        }
    }
}

/// Shows `first`, then `second` when the test flips it.
@MainActor private final class URLSwitch {
    var flip: () -> Void = {}
}

private struct SwitchingThumbnail: View {
    let first: URL
    let second: URL
    @State private var showsSecond = false
    @State private var control = URLSwitch()
    var body: some View {
        control.flip = { [$showsSecond] in $showsSecond.wrappedValue = true }
        return AsyncImage(url: showsSecond ? second : first, content: { $0 }, placeholder: { ProgressView() })
    }
}

/// `AsyncImage`: the empty phase while the file loads in the background,
/// then the picture; failures for missing files and unknown schemes; the
/// placeholder form; a new URL loads again.
final class AsyncImageTests: GtkTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        try super.setUpWithError()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("gtkui-async-image-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try pngData(width: 6, height: 4).write(to: folder.appendingPathComponent("cover.png"))
        try pngData(width: 3, height: 3).write(to: folder.appendingPathComponent("back.png"))
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: folder)
        super.tearDown()
    }

    func testAFileGoesFromEmptyToTheLoadedPicture() {
        let cover = folder.appendingPathComponent("cover.png")
        onMain {
            let hosting = HostingView(rootView: Thumbnail(url: cover))
            XCTAssertEqual(labelTexts(hosting.widget), ["loading"], "empty until the background load ends")
            XCTAssertTrue(find(Picture.self, in: hosting).isEmpty)
            spin { !find(Picture.self, in: hosting).isEmpty }
            XCTAssertEqual(find(Picture.self, in: hosting).first?.filename, cover.path)
            XCTAssertEqual(labelTexts(hosting.widget), [], "the placeholder is gone")
        }
    }

    func testMissingFilesAndUnknownSchemesFail() {
        let missing = folder.appendingPathComponent("nothing.png")
        onMain {
            for url in [missing, URL(string: "gopher://example.org/cover.png")!] {
                let hosting = HostingView(rootView: Thumbnail(url: url))
                spin { labelTexts(hosting.widget) == ["failed"] }
                XCTAssertEqual(labelTexts(hosting.widget), ["failed"], "\(url)")
            }
            let none = HostingView(rootView: Thumbnail(url: nil))
            settle(0.3)
            XCTAssertEqual(labelTexts(none.widget), ["loading"], "no URL stays empty")
        }
    }

    func testPlaceholderUntilLoadedAndANewURLLoadsAgain() {
        let cover = folder.appendingPathComponent("cover.png")
        let back = folder.appendingPathComponent("back.png")
        onMain {
            let hosting = HostingView(rootView: SwitchingThumbnail(first: cover, second: back))
            XCTAssertEqual(find(Spinner.self, in: hosting).count, 1, "the placeholder: an indeterminate progress view")
            spin { find(Picture.self, in: hosting).first?.filename == cover.path }
            XCTAssertTrue(find(Spinner.self, in: hosting).isEmpty)
            find(URLSwitch.self, in: hosting).first?.flip()
            spin { find(Picture.self, in: hosting).first?.filename == back.path }
            XCTAssertEqual(find(Picture.self, in: hosting).first?.filename, back.path, "the new URL's picture")
        }
    }
}
