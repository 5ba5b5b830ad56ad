import Gtk

/// A colour or style to fill, stroke or tint with (SwiftUI's `ShapeStyle`):
/// `Color`, the hierarchical styles (`.primary`, `.secondary`,
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
    public init() {}
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
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var gray: Color { Color.gray }
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var clear: Color { Color.clear }
}
