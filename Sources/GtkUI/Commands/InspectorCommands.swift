import Gtk

/// View ▸ Show Inspector / Hide Inspector (Ctrl+Alt+I) for the active
/// window's `.inspector(isPresented:content:)` (SwiftUI's `InspectorCommands`).
///
///     .commands { InspectorCommands() }
///
/// The item is greyed in a window without an inspector.
public struct InspectorCommands: Commands, PrimitiveCommands {
    /// `Never`: primitive commands; the menu bar adds the item itself.
    public typealias Body = Never
    /// Creates the inspector commands.
    public init() {}
    func collect(into declarations: inout [CommandsDeclaration]) { declarations.append(.inspector) }
}

/// The app action behind View ▸ Show/Hide Inspector: it toggles the active
/// window's first inspector.
@MainActor
enum InspectorToggle {
    /// The action's detailed name.
    nonisolated static let action = "app.toggle-inspector"
    /// Its key, as macOS's ⌃⌘I.
    nonisolated static let accelerator = "<Control><Alt>i"

    /// Adds the action and its key to `application`.
    static func install(in application: Application, runtime: AppRuntime) -> SimpleAction {
        let toggle = SimpleAction(name: "toggle-inspector")
        toggle.onActivate { [weak runtime] _ in
            guard let inspector = runtime?.activeHost?.inspectors.live.first else { return }
            inspector.isPresented?.wrappedValue.toggle()
        }
        application.addAction(toggle)
        application.setAccelerators([accelerator], for: action)
        return toggle
    }

    /// The item's title for the active window: "Hide Inspector" while its inspector shows.
    static func title(for host: WindowHost?) -> String {
        host?.inspectors.live.first?.isPresented?.wrappedValue == true ? localized("Hide Inspector") : localized("Show Inspector")
    }
}
