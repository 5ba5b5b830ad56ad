import Gtk

/// A built-in way to draw buttons (SwiftUI's `PrimitiveButtonStyle`).
///
/// GtkUI offers SwiftUI's built-in styles, each mapped to GNOME's look:
/// `.bordered` a framed button, `.borderedProminent` the suggested-action
/// (accent) button, `.borderless` and `.plain` flat buttons, `.link` a
/// link. Styles of one's own (`makeBody(configuration:)`) are not supported.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {}

/// The styles GtkUI draws, with their GNOME rendering.
@MainActor
protocol BuiltInButtonStyle: PrimitiveButtonStyle {
    var kind: ButtonStyleKind { get }
}

/// The platform's default: framed, flat in toolbars and menus.
public struct DefaultButtonStyle: BuiltInButtonStyle {
    /// Creates the default style: framed, flat in toolbars and menus.
    public init() {}
    var kind: ButtonStyleKind { .automatic }
}
/// A framed button.
public struct BorderedButtonStyle: BuiltInButtonStyle {
    /// Creates the framed style.
    public init() {}
    var kind: ButtonStyleKind { .bordered }
}
/// A framed button in the accent colour (GNOME's suggested action).
public struct BorderedProminentButtonStyle: BuiltInButtonStyle {
    /// Creates the accent-coloured style (`suggested-action`).
    public init() {}
    var kind: ButtonStyleKind { .borderedProminent }
}
/// A button without a frame.
public struct BorderlessButtonStyle: BuiltInButtonStyle {
    /// Creates the frameless style.
    public init() {}
    var kind: ButtonStyleKind { .borderless }
}
/// A button drawn as its label only.
public struct PlainButtonStyle: BuiltInButtonStyle {
    /// Creates the label-only style.
    public init() {}
    var kind: ButtonStyleKind { .plain }
}
/// A button drawn as a link.
public struct LinkButtonStyle: BuiltInButtonStyle {
    /// Creates the link style.
    public init() {}
    var kind: ButtonStyleKind { .link }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The platform's default style.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A framed button.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A framed button in the accent colour.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// A button without a frame.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// A button drawn as its label only.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
extension PrimitiveButtonStyle where Self == LinkButtonStyle {
    /// A button drawn as a link.
    public static var link: LinkButtonStyle { LinkButtonStyle() }
}

extension View {
    /// Sets how the buttons inside this view draw.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        let kind = (style as? any BuiltInButtonStyle)?.kind ?? .automatic
        return EnvironmentWriter(content: self) { $0.controls.button = kind }
    }
}
