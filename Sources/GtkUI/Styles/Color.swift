import Gtk

/// A colour, as a view that fills its space and as a style
/// (SwiftUI's `Color`).
///
/// Semantic colours follow the GTK theme, so light and dark styles both
/// look right: `.primary` is the theme's text colour, `.secondary` a dimmed
/// one, `.accentColor` the selection colour. Named colours are GNOME's
/// palette (the Adwaita blue, red…); RGB colours are as given.
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

    // GNOME's palette (the GNOME HIG's colours, as in Adwaita).
    /// GNOME's palette red (Red 3, #e01b24).
    public static let red = Color(css: "#e01b24")
    /// GNOME's palette orange (Orange 3, #ff7800).
    public static let orange = Color(css: "#ff7800")
    /// GNOME's palette yellow (Yellow 3, #f6d32d).
    public static let yellow = Color(css: "#f6d32d")
    /// GNOME's palette green (Green 3, #33d17a).
    public static let green = Color(css: "#33d17a")
    /// A mint green (#26c6a0); GNOME's palette has no mint.
    public static let mint = Color(css: "#26c6a0")
    /// Teal (#2190a4), libadwaita's teal accent colour.
    public static let teal = Color(css: "#2190a4")
    /// A cyan (#33c7de); GNOME's palette has no cyan.
    public static let cyan = Color(css: "#33c7de")
    /// GNOME's palette blue (Blue 3, #3584e4), Adwaita's default accent.
    public static let blue = Color(css: "#3584e4")
    /// An indigo (#5c5fd6); GNOME's palette has no indigo.
    public static let indigo = Color(css: "#5c5fd6")
    /// GNOME's palette purple (Purple 3, #9141ac).
    public static let purple = Color(css: "#9141ac")
    /// A pink (#dc4e9d); GNOME's palette has no pink.
    public static let pink = Color(css: "#dc4e9d")
    /// GNOME's palette brown (Brown 3, #986a44).
    public static let brown = Color(css: "#986a44")
    /// GNOME's palette grey (Light 5, #9a9996).
    public static let gray = Color(css: "#9a9996")
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
