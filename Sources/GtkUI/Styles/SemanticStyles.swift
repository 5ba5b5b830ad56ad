/// A translucent background of one of five thicknesses (SwiftUI's
/// `Material`): GTK 4.8 blurs nothing behind a widget, so a material is the
/// theme's window background at an opacity that grows with its thickness
/// (light and dark styles alike).
public struct Material: ShapeStyle, Sendable {
    /// The background's opacity.
    let opacity: Double
    /// The theme colour painted.
    let base: String

    /// The theme's window background at `opacity`.
    public var cssColor: String { opacity >= 1 ? base : "alpha(\(base), \(opacity))" }

    /// The most translucent material.
    public static let ultraThin = Material(opacity: 0.55, base: "@theme_bg_color")
    /// A translucent material.
    public static let thin = Material(opacity: 0.7, base: "@theme_bg_color")
    /// The usual material.
    public static let regular = Material(opacity: 0.82, base: "@theme_bg_color")
    /// A nearly opaque material.
    public static let thick = Material(opacity: 0.92, base: "@theme_bg_color")
    /// The most opaque material.
    public static let ultraThick = Material(opacity: 0.97, base: "@theme_bg_color")
    /// The material of bars: the header bar's background.
    public static let bar = Material(opacity: 1, base: "@theme_bg_color")
}

extension ShapeStyle where Self == Material {
    /// The most translucent material.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// A translucent material.
    public static var thinMaterial: Material { .thin }
    /// The usual material.
    public static var regularMaterial: Material { .regular }
    /// A nearly opaque material.
    public static var thickMaterial: Material { .thick }
    /// The most opaque material.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// The material of bars.
    public static var bar: Material { .bar }
}

/// The background of the view's context: the theme's window background
/// (SwiftUI's `BackgroundStyle`).
public struct BackgroundStyle: ShapeStyle {
    /// The background style.
    public init() {}
    /// The theme's window background colour.
    public var cssColor: String { "@theme_bg_color" }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The background of the view's context.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

/// The colour of separators: the theme's border colour (SwiftUI's
/// `SeparatorShapeStyle`).
public struct SeparatorShapeStyle: ShapeStyle {
    /// The separator style.
    public init() {}
    /// The theme's border colour.
    public var cssColor: String { "@borders" }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    /// The colour of separators.
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

/// The colour of selected content: the theme's selection colour (SwiftUI's
/// `SelectionShapeStyle`).
public struct SelectionShapeStyle: ShapeStyle {
    /// The selection style.
    public init() {}
    /// The theme's selection background.
    public var cssColor: String { "@theme_selected_bg_color" }
}

extension ShapeStyle where Self == SelectionShapeStyle {
    /// The colour of selected content.
    public static var selection: SelectionShapeStyle { SelectionShapeStyle() }
}

/// The fill of controls and shapes behind content: the theme's text
/// colour, faint (SwiftUI's `FillShapeStyle`), at four levels.
public struct FillShapeStyle: ShapeStyle {
    let level: Int
    /// The fill style.
    public init() { level = 0 }
    init(level: Int) { self.level = level }
    /// The theme's text colour at 10%, 8%, 5% or 3% opacity.
    public var cssColor: String {
        let alpha = ["0.1", "0.08", "0.05", "0.03"][min(3, max(0, level))]
        return "alpha(@theme_fg_color, \(alpha))"
    }
    /// A fainter fill.
    public var secondary: FillShapeStyle { FillShapeStyle(level: 1) }
    /// Fainter still.
    public var tertiary: FillShapeStyle { FillShapeStyle(level: 2) }
    /// The faintest fill.
    public var quaternary: FillShapeStyle { FillShapeStyle(level: 3) }
}

extension ShapeStyle where Self == FillShapeStyle {
    /// The fill of controls and shapes behind content.
    public static var fill: FillShapeStyle { FillShapeStyle() }
}
