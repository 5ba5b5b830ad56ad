import Gtk

// SwiftUI's built-in button styles, each mapped to GNOME's look:
// `.bordered` a framed button, `.borderedProminent` the suggested-action
// (accent) button, `.borderless` and `.plain` flat buttons, `.link` a link.

/// The styles GtkUI draws, with their GNOME rendering.
@MainActor
protocol BuiltInButtonStyle: PrimitiveButtonStyle {
    var kind: ButtonStyleKind { get }
}

extension BuiltInButtonStyle {
    /// The button drawn by this built-in style (for styles of the app's own
    /// that wrap a built-in one).
    func builtInBody(_ configuration: PrimitiveButtonStyleConfiguration) -> some View {
        Button(configuration).buttonStyle(self)
    }
}

/// The platform's default: framed, flat in toolbars and menus.
public struct DefaultButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    /// Creates the default style: framed, flat in toolbars and menus.
    public init() {}
    var kind: ButtonStyleKind { .automatic }
    /// The platform's default button running the configuration's action.
    public func makeBody(configuration: Configuration) -> some View { builtInBody(configuration) }
}
/// A framed button.
public struct BorderedButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    /// Creates the framed style.
    public init() {}
    var kind: ButtonStyleKind { .bordered }
    /// A framed GTK button running the configuration's action.
    public func makeBody(configuration: Configuration) -> some View { builtInBody(configuration) }
}
/// A framed button in the accent colour (GNOME's suggested action).
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    /// Creates the accent-coloured style (`suggested-action`).
    public init() {}
    var kind: ButtonStyleKind { .borderedProminent }
    /// A GTK button in GNOME's suggested-action look running the configuration's action.
    public func makeBody(configuration: Configuration) -> some View { builtInBody(configuration) }
}
/// A button without a frame.
public struct BorderlessButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    /// Creates the frameless style.
    public init() {}
    var kind: ButtonStyleKind { .borderless }
    /// A GTK button without a frame running the configuration's action.
    public func makeBody(configuration: Configuration) -> some View { builtInBody(configuration) }
}
/// A button drawn as its label only.
public struct PlainButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    /// Creates the label-only style.
    public init() {}
    var kind: ButtonStyleKind { .plain }
    /// A GTK button drawn as its label only running the configuration's action.
    public func makeBody(configuration: Configuration) -> some View { builtInBody(configuration) }
}
/// A button drawn as a link.
public struct LinkButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    /// Creates the link style.
    public init() {}
    var kind: ButtonStyleKind { .link }
    /// A GTK button drawn as a link running the configuration's action.
    public func makeBody(configuration: Configuration) -> some View { builtInBody(configuration) }
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
