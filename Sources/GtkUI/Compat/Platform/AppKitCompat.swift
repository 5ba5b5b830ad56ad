import Foundation
import Gtk

// The AppKit calls SwiftUI apps for macOS make most (`import SwiftUI`
// brings AppKit along there), on GTK: quitting, the clipboard, opening
// URLs and files, and the system colours. AppKit's views and windows
// (`NSView`, `NSViewRepresentable`, `NSWindow`) have no GNOME counterpart
// here, and neither has `@NSApplicationDelegateAdaptor`: it needs a
// `required init()` that Foundation's `NSObject` lacks on Linux.

/// The running application (AppKit's `NSApplication`), as far as SwiftUI apps use it.
@MainActor
public final class NSApplication {
    /// The application.
    public static let shared = NSApplication()

    /// How an app may run: GNOME shows every app the same way.
    public enum ActivationPolicy: Int, Sendable {
        case regular, accessory, prohibited
    }

    /// The answer to whether the app may quit.
    public enum TerminateReply: UInt, Sendable {
        case terminateCancel = 0
        case terminateNow = 1
        case terminateLater = 2
    }

    private init() {}

    /// Quits as the app's Quit command does: unsaved documents are asked
    /// about, windows close and save.
    public func terminate(_ sender: Any?) {
        if let runtime = AppRuntime.current { runtime.quit() } else { exit(0) }
    }

    /// Brings the app's active window to the front.
    public func activate(ignoringOtherApps flag: Bool) { activate() }

    /// Brings the app's active window to the front.
    public func activate() {
        guard let runtime = AppRuntime.current else { return }
        (runtime.application.activeWindow ?? runtime.windows.last?.host.window)?.present()
    }

    /// Whether one of the app's windows has the focus.
    public var isActive: Bool { AppRuntime.current?.activeHost?.window.isActive ?? false }

    /// Sets how the app shows in the dock; GNOME has one way, so nothing changes.
    @discardableResult
    public func setActivationPolicy(_ activationPolicy: ActivationPolicy) -> Bool { true }

    /// Hides the app's windows (minimizes them).
    public func hide(_ sender: Any?) {
        for record in AppRuntime.current?.windows ?? [] { record.host.window.minimize() }
    }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The running application (AppKit's `NSApp`, which AppKit spells so).
@MainActor public var NSApp: NSApplication { NSApplication.shared }

/// The desktop's services (AppKit's `NSWorkspace`): opening URLs and files.
@MainActor
public final class NSWorkspace {
    /// The workspace.
    public static let shared = NSWorkspace()
    private init() {}

    /// Opens `url` with the desktop's default application (a folder in the
    /// file manager); returns whether one took it.
    @discardableResult
    public func open(_ url: URL) -> Bool {
        let uri = url.absoluteString
        if let reason = DesktopLauncher.open(uri) {
            Diagnostics.warn("NSWorkspace: cannot open \(uri): \(reason)")
            return false
        }
        return true
    }

    /// Shows the files' folder in the file manager.
    public func activateFileViewerSelecting(_ fileURLs: [URL]) {
        for folder in Set(fileURLs.map { $0.deletingLastPathComponent() }) { open(folder) }
    }

    /// Shows `fullPath`'s folder in the file manager.
    @discardableResult
    public func selectFile(_ fullPath: String?, inFileViewerRootedAtPath rootFullPath: String) -> Bool {
        guard let fullPath else { return open(URL(fileURLWithPath: rootFullPath)) }
        return open(URL(fileURLWithPath: fullPath).deletingLastPathComponent())
    }
}

/// The clipboard (AppKit's `NSPasteboard`), for text.
@MainActor
public final class NSPasteboard {
    /// A kind of pasteboard content.
    public struct PasteboardType: Hashable, Sendable, RawRepresentable {
        /// The type's identifier.
        public let rawValue: String
        /// Creates a type.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates a type.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// Plain text.
        public static let string = PasteboardType("public.utf8-plain-text")
        // swift-format-ignore: AlwaysUseLowerCamelCase
        /// A URL (AppKit spells it so).
        public static let URL = PasteboardType("public.url")
        /// A file URL.
        public static let fileURL = PasteboardType("public.file-url")
    }

    /// The clipboard.
    public static let general = NSPasteboard()
    private init() {}

    /// Empties the clipboard before new content; returns a change count.
    @discardableResult
    public func clearContents() -> Int {
        changeCount += 1
        return changeCount
    }

    /// Counts the clipboard changes made through this pasteboard.
    public private(set) var changeCount = 0

    /// Puts `string` on the clipboard (text, URL and file URL types alike: GNOME's clipboard holds text).
    @discardableResult
    public func setString(_ string: String, forType dataType: PasteboardType) -> Bool {
        PlatformPasteboard.setString(string)
        changeCount += 1
        return true
    }

    /// The clipboard's text.
    public func string(forType dataType: PasteboardType) -> String? { PlatformPasteboard.string() }
}

/// A colour of the macOS system (AppKit's `NSColor`), drawn with the GTK
/// theme's and GNOME's palette's colours, right in light and dark styles.
public final class NSColor: Sendable {
    let css: String
    init(css: String) { self.css = css }

    /// A colour from red, green and blue components (0…1) and an alpha.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(css: Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)).css)
    }
    /// A colour from red, green and blue components (0…1) in sRGB and an alpha.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// A grey and an alpha.
    public convenience init(white: CGFloat, alpha: CGFloat) { self.init(red: white, green: white, blue: white, alpha: alpha) }
    /// A colour from hue, saturation and brightness (0…1) and an alpha.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(
            css: Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha)).css)
    }
    /// This colour at `alpha`.
    public func withAlphaComponent(_ alpha: CGFloat) -> NSColor { NSColor(css: Color(css: css).opacity(Double(alpha)).css) }

    /// The window background.
    public static let windowBackgroundColor = NSColor(css: "@theme_bg_color")
    /// The background of controls and lists.
    public static let controlBackgroundColor = NSColor(css: "@theme_base_color")
    /// The background of text.
    public static let textBackgroundColor = NSColor(css: "@theme_base_color")
    /// Under the window's content (the window background on GNOME).
    public static let underPageBackgroundColor = NSColor(css: "@theme_bg_color")
    /// Text.
    public static let labelColor = NSColor(css: "@theme_fg_color")
    /// Text.
    public static let textColor = NSColor(css: "@theme_text_color")
    /// Text of controls.
    public static let controlTextColor = NSColor(css: "@theme_fg_color")
    /// Secondary text.
    public static let secondaryLabelColor = NSColor(css: "alpha(@theme_fg_color, 0.55)")
    /// Tertiary text.
    public static let tertiaryLabelColor = NSColor(css: "alpha(@theme_fg_color, 0.35)")
    /// Quaternary text.
    public static let quaternaryLabelColor = NSColor(css: "alpha(@theme_fg_color, 0.2)")
    /// Placeholder text.
    public static let placeholderTextColor = NSColor(css: "alpha(@theme_fg_color, 0.5)")
    /// Separators.
    public static let separatorColor = NSColor(css: "@borders")
    /// Grid lines.
    public static let gridColor = NSColor(css: "@borders")
    /// The accent colour.
    public static let controlAccentColor = NSColor(css: "@theme_selected_bg_color")
    /// The background of selected content.
    public static let selectedContentBackgroundColor = NSColor(css: "@theme_selected_bg_color")
    /// The background of selected text.
    public static let selectedTextBackgroundColor = NSColor(css: "alpha(@theme_selected_bg_color, 0.3)")
    /// Links.
    public static let linkColor = NSColor(css: "@theme_selected_bg_color")
    /// Red.
    public static let systemRed = NSColor(css: Color.red.css)
    /// Orange.
    public static let systemOrange = NSColor(css: Color.orange.css)
    /// Yellow.
    public static let systemYellow = NSColor(css: Color.yellow.css)
    /// Green.
    public static let systemGreen = NSColor(css: Color.green.css)
    /// Mint.
    public static let systemMint = NSColor(css: Color.mint.css)
    /// Teal.
    public static let systemTeal = NSColor(css: Color.teal.css)
    /// Cyan.
    public static let systemCyan = NSColor(css: Color.cyan.css)
    /// Blue.
    public static let systemBlue = NSColor(css: Color.blue.css)
    /// Indigo.
    public static let systemIndigo = NSColor(css: Color.indigo.css)
    /// Purple.
    public static let systemPurple = NSColor(css: Color.purple.css)
    /// Pink.
    public static let systemPink = NSColor(css: Color.pink.css)
    /// Brown.
    public static let systemBrown = NSColor(css: Color.brown.css)
    /// Grey.
    public static let systemGray = NSColor(css: Color.gray.css)
    /// Red.
    public static let red = NSColor(css: Color.red.css)
    /// Green.
    public static let green = NSColor(css: Color.green.css)
    /// Blue.
    public static let blue = NSColor(css: Color.blue.css)
    /// Orange.
    public static let orange = NSColor(css: Color.orange.css)
    /// Yellow.
    public static let yellow = NSColor(css: Color.yellow.css)
    /// Grey.
    public static let gray = NSColor(css: Color.gray.css)
    /// Black.
    public static let black = NSColor(css: "#000000")
    /// White.
    public static let white = NSColor(css: "#ffffff")
    /// Transparent.
    public static let clear = NSColor(css: "transparent")
}

extension Color {
    /// The colour of an AppKit colour.
    public init(nsColor: NSColor) { self.init(css: nsColor.css) }
}
