import Gtk

/// A colour or style to fill, stroke or tint with (SwiftUI's `ShapeStyle`).
///
/// The styles are `Color`, the hierarchical styles (`.primary`, `.secondary`,
/// `.tertiary`, `.quaternary`) and `.tint`. Gradients and materials are
/// not supported.
///
/// GtkUI draws styles with GTK's CSS: a style of one's own gives its
/// colour as a CSS colour (`cssColor`, a GtkUI requirement).
@preconcurrency
public protocol ShapeStyle: Sendable {
    /// The style as a CSS colour GTK resolves against the theme ("#3584e4", "@theme_fg_color").
    var cssColor: String { get }
}

/// The theme's text colour at one of four levels of emphasis
/// (SwiftUI's `HierarchicalShapeStyle`).
public struct HierarchicalShapeStyle: ShapeStyle {
    let level: Int
    /// The theme's text colour, at 55%, 35% or 20% opacity below the primary level.
    public var cssColor: String {
        switch level {
        case 0: "@theme_fg_color"
        case 1: "alpha(@theme_fg_color, 0.55)"
        case 2: "alpha(@theme_fg_color, 0.35)"
        default: "alpha(@theme_fg_color, 0.2)"
        }
    }
}

/// The accent colour (SwiftUI's `TintShapeStyle`).
public struct TintShapeStyle: ShapeStyle {
    /// The accent colour style.
    public init() {}
    /// The theme's selection colour (`@theme_selected_bg_color`).
    public var cssColor: String { "@theme_selected_bg_color" }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The text colour.
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 0) }
    /// Secondary information.
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 1) }
    /// Tertiary information.
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 2) }
    /// The least emphasis.
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 3) }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The accent colour.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == Color {
    /// GNOME's palette red (#e01b24): `Color.red`.
    public static var red: Color { Color.red }
    /// GNOME's palette orange (#ff7800): `Color.orange`.
    public static var orange: Color { Color.orange }
    /// GNOME's palette yellow (#f6d32d): `Color.yellow`.
    public static var yellow: Color { Color.yellow }
    /// GNOME's palette green (#33d17a): `Color.green`.
    public static var green: Color { Color.green }
    /// A mint green (#26c6a0): `Color.mint`.
    public static var mint: Color { Color.mint }
    /// Teal (#2190a4): `Color.teal`.
    public static var teal: Color { Color.teal }
    /// A cyan (#33c7de): `Color.cyan`.
    public static var cyan: Color { Color.cyan }
    /// GNOME's palette blue (#3584e4): `Color.blue`.
    public static var blue: Color { Color.blue }
    /// An indigo (#5c5fd6): `Color.indigo`.
    public static var indigo: Color { Color.indigo }
    /// GNOME's palette purple (#9141ac): `Color.purple`.
    public static var purple: Color { Color.purple }
    /// A pink (#dc4e9d): `Color.pink`.
    public static var pink: Color { Color.pink }
    /// GNOME's palette brown (#986a44): `Color.brown`.
    public static var brown: Color { Color.brown }
    /// GNOME's palette grey (#9a9996): `Color.gray`.
    public static var gray: Color { Color.gray }
    /// Black: `Color.black`.
    public static var black: Color { Color.black }
    /// White: `Color.white`.
    public static var white: Color { Color.white }
    /// Transparent: `Color.clear`.
    public static var clear: Color { Color.clear }
}
