import Gtk

/// A variant of an SF Symbol (SwiftUI's `SymbolVariants`: filled,
/// circled…). GNOME's symbolic icons come in one variant, so
/// `.symbolVariant` compiles and shows the icon as it is.
public struct SymbolVariants: Hashable, Sendable {
    let name: String
    public static let none = SymbolVariants(name: "none")
    public static let circle = SymbolVariants(name: "circle")
    public static let square = SymbolVariants(name: "square")
    public static let rectangle = SymbolVariants(name: "rectangle")
    public static let fill = SymbolVariants(name: "fill")
    public static let slash = SymbolVariants(name: "slash")
    /// The variant filled as well.
    public var fill: SymbolVariants { SymbolVariants(name: name + ".fill") }
}

/// How an SF Symbol's layers are coloured (SwiftUI's `SymbolRenderingMode`).
/// GNOME's symbolic icons have one layer drawn in the text colour, so
/// `.symbolRenderingMode` compiles and has no effect.
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    public static let palette = SymbolRenderingMode(name: "palette")
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
}

extension View {
    /// The SF Symbols variant of the images inside this view; GNOME's icons
    /// have one variant, so this has no effect.
    public func symbolVariant(_ variant: SymbolVariants) -> some View { self }

    /// How the layers of the symbols inside this view are coloured; GNOME's
    /// icons have one layer, so this has no effect.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }

    /// The icon an alert or confirmation dialog inside this view shows;
    /// GTK 4.8's message dialogs show none, so this has no effect.
    public func dialogIcon(_ icon: Image?) -> some View { self }
}
