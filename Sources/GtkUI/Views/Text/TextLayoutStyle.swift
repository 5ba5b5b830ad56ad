import Foundation
import Gtk

extension Text {
    /// Upper- or lowercase letters for `.textCase` (SwiftUI's `Text.Case`).
    public enum Case: Hashable, Sendable {
        /// Every letter uppercase ("SECTION").
        case uppercase
        /// Every letter lowercase.
        case lowercase
    }

    /// `text` in `textCase` (nil: unchanged), in the current locale's rules.
    static func cased(_ text: String, _ textCase: Text.Case?) -> String {
        switch textCase {
        case .uppercase: text.uppercased()
        case .lowercase: text.lowercased()
        case nil: text
        }
    }

    /// This text with digits of equal width, for numbers that change in place.
    ///
    /// Pango's `tnum` OpenType feature through CSS `font-feature-settings`.
    public func monospacedDigit() -> Text {
        var text = self
        text.font = (font ?? .body).monospacedDigit()
        return text
    }
}

private struct TextCaseKey: EnvironmentKey {
    static let defaultValue: Text.Case? = nil
}

extension EnvironmentValues {
    /// The case text inside this view is shown in (set by `.textCase`); nil keeps it.
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
}

extension View {
    /// Shows the text inside this view upper- or lowercased (nil: as written).
    public func textCase(_ textCase: Text.Case?) -> some View {
        EnvironmentWriter(content: self) { $0.textCase = textCase }
    }

    /// How the lines of multi-line text inside this view line up
    /// (GtkLabel's justification: left, centre or right, mirrored for
    /// right-to-left languages).
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        EnvironmentWriter(content: self) { $0.multilineTextAlignment = alignment }
    }

    /// Lets text inside this view shrink to `factor` of its size to fit.
    ///
    /// Compiles, no effect: a GtkLabel does not scale its font to fit; text
    /// too long for its space wraps or is cut with "…" (`.lineLimit`).
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { self }
}

/// The environment's text layout applied to a `Text`'s label: the
/// justification of its lines.
@MainActor
enum TextLayoutStyle {
    static func apply(_ environment: EnvironmentValues, to label: LabelWidget) {
        let rightToLeft = environment.layoutDirection == .rightToLeft
        let justification: LabelWidget.Justification =
            switch environment.multilineTextAlignment {
            case .leading: rightToLeft ? .right : .left
            case .center: .center
            case .trailing: rightToLeft ? .left : .right
            }
        if label.justification != justification { label.justification = justification }
    }
}

extension Font {
    /// This font with digits of equal width (the `tnum` OpenType feature, through CSS `font-feature-settings`).
    public func monospacedDigit() -> Font {
        var font = self
        font.monospacedDigits = true
        return font
    }
}

extension View {
    /// Shows digits of equal width in the text inside this view (its font's `monospacedDigit()`).
    public func monospacedDigit() -> some View {
        EnvironmentWriter(content: self) { $0.font = ($0.font ?? .body).monospacedDigit() }
    }
}
