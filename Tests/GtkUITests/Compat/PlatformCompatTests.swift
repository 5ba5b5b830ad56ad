import Foundation
import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// The AppKit and UIKit calls SwiftUI apps make through `import SwiftUI`.
final class PlatformCompatTests: GtkTestCase {
    func testThePasteboardsPutAndReadTheDesktopClipboard() {
        onMain {
            NSPasteboard.general.clearContents()
            XCTAssertTrue(NSPasteboard.general.setString("copied from AppKit", forType: .string))
            XCTAssertEqual(Clipboard.ofDefaultDisplay()?.hasText, true, "GDK's clipboard holds it")
            XCTAssertEqual(NSPasteboard.general.string(forType: .string), "copied from AppKit")
            XCTAssertEqual(UIPasteboard.general.string, "copied from AppKit", "one clipboard")
            UIPasteboard.general.string = "from UIKit"
            XCTAssertTrue(UIPasteboard.general.hasStrings)
            XCTAssertEqual(NSPasteboard.general.string(forType: .string), "from UIKit")
            UIPasteboard.general.url = URL(string: "https://example.org/a")
            XCTAssertEqual(UIPasteboard.general.url?.host, "example.org")
        }
    }

    func testSystemColoursAreTheThemesAndThePalettes() throws {
        try onMain {
            XCTAssertEqual(Color(nsColor: .windowBackgroundColor).css, "@theme_bg_color")
            XCTAssertEqual(Color(uiColor: .systemBackground).css, "@theme_base_color")
            XCTAssertEqual(Color(uiColor: .systemRed), Color.red, "the palette, dark variant included")
            XCTAssertEqual(Color(nsColor: .systemBlue), Color.blue)
            XCTAssertEqual(Color(UIColor.secondaryLabel), Color.secondary)
            XCTAssertEqual(Color(nsColor: NSColor(red: 1, green: 0, blue: 0, alpha: 0.5)), Color(red: 1, green: 0, blue: 0, opacity: 0.5))
            // Drawn: a window-background box has the window's colour.
            let shown = Presented(Color(nsColor: .windowBackgroundColor).frame(width: 40, height: 40), width: 100, height: 100)
            defer { shown.close() }
            let box = try XCTUnwrap(find(ShapeNode.self, in: shown.hosting).first?.widget)
            let drawn = ThemeColors.resolve(Color(nsColor: .windowBackgroundColor).css, for: box)
            let background = try XCTUnwrap(box.lookupColor("theme_bg_color"))
            XCTAssertEqual(drawn, background)
        }
    }

    func testTheDeviceIsAComputerAndUnknownURLsAreRefused() {
        onMain {
            XCTAssertEqual(UIDevice.current.userInterfaceIdiom, .mac)
            XCTAssertEqual(UIDevice.current.systemName, "Linux")
            XCTAssertFalse(UIDevice.current.name.isEmpty)
            XCTAssertFalse(UIApplication.shared.canOpenURL(URL(string: "no-such-scheme-gtkui:x")!))
            var answer: Bool?
            UIApplication.shared.open(URL(string: "no-such-scheme-gtkui:x")!) { answer = $0 }
            XCTAssertEqual(answer, false, "no application opens it")
            XCTAssertFalse(NSWorkspace.shared.open(URL(string: "no-such-scheme-gtkui:y")!))
            // Haptics compile and do nothing on a desktop.
            UIImpactFeedbackGenerator(style: .heavy).impactOccurred()
            UINotificationFeedbackGenerator().notificationOccurred(.success)
            UISelectionFeedbackGenerator().selectionChanged()
            XCTAssertTrue(NSApp.setActivationPolicy(.accessory))
        }
    }
}
