import Gtk

/// The colours a view asks a bar to draw with (`toolbarBackground(_:for:)`
/// with a style, `toolbarForegroundStyle(_:for:)`, `toolbarColorScheme`):
/// CSS colours GTK resolves against the theme, so that theme colours
/// (`.tint`, `.primary`) follow the light or dark style.
struct BarAppearance: Equatable {
    /// The bar's fill.
    var background: String?
    /// The colour of the bar's text and icons.
    var foreground: String?
    /// `toolbarColorScheme`: the text and icon colour of a bar of that scheme, unless `foreground` says.
    var colorScheme: ColorScheme?

    /// `other`'s requests over these.
    func overridden(by other: BarAppearance) -> BarAppearance {
        BarAppearance(
            background: other.background ?? background, foreground: other.foreground ?? foreground,
            colorScheme: other.colorScheme ?? colorScheme)
    }

    /// The text and icon colour: the one asked for, else GNOME's text colour
    /// on a dark or a light bar for the scheme asked for.
    var resolvedForeground: String? {
        foreground
            ?? colorScheme.map { $0 == .dark ? "#ffffff" : "rgba(0, 0, 0, 0.8)" }
    }

    var isEmpty: Bool { background == nil && resolvedForeground == nil }
}

/// Paints one bar (a header bar, an action bar) with a `BarAppearance`:
/// a style sheet for the display whose rules name only this bar (a CSS
/// class of its own), made the first time a colour is asked for and taken
/// away with the bar.
@MainActor
final class BarStyler {
    private static var count = 0
    private let cssClass: String
    private var provider: CssProvider?
    private(set) var appearance = BarAppearance()
    /// The rules applied now, for tests.
    private(set) var css = ""

    init() {
        BarStyler.count += 1
        cssClass = "gtkui-bar-\(BarStyler.count)"
    }

    /// Paints `bar` (CSS node `node`: "headerbar", "actionbar") as `appearance` asks.
    func apply(_ appearance: BarAppearance, to bar: Widget, node: String) {
        guard appearance != self.appearance else { return }
        self.appearance = appearance
        guard !appearance.isEmpty || provider != nil else { return }
        bar.setCSSClass(cssClass, !appearance.isEmpty)
        let selector = node == "actionbar" ? "actionbar.\(cssClass) > revealer > box" : "\(node).\(cssClass)"
        var rules: [String] = []
        if let background = appearance.background {
            rules.append("\(selector), \(selector):backdrop { background-color: \(background); background-image: none; }")
        }
        if let foreground = appearance.resolvedForeground {
            let parts = ["", " label", " image", " button", " menubutton", " windowcontrols button"]
            rules.append(parts.map { "\(selector)\($0)" }.joined(separator: ", ") + " { color: \(foreground); }")
        }
        css = rules.joined(separator: "\n")
        if provider == nil {
            let made = CssProvider(css: "")
            made.applyToDisplay()
            provider = made
        }
        provider?.load(css)
    }

    isolated deinit { provider?.removeFromDisplay() }
}
