import Foundation

/// One drawing effect's CSS: filter functions, transform functions and a
/// shadow, composed with the effects around it into one declaration set
/// on the content's widgets (GTK 4 draws `filter`, `transform` and the
/// shadows of any widget).
struct EffectStack: Equatable {
    /// CSS `filter` functions ("blur(2px)"), applied in order.
    var filters: [String] = []
    /// CSS `transform` functions ("rotate(45deg)").
    var transforms: [String] = []
    /// Where the transforms pivot, as a unit point of the widget.
    var anchor: UnitPoint?
    /// A shadow: offset, blur radius and colour.
    var shadow: Shadow?
    /// Other declarations, as written ("border-style: dashed;").
    var declarations: [String] = []
    /// A CSS `opacity` (a `VisualEffect`'s `opacity`); the opacities of a
    /// chain multiply, and GTK multiplies the result with the widget's own
    /// opacity (`.opacity`).
    var opacity: Double?

    /// A CSS shadow.
    struct Shadow: Equatable {
        var x: Double, y: Double, radius: Double, color: String
        var css: String { "\(Self.px(x)) \(Self.px(y)) \(Self.px(radius)) \(color)" }
        static func px(_ value: Double) -> String { "\(Int(value.rounded()))px" }
    }

    /// The CSS declarations of `effects`, listed innermost first (SwiftUI
    /// applies the innermost modifier first): filters in that order,
    /// transforms composed so the innermost acts first, the shadows
    /// drawn around the widget's box when it is painted (`paintsBox`),
    /// else around its text and icons.
    static func css(of effects: [EffectStack], paintsBox: Bool) -> String {
        var declarations: [String] = []
        let filters = effects.flatMap(\.filters)
        if !filters.isEmpty { declarations.append("filter: \(filters.joined(separator: " "));") }
        let transforms = effects.reversed().flatMap(\.transforms)
        if !transforms.isEmpty {
            declarations.append("transform: \(transforms.joined(separator: " "));")
            if let anchor = effects.compactMap(\.anchor).last {
                declarations.append("transform-origin: \(percent(anchor.x)) \(percent(anchor.y));")
            }
        }
        let shadows = effects.compactMap(\.shadow).map(\.css)
        if !shadows.isEmpty {
            let list = shadows.joined(separator: ", ")
            if paintsBox {
                declarations.append("box-shadow: \(list);")
            } else {
                declarations.append("text-shadow: \(list); -gtk-icon-shadow: \(list);")
            }
        }
        let opacities = effects.compactMap(\.opacity)
        if !opacities.isEmpty {
            declarations.append("opacity: \(number(min(1, max(0, opacities.reduce(1, *)))));")
        }
        declarations.append(contentsOf: effects.flatMap(\.declarations))
        return declarations.joined(separator: " ")
    }

    private static func percent(_ fraction: CGFloat) -> String { "\(Int((fraction * 100).rounded()))%" }

    /// A number as CSS writes it: no exponent, at most four decimals.
    static func number(_ value: Double) -> String {
        let rounded = (value * 10_000).rounded() / 10_000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
