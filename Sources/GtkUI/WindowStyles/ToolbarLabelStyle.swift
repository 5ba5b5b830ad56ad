import Gtk

/// How a window's toolbar labels its items (SwiftUI's `ToolbarLabelStyle`),
/// set for a scene with `windowToolbarLabelStyle(fixed:)`, or with
/// `windowToolbarLabelStyle(_:)` and a binding the user's choice is written
/// to (an `@AppStorage` value: the style is `RawRepresentable`).
public struct ToolbarLabelStyle: Sendable, Hashable, RawRepresentable {
    let kind: LabelStyleKind

    init(kind: LabelStyleKind) { self.kind = kind }

    /// The style's name ("automatic", "iconOnly", "titleOnly", "titleAndIcon").
    public var rawValue: String {
        switch kind {
        case .automatic: "automatic"
        case .iconOnly: "iconOnly"
        case .titleOnly: "titleOnly"
        case .titleAndIcon: "titleAndIcon"
        }
    }

    /// The style named `rawValue`, or nil for a name it does not have.
    public init?(rawValue: String) {
        switch rawValue {
        case "automatic": kind = .automatic
        case "iconOnly": kind = .iconOnly
        case "titleOnly": kind = .titleOnly
        case "titleAndIcon": kind = .titleAndIcon
        default: return nil
        }
    }

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

    /// Sets the label style of the scene's toolbars and lets the user change
    /// it: a right-click on the `.toolbar { }` items offers Icon and Text,
    /// Icon Only and Text Only, and a customizable toolbar's display mode
    /// follows it; the user's choice is written to the binding.
    public func windowToolbarLabelStyle(_ toolbarLabelStyle: Binding<ToolbarLabelStyle>) -> some Scene {
        ModifiedScene(content: self) { configuration in
            configuration.headerBar.labelStyle = toolbarLabelStyle.wrappedValue.kind
            configuration.toolbarLabelStyle = toolbarLabelStyle
        }
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
