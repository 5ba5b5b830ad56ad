import Foundation
import Gtk

// The UIKit calls SwiftUI apps for iOS make most (`import SwiftUI` brings
// UIKit along there), on GTK: opening URLs, the clipboard, the device,
// haptics (none on a desktop) and the system colours. UIKit's views and
// controllers (`UIView`, `UIViewRepresentable`) have no GNOME counterpart
// here, and neither has `@UIApplicationDelegateAdaptor` (see AppKitCompat).

/// The running application (UIKit's `UIApplication`), as far as SwiftUI apps use it.
@MainActor
public final class UIApplication {
    /// The application.
    public static let shared = UIApplication()
    /// The address that opens the app's settings: GNOME's Settings, Applications page.
    public static let openSettingsURLString = "gnome-control-center:applications"

    /// Options for `open(_:options:completionHandler:)` (none apply on GNOME).
    public struct OpenExternalURLOptionsKey: Hashable, Sendable, RawRepresentable {
        /// The key's name.
        public let rawValue: String
        /// Creates a key.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open only URLs an app claims as universal links.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "universalLinksOnly")
    }

    private init() {}

    /// Opens `url` with the desktop's default application.
    ///
    /// `completion` learns whether one took it. The settings URL opens GNOME's Settings.
    public func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        let opened: Bool
        if url.absoluteString == Self.openSettingsURLString {
            opened = DesktopLauncher.run(["gnome-control-center", "applications"]) == nil
        } else {
            let uri = url.absoluteString
            let reason = DesktopLauncher.open(uri)
            if let reason { Diagnostics.warn("UIApplication: cannot open \(uri): \(reason)") }
            opened = reason == nil
        }
        completion?(opened)
    }

    /// Whether some application opens URLs of `url`'s scheme.
    public func canOpenURL(_ url: URL) -> Bool {
        guard let scheme = url.scheme else { return false }
        return DesktopLauncher.hasHandler(forScheme: scheme)
    }
}

/// The clipboard (UIKit's `UIPasteboard`), for text.
@MainActor
public final class UIPasteboard {
    /// The clipboard.
    public static let general = UIPasteboard()
    private init() {}

    /// The clipboard's text; setting it replaces the clipboard's content.
    public var string: String? {
        get { PlatformPasteboard.string() }
        set { PlatformPasteboard.setString(newValue ?? "") }
    }

    /// The clipboard's text as a URL.
    public var url: URL? {
        get { string.flatMap(URL.init(string:)) }
        set { string = newValue?.absoluteString }
    }

    /// Whether the clipboard holds text.
    public var hasStrings: Bool { PlatformPasteboard.hasString }
}

/// The device (UIKit's `UIDevice`): a desktop computer running GNOME.
@MainActor
public final class UIDevice {
    /// The kind of interface.
    public enum UserInterfaceIdiom: Int, Sendable {
        case unspecified = -1
        case phone, pad, tv, carPlay
        case mac = 5
        case vision
    }

    /// The device.
    public static let current = UIDevice()
    private init() {}

    /// A desktop: `.mac`, the idiom SwiftUI apps treat as a pointer-driven computer.
    public var userInterfaceIdiom: UserInterfaceIdiom { .mac }
    /// The computer's host name.
    public var name: String { ProcessInfo.processInfo.hostName }
    /// The operating system's name.
    public var systemName: String { "Linux" }
    /// The operating system's version.
    public var systemVersion: String {
        let version = ProcessInfo.processInfo.operatingSystemVersion
        return "\(version.majorVersion).\(version.minorVersion).\(version.patchVersion)"
    }
    /// The kind of device.
    public var model: String { "Computer" }
}

/// Haptics (UIKit's `UIImpactFeedbackGenerator`): a desktop has none, so nothing is felt.
@MainActor
public final class UIImpactFeedbackGenerator {
    /// How heavy an impact feels.
    public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
    /// A generator of `style` impacts.
    public init(style: FeedbackStyle = .medium) {}
    /// Gets ready to play (nothing to do).
    public func prepare() {}
    /// Plays an impact: nothing on a desktop.
    public func impactOccurred() {}
    /// Plays an impact of `intensity`: nothing on a desktop.
    public func impactOccurred(intensity: CGFloat) {}
}

/// Haptics for outcomes (UIKit's `UINotificationFeedbackGenerator`): nothing is felt on a desktop.
@MainActor
public final class UINotificationFeedbackGenerator {
    /// An outcome.
    public enum FeedbackType: Int, Sendable { case success, warning, error }
    /// A generator.
    public init() {}
    /// Gets ready to play (nothing to do).
    public func prepare() {}
    /// Plays the feedback for `notificationType`: nothing on a desktop.
    public func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// Haptics for selection changes (UIKit's `UISelectionFeedbackGenerator`): nothing is felt on a desktop.
@MainActor
public final class UISelectionFeedbackGenerator {
    /// A generator.
    public init() {}
    /// Gets ready to play (nothing to do).
    public func prepare() {}
    /// Plays the feedback for a selection change: nothing on a desktop.
    public func selectionChanged() {}
}

/// A colour of the iOS system (UIKit's `UIColor`), drawn with the GTK
/// theme's and GNOME's palette's colours, right in light and dark styles.
public final class UIColor: Sendable {
    let css: String
    init(css: String) { self.css = css }

    /// A colour from red, green and blue components (0…1) and an alpha.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(css: Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)).css)
    }
    /// A grey and an alpha.
    public convenience init(white: CGFloat, alpha: CGFloat) { self.init(red: white, green: white, blue: white, alpha: alpha) }
    /// A colour from hue, saturation and brightness (0…1) and an alpha.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(
            css: Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha)).css)
    }
    /// This colour at `alpha`.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(css: Color(css: css).opacity(Double(alpha)).css) }

    /// The view background (white in the light style, as iOS's).
    public static let systemBackground = UIColor(css: "@theme_base_color")
    /// Content on the background.
    public static let secondarySystemBackground = UIColor(css: "@theme_bg_color")
    /// Content on secondary content.
    public static let tertiarySystemBackground = UIColor(css: "@theme_base_color")
    /// A grouped list's background.
    public static let systemGroupedBackground = UIColor(css: "@theme_bg_color")
    /// A grouped list's rows.
    public static let secondarySystemGroupedBackground = UIColor(css: "@theme_base_color")
    /// Content in grouped rows.
    public static let tertiarySystemGroupedBackground = UIColor(css: "@theme_bg_color")
    /// A thin fill.
    public static let systemFill = UIColor(css: "alpha(@theme_fg_color, 0.2)")
    /// A thinner fill.
    public static let secondarySystemFill = UIColor(css: "alpha(@theme_fg_color, 0.16)")
    /// A faint fill.
    public static let tertiarySystemFill = UIColor(css: "alpha(@theme_fg_color, 0.12)")
    /// The faintest fill.
    public static let quaternarySystemFill = UIColor(css: "alpha(@theme_fg_color, 0.08)")
    /// Text.
    public static let label = UIColor(css: "@theme_fg_color")
    /// Secondary text.
    public static let secondaryLabel = UIColor(css: "alpha(@theme_fg_color, 0.55)")
    /// Tertiary text.
    public static let tertiaryLabel = UIColor(css: "alpha(@theme_fg_color, 0.35)")
    /// Quaternary text.
    public static let quaternaryLabel = UIColor(css: "alpha(@theme_fg_color, 0.2)")
    /// Placeholder text.
    public static let placeholderText = UIColor(css: "alpha(@theme_fg_color, 0.5)")
    /// Separators.
    public static let separator = UIColor(css: "@borders")
    /// Opaque separators.
    public static let opaqueSeparator = UIColor(css: "@borders")
    /// Links.
    public static let link = UIColor(css: "@theme_selected_bg_color")
    /// The accent colour.
    public static let tintColor = UIColor(css: "@theme_selected_bg_color")
    /// Red.
    public static let systemRed = UIColor(css: Color.red.css)
    /// Orange.
    public static let systemOrange = UIColor(css: Color.orange.css)
    /// Yellow.
    public static let systemYellow = UIColor(css: Color.yellow.css)
    /// Green.
    public static let systemGreen = UIColor(css: Color.green.css)
    /// Mint.
    public static let systemMint = UIColor(css: Color.mint.css)
    /// Teal.
    public static let systemTeal = UIColor(css: Color.teal.css)
    /// Cyan.
    public static let systemCyan = UIColor(css: Color.cyan.css)
    /// Blue.
    public static let systemBlue = UIColor(css: Color.blue.css)
    /// Indigo.
    public static let systemIndigo = UIColor(css: Color.indigo.css)
    /// Purple.
    public static let systemPurple = UIColor(css: Color.purple.css)
    /// Pink.
    public static let systemPink = UIColor(css: Color.pink.css)
    /// Brown.
    public static let systemBrown = UIColor(css: Color.brown.css)
    /// Grey.
    public static let systemGray = UIColor(css: Color.gray.css)
    /// A lighter grey.
    public static let systemGray2 = UIColor(css: "alpha(@theme_fg_color, 0.45)")
    /// A lighter grey.
    public static let systemGray3 = UIColor(css: "alpha(@theme_fg_color, 0.3)")
    /// A lighter grey.
    public static let systemGray4 = UIColor(css: "alpha(@theme_fg_color, 0.2)")
    /// A lighter grey.
    public static let systemGray5 = UIColor(css: "alpha(@theme_fg_color, 0.12)")
    /// The lightest grey.
    public static let systemGray6 = UIColor(css: "alpha(@theme_fg_color, 0.06)")
    /// Red.
    public static let red = UIColor(css: Color.red.css)
    /// Green.
    public static let green = UIColor(css: Color.green.css)
    /// Blue.
    public static let blue = UIColor(css: Color.blue.css)
    /// Orange.
    public static let orange = UIColor(css: Color.orange.css)
    /// Yellow.
    public static let yellow = UIColor(css: Color.yellow.css)
    /// Grey.
    public static let gray = UIColor(css: Color.gray.css)
    /// Light grey.
    public static let lightGray = UIColor(css: "#c0bfbc")
    /// Dark grey.
    public static let darkGray = UIColor(css: "#5e5c64")
    /// Black.
    public static let black = UIColor(css: "#000000")
    /// White.
    public static let white = UIColor(css: "#ffffff")
    /// Transparent.
    public static let clear = UIColor(css: "transparent")
}

extension Color {
    /// The colour of a UIKit colour.
    public init(uiColor: UIColor) { self.init(css: uiColor.css) }
    /// The colour of a UIKit colour (the older spelling).
    public init(_ color: UIColor) { self.init(css: color.css) }
    /// The colour of an AppKit colour (the older spelling).
    public init(_ color: NSColor) { self.init(css: color.css) }
}
