import Gtk

/// How a window's toolbar labels its items (SwiftUI's `ToolbarLabelStyle`),
/// set for a scene with `windowToolbarLabelStyle(fixed:)`.
public struct ToolbarLabelStyle: Sendable, Hashable {
    let kind: LabelStyleKind
    /// The scene's default: icons only in `.toolbar { }` items.
    public static let automatic = ToolbarLabelStyle(kind: .automatic)
    /// Icons only.
    public static let iconOnly = ToolbarLabelStyle(kind: .iconOnly)
    /// Titles only.
    public static let titleOnly = ToolbarLabelStyle(kind: .titleOnly)
    /// Icons with their titles.
    public static let titleAndIcon = ToolbarLabelStyle(kind: .titleAndIcon)
}

extension Scene {
    /// Sets how the `.toolbar { }` items of the scene's windows show their labels.
    ///
    /// A view's own `labelStyle` still wins, and a customizable toolbar
    /// keeps the display mode its user chose.
    public func windowToolbarLabelStyle(fixed: ToolbarLabelStyle) -> some Scene {
        ModifiedScene(content: self) { $0.headerBar.labelStyle = fixed.kind }
    }

    /// Sets the label style from a binding's value when a window opens.
    ///
    /// GtkUI's user-configurable display mode belongs to `toolbar(id:)`,
    /// so the binding is read, not written back.
    public func windowToolbarLabelStyle(_ toolbarLabelStyle: Binding<ToolbarLabelStyle>) -> some Scene {
        windowToolbarLabelStyle(fixed: toolbarLabelStyle.wrappedValue)
    }
}

extension EnvironmentValues {
    /// The label style of the toolbar a control is in (nil outside toolbars).
    public var toolbarLabelStyle: ToolbarLabelStyle? {
        guard let toolbar = toolbarItem else { return nil }
        switch (toolbar.showsIcon, toolbar.showsText) {
        case (true, true): return .titleAndIcon
        case (false, _): return .titleOnly
        case (true, false): return .iconOnly
        }
    }
}
