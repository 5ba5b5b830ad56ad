import Gtk

/// Opens a window of one of the app's scenes (SwiftUI's `OpenWindowAction`,
/// read as `@Environment(\.openWindow)`).
///
///     @Environment(\.openWindow) private var openWindow
///     Button("Show Details") { openWindow(id: "details", value: item.id) }
///
/// A window already presenting the value, or the one window of a unique
/// scene, comes to the front instead of opening again.
@MainActor
public struct OpenWindowAction {
    /// Opens a window of the scene `id`.
    public func callAsFunction(id: String) {
        AppRuntime.current?.openWindow(id: id, value: nil)
    }

    /// Opens a window of the scene `id` presenting `value`.
    public func callAsFunction<D: Codable & Hashable>(id: String, value: D) {
        AppRuntime.current?.openWindow(id: id, value: AnyHashable(value))
    }

    /// Opens a window of the scene that presents values of `D`'s type.
    public func callAsFunction<D: Codable & Hashable>(value: D) {
        AppRuntime.current?.openWindow(value: value)
    }
}

/// Closes windows of one of the app's scenes (SwiftUI's `DismissWindowAction`,
/// read as `@Environment(\.dismissWindow)`).
@MainActor
public struct DismissWindowAction {
    /// The window the action was read in (closed by `dismissWindow()`).
    weak var window: Gtk::Window?

    /// Closes the window this view is in.
    public func callAsFunction() { window?.close() }

    /// Closes the windows of the scene `id`.
    public func callAsFunction(id: String) { AppRuntime.current?.dismissWindow(id: id, value: nil) }

    /// Closes the window of the scene `id` presenting `value`.
    public func callAsFunction<D: Codable & Hashable>(id: String, value: D) {
        AppRuntime.current?.dismissWindow(id: id, value: AnyHashable(value))
    }

    /// Closes the window presenting `value`.
    public func callAsFunction<D: Codable & Hashable>(value: D) {
        AppRuntime.current?.dismissWindow(id: nil, value: AnyHashable(value))
    }
}

extension EnvironmentValues {
    /// Opens windows of the app's scenes.
    @MainActor public var openWindow: OpenWindowAction { OpenWindowAction() }
    /// Closes windows of the app's scenes.
    @MainActor public var dismissWindow: DismissWindowAction { DismissWindowAction(window: presentation.window) }
}

/// Opens the app's `Settings` window, or brings it to the front (SwiftUI's
/// `OpenSettingsAction`, read as `@Environment(\.openSettings)`).
@MainActor
public struct OpenSettingsAction {
    /// Opens the Settings window.
    public func callAsFunction() { AppRuntime.current?.showSettings() }
}

extension EnvironmentValues {
    /// Opens the app's Settings window.
    @MainActor public var openSettings: OpenSettingsAction { OpenSettingsAction() }
}

/// A button that opens the app's `Settings` window (SwiftUI's `SettingsLink`).
///
/// ```swift
/// SettingsLink()                      // "Preferences…", as GNOME names it
/// SettingsLink { Label("Settings", systemImage: "gear") }
/// ```
public struct SettingsLink<Label: View>: View {
    let label: Label

    /// A button showing `label`.
    public init(@ViewBuilder label: () -> Label) { self.label = label() }

    /// A button that opens the Settings window.
    public var body: some View {
        Button(action: { OpenSettingsAction()() }, label: { label })
    }
}

/// `SettingsLink`'s own label: the Preferences… of the Edit menu (SwiftUI's `DefaultSettingsLinkLabel`).
public struct DefaultSettingsLinkLabel: View {
    /// The label.
    public var body: some View { Text(verbatim: localized("Preferences…")) }
}

extension SettingsLink where Label == DefaultSettingsLinkLabel {
    /// A button labelled "Preferences…" (GNOME's name for the settings window).
    public init() { self.init { DefaultSettingsLinkLabel() } }
}
