import Foundation

extension Text {
    /// A line under or through text (SwiftUI's `Text.LineStyle`).
    ///
    /// GTK draws solid lines (CSS `text-decoration`, Pango `underline`):
    /// the dotted and dashed patterns show as solid lines.
    public struct LineStyle: Hashable, Sendable {
        /// How a line is drawn (SwiftUI's `Text.LineStyle.Pattern`).
        public struct Pattern: Hashable, Sendable {
            let name: String
            /// A solid line.
            public static let solid = Pattern(name: "solid")
            /// A dotted line.
            public static let dot = Pattern(name: "dot")
            /// A dashed line.
            public static let dash = Pattern(name: "dash")
            /// Dashes and dots.
            public static let dashDot = Pattern(name: "dashDot")
            /// Dashes and pairs of dots.
            public static let dashDotDot = Pattern(name: "dashDotDot")
        }

        let pattern: Pattern
        /// The line's CSS colour; nil: the text's colour.
        let cssColor: String?

        /// A line of `pattern` in `color` (nil: the text's colour).
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            cssColor = color?.cssColor
        }

        /// A solid line in the text's colour.
        public static let single = LineStyle()

        /// What `underline(isActive, pattern:color:)` sets: a line, or off.
        static func setting(_ isActive: Bool, _ pattern: Pattern, _ color: Color?) -> LineStyle?? {
            isActive ? .some(LineStyle(pattern: pattern, color: color)) : .some(nil)
        }
    }
}

/// Text decoration and spacing, set on a `Text` or on the views around it
/// (the environment); a text's own setting wins.
struct TextDecoration: Hashable, Sendable {
    /// nil: not set here; `.some(nil)`: turned off (`underline(false)`).
    var underline: Text.LineStyle??
    /// nil: not set here; `.some(nil)`: turned off.
    var strikethrough: Text.LineStyle??
    /// Extra space between letters, in points (`kerning`).
    var kerning: Double?
    /// Extra space between letters, in points (`tracking`, which wins over `kerning`).
    var tracking: Double?
    /// How far the text is raised above its baseline, in points.
    var baselineOffset: Double?
    var design: Font.Design?
    /// Extra space between lines, in points.
    var lineSpacing: Double?

    /// `self` with what `inner` sets on top.
    func overridden(by inner: TextDecoration) -> TextDecoration {
        TextDecoration(
            underline: inner.underline ?? underline, strikethrough: inner.strikethrough ?? strikethrough,
            kerning: inner.kerning ?? kerning, tracking: inner.tracking ?? tracking,
            baselineOffset: inner.baselineOffset ?? baselineOffset, design: inner.design ?? design,
            lineSpacing: inner.lineSpacing ?? lineSpacing)
    }

    var letterSpacing: Double? { tracking ?? kerning }

    /// CSS declarations for a label of font size `size` (points).
    func css(size: Double) -> String {
        var declarations: [String] = []
        let underline = self.underline ?? nil
        let strikethrough = self.strikethrough ?? nil
        let lines = [underline.map { _ in "underline" }, strikethrough.map { _ in "line-through" }].compactMap { $0 }
        if !lines.isEmpty {
            declarations.append("text-decoration-line: \(lines.joined(separator: " "));")
            if let color = underline?.cssColor ?? strikethrough?.cssColor {
                declarations.append("text-decoration-color: \(color);")
            }
        }
        if let letterSpacing { declarations.append("letter-spacing: \(Self.number(letterSpacing))px;") }
        if let family = design?.cssFamily { declarations.append("font-family: \(family);") }
        if let lineSpacing, lineSpacing != 0 {
            // Pango's line height is a factor of the font's own, about 1.2 × its size.
            declarations.append("line-height: \(Self.number(1 + lineSpacing / (1.2 * size)));")
        }
        return declarations.joined(separator: " ")
    }

    /// Pango span attributes for a run of a concatenation, or of a text
    /// raised by `baselineOffset` (Pango units: 1024 per point, as GTK
    /// converts CSS pixels).
    @MainActor var pangoAttributes: [String] {
        var attributes: [String] = []
        if let underline = underline ?? nil {
            attributes.append("underline=\"single\"")
            if let color = underline.cssColor.map({ NamedColorPalette.resolving($0) }), color.hasPrefix("#") {
                attributes.append("underline_color=\"\(color)\"")
            }
        }
        if let strikethrough = strikethrough ?? nil {
            attributes.append("strikethrough=\"true\"")
            if let color = strikethrough.cssColor.map({ NamedColorPalette.resolving($0) }), color.hasPrefix("#") {
                attributes.append("strikethrough_color=\"\(color)\"")
            }
        }
        if let letterSpacing { attributes.append("letter_spacing=\"\(Int((letterSpacing * 1024).rounded()))\"") }
        if let baselineOffset { attributes.append(Self.rise(baselineOffset)) }
        if let family = design?.cssFamily { attributes.append("font_family=\"\(family)\"") }
        return attributes
    }

    /// The Pango attribute raising text `offset` points.
    static func rise(_ offset: Double) -> String { "rise=\"\(Int((offset * 1024).rounded()))\"" }

    private static func number(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}

private struct TextDecorationKey: EnvironmentKey {
    static let defaultValue = TextDecoration()
}

extension EnvironmentValues {
    /// The decoration and spacing the views around set for text.
    var textDecoration: TextDecoration {
        get { self[TextDecorationKey.self] }
        set { self[TextDecorationKey.self] = newValue }
    }
}

extension Text {
    /// This text underlined when `isActive`, in `color` (nil: the text's colour).
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        var text = self
        text.decoration.underline = LineStyle.setting(isActive, pattern, color)
        return text
    }

    /// This text struck through when `isActive`, in `color` (nil: the text's colour).
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        var text = self
        text.decoration.strikethrough = LineStyle.setting(isActive, pattern, color)
        return text
    }

    /// This text with `kerning` points of extra space between its letters (CSS `letter-spacing`).
    public func kerning(_ kerning: CGFloat) -> Text {
        var text = self
        text.decoration.kerning = Double(kerning)
        return text
    }

    /// This text with `tracking` points of extra space between its letters (CSS `letter-spacing`).
    public func tracking(_ tracking: CGFloat) -> Text {
        var text = self
        text.decoration.tracking = Double(tracking)
        return text
    }

    /// This text raised `baselineOffset` points above its baseline (lowered when negative).
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text {
        var text = self
        text.decoration.baselineOffset = Double(baselineOffset)
        return text
    }

    /// This text in a font design (nil: the font's own); GNOME has no
    /// rounded face, so `.rounded` shows the default one.
    public func fontDesign(_ design: Font.Design?) -> Text {
        var text = self
        text.decoration.design = design
        return text
    }
}

extension View {
    /// Underlines the text inside this view when `isActive`.
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil)
        -> some View
    {
        EnvironmentWriter(content: self) {
            $0.textDecoration.underline = Text.LineStyle.setting(isActive, pattern, color)
        }
    }

    /// Strikes through the text inside this view when `isActive`.
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil)
        -> some View
    {
        EnvironmentWriter(content: self) {
            $0.textDecoration.strikethrough = Text.LineStyle.setting(isActive, pattern, color)
        }
    }

    /// Extra space between the letters of the text inside this view, in points.
    public func kerning(_ kerning: CGFloat) -> some View {
        EnvironmentWriter(content: self) { $0.textDecoration.kerning = Double(kerning) }
    }

    /// Extra space between the letters of the text inside this view, in points.
    public func tracking(_ tracking: CGFloat) -> some View {
        EnvironmentWriter(content: self) { $0.textDecoration.tracking = Double(tracking) }
    }

    /// Raises the text inside this view above its baseline, in points.
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
        EnvironmentWriter(content: self) { $0.textDecoration.baselineOffset = Double(baselineOffset) }
    }

    /// Sets the font design of the text inside this view (nil: each font's own).
    public func fontDesign(_ design: Font.Design?) -> some View {
        EnvironmentWriter(content: self) { $0.textDecoration.design = design }
    }

    /// Extra space between the lines of the text inside this view, in points.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        EnvironmentWriter(content: self) { $0.textDecoration.lineSpacing = Double(lineSpacing) }
    }
}
