import Gtk

/// How a `Label` shows its title and icon (SwiftUI's `LabelStyle`).
///
/// GtkUI draws the built-in styles (`.automatic`, `.iconOnly`,
/// `.titleOnly`, `.titleAndIcon`); see `labelStyle(_:)`.
@MainActor @preconcurrency
public protocol LabelStyle {
    /// What a built-in style shows.
    var gtkLabelStyleKind: LabelStyleKind { get }
}

/// What a built-in label style shows.
public enum LabelStyleKind: Sendable, Hashable {
    case automatic, iconOnly, titleOnly, titleAndIcon
}

/// The default label style: title and icon, or in a toolbar its display mode.
public struct DefaultLabelStyle: LabelStyle {
    /// Creates the style.
    public init() {}
    /// What the style shows: title and icon, or in a toolbar its display mode.
    public var gtkLabelStyleKind: LabelStyleKind { .automatic }
}

/// A label style that shows only the icon.
public struct IconOnlyLabelStyle: LabelStyle {
    /// Creates the style.
    public init() {}
    /// What the style shows: only the icon.
    public var gtkLabelStyleKind: LabelStyleKind { .iconOnly }
}

/// A label style that shows only the title.
public struct TitleOnlyLabelStyle: LabelStyle {
    /// Creates the style.
    public init() {}
    /// What the style shows: only the title.
    public var gtkLabelStyleKind: LabelStyleKind { .titleOnly }
}

/// A label style that shows the title and the icon.
public struct TitleAndIconLabelStyle: LabelStyle {
    /// Creates the style.
    public init() {}
    /// What the style shows: the title and the icon.
    public var gtkLabelStyleKind: LabelStyleKind { .titleAndIcon }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The default style.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}
extension LabelStyle where Self == IconOnlyLabelStyle {
    /// Only the icon.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}
extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// Only the title.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}
extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The title and the icon.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension View {
    /// Sets how labels inside this view (and toolbar buttons, toggles and
    /// menus labelled with them) show their title and icon.
    ///
    /// In a customizable toolbar (`toolbar(id:)`) the user's display mode
    /// (Icon and Text / Icon Only / Text Only) wins, as on macOS.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        let kind = style.gtkLabelStyleKind
        return EnvironmentWriter(content: self) { environment in
            environment.labelStyle = kind
            if let toolbar = environment.toolbarItem, !toolbar.isCustomizable {
                environment.toolbarItem = ToolbarItemRendering(labelStyle: kind, isInert: toolbar.isInert)
            }
        }
    }
}
