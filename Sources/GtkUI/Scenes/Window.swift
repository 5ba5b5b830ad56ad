import Gtk

/// A scene of one unique window (SwiftUI's `Window`).
///
/// `openWindow(id:)` opens it, or brings it to the front when it is open;
/// as the app's first scene it opens at launch. On GNOME it is a window
/// like a window group's, with the app's menu bar; File ▸ New Window does
/// not make another.
///
/// Inside GtkUI (and in code importing both GtkUI and Gtk), this name is
/// the scene; the GTK window class is spelled `Gtk.Window`.
///
///     Window("Activity", id: "activity") { ActivityView() }
public struct Window<Content: View>: Scene, PrimitiveScene {
    /// `Never`: a primitive scene; the app builds its window itself.
    public typealias Body = Never
    let title: String
    let id: String
    let content: () -> Content

    /// A window titled with the text of `title`.
    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
        self.init(title: title.content, id: id, content: content())
    }

    /// A window titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        self.init(title: String(title), id: id, content: content())
    }

    init(title: String, id: String, content: Content) {
        self.title = title
        self.id = id
        self.content = { content }
    }

    func collect(into configurations: inout [WindowGroupConfiguration]) {
        configurations.append(Self.configuration(title: title, id: id, content: content))
    }

    /// The configuration of a unique window showing `content`.
    static func configuration(title: String, id: String, content: @escaping () -> Content) -> WindowGroupConfiguration {
        var configuration = WindowGroupConfiguration(title: title, id: id) { host, scheduler, _ in
            HostingView(rootView: content(), host: host, scheduler: scheduler)
        }
        configuration.role = .window
        return configuration
    }
}

/// A scene of one unique utility window, such as an inspector panel
/// (SwiftUI's `UtilityWindow`, macOS).
///
/// GNOME has no floating panels: it is a unique window like `Window`'s,
/// opened by `openWindow(id:)`.
public struct UtilityWindow<Content: View>: Scene, PrimitiveScene {
    /// `Never`: a primitive scene; the app builds its window itself.
    public typealias Body = Never
    let window: Window<Content>

    /// A utility window titled with the text of `title`.
    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
        window = Window(title: title.content, id: id, content: content())
    }

    /// A utility window titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        window = Window(title: String(title), id: id, content: content())
    }

    func collect(into configurations: inout [WindowGroupConfiguration]) { window.collect(into: &configurations) }
}
