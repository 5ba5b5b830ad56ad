import Foundation

/// A text font (SwiftUI's `Font`): size, weight, slant and design.
public struct Font: Hashable, Sendable {
    var size: Double
    var weight: Weight
    var isItalic: Bool
    var design: Design
    /// Digits of equal width (`monospacedDigit()`), the `tnum` OpenType feature.
    var monospacedDigits = false

    /// A font weight (SwiftUI's `Font.Weight`).
    public struct Weight: Hashable, Sendable {
        /// The CSS numeric weight.
        let value: Int
        /// The lightest weight (CSS 100).
        public static let ultraLight = Weight(value: 100)
        /// A thin weight (CSS 200).
        public static let thin = Weight(value: 200)
        /// A light weight (CSS 300).
        public static let light = Weight(value: 300)
        /// The normal weight of body text (CSS 400).
        public static let regular = Weight(value: 400)
        /// A weight between regular and semibold (CSS 500).
        public static let medium = Weight(value: 500)
        /// A semibold weight (CSS 600), the weight of `headline`.
        public static let semibold = Weight(value: 600)
        /// A bold weight (CSS 700).
        public static let bold = Weight(value: 700)
        /// A heavy weight (CSS 800).
        public static let heavy = Weight(value: 800)
        /// The heaviest weight (CSS 900).
        public static let black = Weight(value: 900)
    }

    /// A font design (SwiftUI's `Font.Design`).
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
        var cssFamily: String? {
            switch self {
            case .default, .rounded: return nil
            case .serif: return "serif"
            case .monospaced: return "monospace"
            }
        }
    }

    /// Text styles (SwiftUI's `Font.TextStyle`), mapped to GNOME's type scale.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
        var size: Double {
            switch self {
            case .largeTitle: return 26
            case .title: return 22
            case .title2: return 17
            case .title3: return 15
            case .headline, .body, .callout: return 13
            case .subheadline: return 11
            case .footnote: return 10
            case .caption: return 10
            case .caption2: return 9
            }
        }
        var weight: Weight { self == .headline ? .semibold : .regular }
    }

    /// A system font of a given size (in points: logical pixels at the
    /// desktop's normal text size, scaled with its text scaling), weight and design.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(size: Double(size), weight: weight ?? .regular, isItalic: false, design: design ?? .default)
    }
    /// A system font for a text style.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(size: style.size, weight: weight ?? style.weight, isItalic: false, design: design ?? .default)
    }

    /// The largest title style: 26 points, regular weight.
    public static let largeTitle = Font.system(.largeTitle)
    /// The title style: 22 points, regular weight.
    public static let title = Font.system(.title)
    /// The second-level title style: 17 points, regular weight.
    public static let title2 = Font.system(.title2)
    /// The third-level title style: 15 points, regular weight.
    public static let title3 = Font.system(.title3)
    /// The headline style: 13 points, semibold, the size of body text.
    public static let headline = Font.system(.headline)
    /// The subheadline style: 11 points, regular weight.
    public static let subheadline = Font.system(.subheadline)
    /// The body text style: 13 points, regular weight, GNOME's interface text size.
    public static let body = Font.system(.body)
    /// The callout style: 13 points, regular weight (the same as `body` here).
    public static let callout = Font.system(.callout)
    /// The footnote style: 10 points, regular weight.
    public static let footnote = Font.system(.footnote)
    /// The caption style: 10 points, regular weight (the same size as `footnote` here).
    public static let caption = Font.system(.caption)
    /// The smallest caption style: 9 points, regular weight.
    public static let caption2 = Font.system(.caption2)

    /// This font, slanted.
    public func italic() -> Font {
        var font = self
        font.isItalic = true
        return font
    }
    /// This font, bold.
    public func bold() -> Font { weight(.bold) }
    /// This font with another weight.
    public func weight(_ weight: Weight) -> Font {
        var font = self
        font.weight = weight
        return font
    }
    /// This font, monospaced.
    public func monospaced() -> Font {
        var font = self
        font.design = .monospaced
        return font
    }

    /// CSS declarations for this font.
    ///
    /// Sizes are SwiftUI points: logical pixels at the desktop's normal
    /// text size (96 dpi), so 12 is 12 pixels there. They follow the
    /// desktop's text scaling (GNOME's Large Text, `Xft.dpi`,
    /// `gtk-xft-dpi`) as the rest of the interface's text does: CSS `pt`,
    /// which GTK scales with that setting, at three quarters of the size
    /// (96 dpi is 72 pt to 96 px).
    var css: String {
        var declarations =
            "font-size: \(Font.format(size * 0.75))pt; font-weight: \(weight.value); font-style: \(isItalic ? "italic" : "normal");"
        if let family = design.cssFamily { declarations += " font-family: \(family);" }
        if monospacedDigits { declarations += " font-feature-settings: \"tnum\";" }
        return declarations
    }

    /// A CSS number: at most three decimals, no trailing zeros.
    private static func format(_ value: Double) -> String {
        let thousandths = (value * 1000).rounded()
        if thousandths.truncatingRemainder(dividingBy: 1000) == 0 { return String(Int(thousandths / 1000)) }
        var text = String(format: "%.3f", thousandths / 1000)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
