import Foundation
import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// A folder laid out as a resource bundle: a PNG, an SVG, an asset catalog.
@MainActor
private final class ResourceFolder {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("gtkui-images-\(UUID().uuidString)")
    let bundle: Bundle

    init() throws {
        let manager = FileManager.default
        try manager.createDirectory(at: url, withIntermediateDirectories: true)
        try pngData(width: 40, height: 20).write(to: url.appendingPathComponent("banner.png"))
        let svg =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"30\" height=\"30\"><rect width=\"30\" height=\"30\" fill=\"#ff0000\"/></svg>"
        try Data(svg.utf8).write(to: url.appendingPathComponent("logo.svg"))
        let set = url.appendingPathComponent("Assets.xcassets/photo.imageset")
        try manager.createDirectory(at: set, withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: set.appendingPathComponent("Contents.json"))
        try pngData(width: 12, height: 8).write(to: set.appendingPathComponent("photo@1x.png"))
        guard let bundle = Bundle(path: url.path) else { throw CocoaError(.fileNoSuchFile) }
        self.bundle = bundle
    }

    func remove() { try? FileManager.default.removeItem(at: url) }
}

/// `Image(_:bundle:)` from image files and asset catalogs, drawn as a GtkPicture.
final class ImageResourceTests: GtkTestCase {
    func testNamesFindFilesThenCatalogsThenThemeIcons() throws {
        try onMain {
            let folder = try ResourceFolder()
            defer { folder.remove() }
            @MainActor func picture(_ image: GtkUI.Image) -> Picture? { only(Picture.self, in: HostingView(rootView: image)) }
            let banner = picture(Image("banner", bundle: folder.bundle))
            XCTAssertEqual(banner?.filename, folder.url.appendingPathComponent("banner.png").path)
            XCTAssertEqual(banner.map { [$0.contentSize.width, $0.contentSize.height] }, [40, 20])
            XCTAssertEqual(banner?.alternativeText, "banner", "screen readers say the image's name")
            XCTAssertEqual(picture(Image("banner.png", bundle: folder.bundle))?.filename, banner?.filename)
            let logo = picture(Image("logo", bundle: folder.bundle, label: Text("Company logo")))
            XCTAssertEqual(logo.map { [$0.contentSize.width, $0.contentSize.height] }, [30, 30], "an SVG")
            XCTAssertEqual(logo?.alternativeText, "Company logo")
            let photo = picture(Image(decorative: "photo", bundle: folder.bundle))
            XCTAssertEqual(photo?.filename?.hasSuffix("Assets.xcassets/photo.imageset/photo@1x.png"), true)
            XCTAssertEqual(photo?.alternativeText, "")
            // Not a resource: the icon theme, as before.
            let icon = HostingView(rootView: Image("document-save-symbolic", bundle: folder.bundle))
            XCTAssertEqual(only(Gtk::Image.self, in: icon)?.iconName, "document-save-symbolic")
            XCTAssertTrue(find(Picture.self, in: icon).isEmpty)
        }
    }

    func testAPictureKeepsItsSizeUnlessResizable() throws {
        try onMain {
            let folder = try ResourceFolder()
            defer { folder.remove() }
            let bundle = folder.bundle
            XCTAssertEqual(redBox(Image("banner", bundle: bundle).frame(width: 100, height: 100)), Box(40, 20), "its own size")
            XCTAssertEqual(
                redBox(Image("banner", bundle: bundle).resizable().frame(width: 100, height: 100)), Box(100, 50),
                "resizable: fitted into the frame, keeping its ratio")
            XCTAssertEqual(
                redBox(Image("banner", bundle: bundle).resizable().scaledToFit().frame(width: 100, height: 100)), Box(100, 50))
            XCTAssertEqual(
                redBox(Image("banner", bundle: bundle).resizable().aspectRatio(contentMode: .fit).frame(width: 60, height: 60)),
                Box(60, 30))
            XCTAssertEqual(
                redBox(Image("banner", bundle: bundle).resizable().scaledToFill().frame(width: 100, height: 100)),
                Box(200, 100), "filled: as tall as the frame, overflowing its width (SwiftUI clips only with .clipped())")
            XCTAssertEqual(
                redBox(Image("banner", bundle: bundle).resizable().frame(width: 30, height: 90)), Box(30, 15),
                "a narrow frame: the width decides")
        }
    }
}

/// A width and height, compared as one.
private struct Box: Equatable, CustomStringConvertible {
    let width: Int, height: Int
    init(_ width: Int, _ height: Int) { (self.width, self.height) = (width, height) }
    var description: String { "\(width)×\(height)" }
}

/// The size of the red area `view` draws in a shown window.
@MainActor
private func redBox<V: View>(_ view: V) -> Box? {
    let shown = WindowedView(view)
    defer { shown.close() }
    spin { shown.hosting.widget.width > 0 }
    settle(0.1)
    // The view's own widget: the window's picture would include its shadow, scaled in.
    guard let pixels = shown.hosting.widget.renderPixels() else { return nil }
    var (minX, minY, maxX, maxY) = (Int.max, Int.max, -1, -1)
    for y in 0..<pixels.height {
        for x in 0..<pixels.width {
            let color = pixels.color(x: x, y: y)
            guard color.alpha > 0.5, color.red > 0.5, color.green < 0.2, color.blue < 0.2 else { continue }
            (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
        }
    }
    return maxX < 0 ? nil : Box(maxX - minX + 1, maxY - minY + 1)
}

/// A PNG file of a red rectangle (stored, uncompressed deflate blocks).
func pngData(width: Int, height: Int) -> Data {
    var raw: [UInt8] = []
    for _ in 0..<height {
        raw.append(0)  // no filter
        for _ in 0..<width { raw += [255, 0, 0, 255] }
    }
    var zlib: [UInt8] = [0x78, 0x01]
    var offset = 0
    repeat {
        let count = min(65_535, raw.count - offset)
        let isLast = offset + count == raw.count
        zlib += [isLast ? 1 : 0, UInt8(count & 0xff), UInt8(count >> 8), UInt8(~count & 0xff), UInt8((~count >> 8) & 0xff)]
        zlib += raw[offset..<(offset + count)]
        offset += count
    } while offset < raw.count
    var (a, b): (UInt32, UInt32) = (1, 0)
    for byte in raw {
        a = (a + UInt32(byte)) % 65_521
        b = (b + a) % 65_521
    }
    zlib += bigEndian((b << 16) | a)
    var header = bigEndian(UInt32(width)) + bigEndian(UInt32(height))
    header += [8, 6, 0, 0, 0]  // 8-bit RGBA
    var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    for (type, data) in [("IHDR", header), ("IDAT", zlib), ("IEND", [])] {
        let typed = Array(type.utf8) + data
        file += bigEndian(UInt32(data.count)) + typed + bigEndian(crc32(typed))
    }
    return Data(file)
}

private func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8((value >> 16) & 0xff), UInt8((value >> 8) & 0xff), UInt8(value & 0xff)]
}

private func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xffff_ffff
    for byte in bytes {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xedb8_8320 : crc >> 1 }
    }
    return ~crc
}
