import Gtk

/// The app's settings window (SwiftUI's `Settings` scene).
///
/// Edit ▸ Preferences… (Ctrl+,) opens it, or brings it to the front: there
/// is one. It does not open at launch.
///
/// ```swift
/// Settings { SettingsView() }
/// ```
public struct Settings<Content: View>: Scene, PrimitiveScene {
    /// `Never`: a primitive scene; the app builds its window itself.
    public typealias Body = Never
    let content: () -> Content

    /// A settings scene showing `content`.
    public init(@ViewBuilder content: () -> Content) {
        let made = content()
        self.content = { made }
    }

    func collect(into configurations: inout [WindowGroupConfiguration]) {
        let content = self.content
        var configuration = WindowGroupConfiguration(title: localized("Preferences"), id: "settings") { host, scheduler, _ in
            HostingView(rootView: content(), host: host, scheduler: scheduler)
        }
        configuration.role = .settings
        configuration.defaultSize = (0, 0)
        configurations.append(configuration)
    }
}
