import Gtk

/// How toggles draw.
enum ToggleStyleKind: Equatable, Sendable { case automatic, switchStyle, checkbox, button }

/// A built-in way to draw toggles (SwiftUI's `ToggleStyle`).
///
/// `.switch` is a GNOME switch after the label, `.checkbox` a check box, `.button` a
/// toggle button showing the label. Styles of one's own are not supported.
@MainActor @preconcurrency
public protocol ToggleStyle {}

/// The platform's default: a check box (an icon-only label: a toggle button).
public struct DefaultToggleStyle: ToggleStyle {
    /// Creates the style.
    public init() {}
}
/// A switch.
public struct SwitchToggleStyle: ToggleStyle {
    /// Creates the style.
    public init() {}
}
/// A check box.
public struct CheckboxToggleStyle: ToggleStyle {
    /// Creates the style.
    public init() {}
}
/// A toggle button.
public struct ButtonToggleStyle: ToggleStyle {
    /// Creates the style.
    public init() {}
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The platform's default.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}
extension ToggleStyle where Self == SwitchToggleStyle {
    /// A switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}
extension ToggleStyle where Self == CheckboxToggleStyle {
    /// A check box.
    public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}
extension ToggleStyle where Self == ButtonToggleStyle {
    /// A toggle button.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension View {
    /// Sets how the toggles inside this view draw.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        let kind: ToggleStyleKind =
            switch style {
            case is SwitchToggleStyle: .switchStyle
            case is CheckboxToggleStyle: .checkbox
            case is ButtonToggleStyle: .button
            default: .automatic
            }
        return EnvironmentWriter(content: self) { $0.controls.toggle = kind }
    }
}
