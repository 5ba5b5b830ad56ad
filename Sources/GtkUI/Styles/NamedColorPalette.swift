import Foundation
import Gtk

/// SwiftUI's named colours (`Color.red`, `.blue`…) as GNOME's palette, in
/// a light and a dark variant, as SwiftUI's system colours have.
///
/// Each is a CSS colour GTK names (`@gtkui_red`), defined by one stylesheet
/// for the whole display; the stylesheet follows the dark style, so every
/// widget drawn with a named colour changes with it. The dark variants are
/// lighter shades of the same hue (GNOME's palette one or two steps up), so
/// coloured text and symbols stay readable on dark backgrounds.
@MainActor
enum NamedColorPalette {
    /// A named colour's light and dark variants.
    struct Entry {
        let name: String
        let light: String
        let dark: String
    }

    nonisolated static let entries: [Entry] = [
        Entry(name: "red", light: "#e01b24", dark: "#f66151"),
        Entry(name: "orange", light: "#ff7800", dark: "#ffa348"),
        Entry(name: "yellow", light: "#f6d32d", dark: "#f8e45c"),
        Entry(name: "green", light: "#33d17a", dark: "#57e389"),
        Entry(name: "mint", light: "#26c6a0", dark: "#5ee0bd"),
        Entry(name: "teal", light: "#2190a4", dark: "#4fb9cc"),
        Entry(name: "cyan", light: "#33c7de", dark: "#5fd7ea"),
        Entry(name: "blue", light: "#3584e4", dark: "#62a0ea"),
        Entry(name: "indigo", light: "#5c5fd6", dark: "#8183e6"),
        Entry(name: "purple", light: "#9141ac", dark: "#c061cb"),
        Entry(name: "pink", light: "#dc4e9d", dark: "#ec7bbd"),
        Entry(name: "brown", light: "#986a44", dark: "#b5835a"),
        Entry(name: "gray", light: "#9a9996", dark: "#9a9996")
    ]

    /// The CSS name GTK knows the colour `name` by.
    nonisolated static func cssName(_ name: String) -> String { "@gtkui_\(name)" }

    private static var stylesheet: CssProvider?
    private static var watch: SignalHandler?
    /// Whether the dark variants are defined now.
    private(set) static var isDark = false

    /// Whether GTK draws its dark style: the app's preference, or a theme
    /// forced dark through `GTK_THEME`.
    static var drawsDark: Bool {
        Gtk.prefersDarkStyle || ProcessInfo.processInfo.environment["GTK_THEME"]?.hasSuffix(":dark") == true
    }

    /// Defines the named colours for the display, once, and follows the dark style from then on.
    static func install() {
        guard stylesheet == nil else { return }
        let provider = CssProvider(css: "")
        provider.applyToDisplay()
        stylesheet = provider
        load(dark: drawsDark)
        watch = Gtk.onPrefersDarkStyleChanged { refresh() }
    }

    /// Loads the variants for the style drawn now, if it changed.
    static func refresh() {
        guard stylesheet != nil, drawsDark != isDark else { return }
        load(dark: drawsDark)
    }

    private static func load(dark: Bool) {
        isDark = dark
        stylesheet?.load(
            entries.map { "@define-color gtkui_\($0.name) \(dark ? $0.dark : $0.light);" }.joined(separator: "\n"))
    }

    /// `css` with each named colour replaced by its value in the style
    /// drawn now, for what cannot look names up (Pango markup, colour buttons).
    static func resolving(_ css: String) -> String {
        guard css.contains("@gtkui_") else { return css }
        var result = css
        for entry in entries {
            result = result.replacingOccurrences(of: cssName(entry.name), with: isDark ? entry.dark : entry.light)
        }
        return result
    }
}
