import Gtk

/// How menus draw.
enum MenuStyleKind: Equatable, Sendable { case automatic, button, borderlessButton }

/// A built-in way to draw menus (SwiftUI's `MenuStyle`): `.button` a
/// framed menu button with its arrow, `.borderlessButton` one without a
/// frame (arrow kept), `.automatic` framed, flat in toolbars.
///
/// Styles of one's own are not supported.
@MainActor @preconcurrency
public protocol MenuStyle {}

/// The platform's default.
public struct DefaultMenuStyle: MenuStyle {
    /// Creates the default menu style.
    public init() {}
}
/// A framed menu button.
public struct ButtonMenuStyle: MenuStyle {
    /// Creates the framed button menu style.
    public init() {}
}
/// A menu button without a frame.
public struct BorderlessButtonMenuStyle: MenuStyle {
    /// Creates the borderless button menu style.
    public init() {}
}

extension MenuStyle where Self == DefaultMenuStyle {
    /// The platform's default.
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}
extension MenuStyle where Self == ButtonMenuStyle {
    /// A framed menu button.
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}
extension MenuStyle where Self == BorderlessButtonMenuStyle {
    /// A menu button without a frame.
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

extension View {
    /// Sets how the menus inside this view draw.
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
        let kind: MenuStyleKind =
            switch style {
            case is ButtonMenuStyle: .button
            case is BorderlessButtonMenuStyle: .borderlessButton
            default: .automatic
            }
        return EnvironmentWriter(content: self) { $0.controls.menu = kind }
    }
}

extension View {
    /// Shows or hides the arrow of the menus inside this view (SwiftUI's
    /// `menuIndicator(_:)`): the GtkMenuButton's `always-show-arrow`.
    ///
    /// `.automatic` follows the style: framed menus show the arrow, menus
    /// drawn flat in a toolbar do not. A split button (a menu with a
    /// primary action) keeps its arrow: it is the only way to open the
    /// menu, GTK having no long press on a button.
    public func menuIndicator(_ visibility: Visibility) -> some View {
        EnvironmentWriter(content: self) { $0.controls.menuIndicator = visibility }
    }
}
