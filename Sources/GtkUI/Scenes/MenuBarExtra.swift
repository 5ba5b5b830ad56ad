import Gtk

/// A menu in the system's menu bar (SwiftUI's `MenuBarExtra`, macOS).
///
/// GNOME has no status-item area for apps (GTK 4 has no tray API), so
/// this scene compiles and shows nothing; its content is never rendered.
public struct MenuBarExtra<Label: View, Content: View>: Scene, PrimitiveScene {
    /// `Never`: a primitive scene; GtkUI shows nothing for it (see above).
    public typealias Body = Never

    /// A menu bar extra with any label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}

    func collect(into configurations: inout [WindowGroupConfiguration]) {}
}

extension MenuBarExtra where Label == Text {
    /// A menu bar extra titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
    /// A menu bar extra titled `title` with an SF Symbols image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {}
    /// A menu bar extra titled `title`, shown while `isInserted` is true.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content) {}
}

/// How a menu bar extra shows its content (SwiftUI's `MenuBarExtraStyle`); no effect.
public struct MenuBarExtraStyle: Sendable {
    /// A menu.
    public static let menu = MenuBarExtraStyle()
    /// A window.
    public static let window = MenuBarExtraStyle()
    /// The default.
    public static let automatic = MenuBarExtraStyle()
}

extension Scene {
    /// How a menu bar extra shows its content; no effect (see `MenuBarExtra`).
    public func menuBarExtraStyle(_ style: MenuBarExtraStyle) -> some Scene { self }
}
