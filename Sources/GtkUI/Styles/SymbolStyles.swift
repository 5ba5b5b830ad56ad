import Gtk

/// A variant of an SF Symbol, such as filled or circled (SwiftUI's `SymbolVariants`).
///
/// GNOME's symbolic icons come in one variant, so
/// `.symbolVariant` compiles and shows the icon as it is.
public struct SymbolVariants: Hashable, Sendable {
    let name: String
    /// No variant: the symbol as drawn.
    public static let none = SymbolVariants(name: "none")
    /// The symbol in a circle (GNOME's icons show unchanged).
    public static let circle = SymbolVariants(name: "circle")
    /// The symbol in a square (GNOME's icons show unchanged).
    public static let square = SymbolVariants(name: "square")
    /// The symbol in a rectangle (GNOME's icons show unchanged).
    public static let rectangle = SymbolVariants(name: "rectangle")
    /// The filled symbol (GNOME's icons show unchanged).
    public static let fill = SymbolVariants(name: "fill")
    /// The symbol struck through (GNOME's icons show unchanged).
    public static let slash = SymbolVariants(name: "slash")
    /// The variant filled as well.
    public var fill: SymbolVariants { SymbolVariants(name: name + ".fill") }
}

/// How an SF Symbol's layers are coloured (SwiftUI's `SymbolRenderingMode`).
///
/// GNOME's symbolic icons have one layer drawn in the text colour, so
/// `.symbolRenderingMode` compiles and has no effect.
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String
    /// All layers in the foreground style, as GNOME's symbolic icons always are.
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    /// Layers in decreasing opacities of one colour (no effect on GNOME's one-layer icons).
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    /// Layers in colours of one's choice (no effect on GNOME's one-layer icons).
    public static let palette = SymbolRenderingMode(name: "palette")
    /// Layers in the symbol's own colours (no effect on GNOME's one-layer icons).
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
}

extension View {
    /// Sets the SF Symbols variant of the images inside this view.
    ///
    /// GNOME's icons have one variant, so this has no effect.
    public func symbolVariant(_ variant: SymbolVariants) -> some View { self }

    /// Sets how the layers of the symbols inside this view are coloured.
    ///
    /// GNOME's icons have one layer, so this has no effect.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }

    /// Sets the icon an alert or confirmation dialog inside this view shows.
    ///
    /// GTK 4.8's message dialogs show none, so this has no effect.
    public func dialogIcon(_ icon: Image?) -> some View { self }
}
