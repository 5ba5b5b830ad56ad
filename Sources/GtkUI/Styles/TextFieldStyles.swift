import Gtk

/// How text fields draw.
enum TextFieldStyleKind: Equatable, Sendable { case automatic, roundedBorder, squareBorder, plain }

/// A built-in way to draw text fields (SwiftUI's `TextFieldStyle`).
///
/// `.roundedBorder` and `.squareBorder` are GNOME's framed entry, `.plain`
/// an entry without a frame. Styles of one's own are not supported.
@MainActor @preconcurrency
public protocol TextFieldStyle {}

/// The platform's default (a framed entry).
public struct DefaultTextFieldStyle: TextFieldStyle {
    /// Creates the style.
    public init() {}
}
/// A framed entry.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// Creates the style.
    public init() {}
}
/// A framed entry (macOS's square border).
public struct SquareBorderTextFieldStyle: TextFieldStyle {
    /// Creates the style.
    public init() {}
}
/// An entry without a frame.
public struct PlainTextFieldStyle: TextFieldStyle {
    /// Creates the style.
    public init() {}
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The platform's default.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A framed entry.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}
extension TextFieldStyle where Self == SquareBorderTextFieldStyle {
    /// A framed entry.
    public static var squareBorder: SquareBorderTextFieldStyle { SquareBorderTextFieldStyle() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// An entry without a frame.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension View {
    /// Sets how the text fields inside this view draw.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        let kind: TextFieldStyleKind =
            switch style {
            case is PlainTextFieldStyle: .plain
            case is RoundedBorderTextFieldStyle: .roundedBorder
            case is SquareBorderTextFieldStyle: .squareBorder
            default: .automatic
            }
        return EnvironmentWriter(content: self) { $0.controls.textField = kind }
    }
}
