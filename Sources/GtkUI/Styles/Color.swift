import Gtk

/// A colour, as a view that fills its space and as a style
/// (SwiftUI's `Color`).
///
/// Semantic colours follow the GTK theme, so light and dark styles both
/// look right: `.primary` is the theme's text colour, `.secondary` a dimmed
/// one, `.accentColor` the selection colour. Named colours are GNOME's
/// palette (the Adwaita blue, red…), a lighter shade in the dark style as
/// SwiftUI's system colours are; RGB colours are as given.
///
/// ```swift
/// Text("Saved").foregroundStyle(Color.green)
/// Color.blue.opacity(0.2)
/// ```
public struct Color: Hashable, Sendable {
    /// The colour as a CSS value GTK understands ("#3584e4", "@theme_fg_color", "alpha(…, 0.5)").
    let css: String

    /// A colour from red, green and blue components (0…1) and an opacity.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        func byte(_ component: Double) -> Int { Int((min(1, max(0, component)) * 255).rounded()) }
        let rgb = "\(byte(red)), \(byte(green)), \(byte(blue))"
        css = opacity >= 1 ? "rgb(\(rgb))" : "rgba(\(rgb), \(Color.format(opacity)))"
    }

    /// A grey from white (1) to black (0), with an opacity.
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// A colour from hue, saturation and brightness (0…1), with an opacity.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let (r, g, b) = Color.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    init(css: String) { self.css = css }

    /// A colour of GNOME's palette, its variant following the dark style (see `NamedColorPalette`).
    init(named name: String) { css = NamedColorPalette.cssName(name) }

    /// This colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        Color(css: "alpha(\(css), \(Color.format(opacity)))")
    }

    // Semantic colours: from the theme, right in light and dark styles.
    /// The text colour.
    public static let primary = Color(css: "@theme_fg_color")
    /// Dimmed text, for secondary information.
    public static let secondary = Color(css: "alpha(@theme_fg_color, 0.55)")
    /// The accent (selection) colour.
    public static let accentColor = Color(css: "@theme_selected_bg_color")
    /// Transparent.
    public static let clear = Color(css: "transparent")

    // GNOME's palette (the GNOME HIG's colours, as in Adwaita); lighter in the dark style.
    /// GNOME's palette red (Red 3, #e01b24); #f66151 in the dark style.
    public static let red = Color(named: "red")
    /// GNOME's palette orange (Orange 3, #ff7800); #ffa348 in the dark style.
    public static let orange = Color(named: "orange")
    /// GNOME's palette yellow (Yellow 3, #f6d32d); #f8e45c in the dark style.
    public static let yellow = Color(named: "yellow")
    /// GNOME's palette green (Green 3, #33d17a); #57e389 in the dark style.
    public static let green = Color(named: "green")
    /// A mint green (#26c6a0); GNOME's palette has no mint; #5ee0bd in the dark style.
    public static let mint = Color(named: "mint")
    /// Teal (#2190a4), libadwaita's teal accent colour; #4fb9cc in the dark style.
    public static let teal = Color(named: "teal")
    /// A cyan (#33c7de); GNOME's palette has no cyan; #5fd7ea in the dark style.
    public static let cyan = Color(named: "cyan")
    /// GNOME's palette blue (Blue 3, #3584e4), Adwaita's default accent; #62a0ea in the dark style.
    public static let blue = Color(named: "blue")
    /// An indigo (#5c5fd6); GNOME's palette has no indigo; #8183e6 in the dark style.
    public static let indigo = Color(named: "indigo")
    /// GNOME's palette purple (Purple 3, #9141ac); #c061cb in the dark style.
    public static let purple = Color(named: "purple")
    /// A pink (#dc4e9d); GNOME's palette has no pink; #ec7bbd in the dark style.
    public static let pink = Color(named: "pink")
    /// GNOME's palette brown (Brown 3, #986a44); #b5835a in the dark style.
    public static let brown = Color(named: "brown")
    /// GNOME's palette grey (Light 5, #9a9996).
    public static let gray = Color(named: "gray")
    /// Black (#000000), whatever the theme.
    public static let black = Color(css: "#000000")
    /// White (#ffffff), whatever the theme.
    public static let white = Color(css: "#ffffff")

    private static func format(_ value: Double) -> String {
        String(format: "%.3g", min(1, max(0, value)))
    }

    static func rgb(hue: Double, saturation: Double, brightness: Double) -> (Double, Double, Double) {
        let h = (hue - hue.rounded(.down)) * 6
        let s = min(1, max(0, saturation))
        let v = min(1, max(0, brightness))
        let sector = Int(h) % 6
        let f = h - Double(Int(h))
        let p = v * (1 - s)
        let q = v * (1 - s * f)
        let t = v * (1 - s * (1 - f))
        switch sector {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }
}

extension Color: ShapeStyle {
    /// The colour as a CSS colour.
    public var cssColor: String { css }
}

/// A `Color` as a view: a box that fills the space it is offered.
extension Color: View, PrimitiveView {
    /// A colour has no body: GtkUI draws it as a filled box.
    public typealias Body = Never

    func makeNode() -> ShapeNode { ShapeNode(viewType: Color.self) }

    func updateNode(_ node: ShapeNode, context: RenderContext) {
        node.drawCSS("background-color: \(css);", context: context)
    }
}
