import Gtk

/// A top-level menu of the menu bar (SwiftUI's `CommandMenu`).
public struct CommandMenu<Content: View>: Commands, PrimitiveCommands {
    /// `Never`: primitive commands; the menu bar adds the menu itself.
    public typealias Body = Never
    let title: String
    let content: () -> Content

    /// A menu named `name` holding buttons, toggles, dividers and submenus.
    @_disfavoredOverload
    public init(_ name: some StringProtocol, @ViewBuilder content: @escaping () -> Content) {
        self.title = String(name)
        self.content = content
    }

    /// A menu titled by `name`, as the menu bar shows its text.
    public init(_ name: Text, @ViewBuilder content: @escaping () -> Content) {
        self.title = name.content
        self.content = content
    }

    func collect(into declarations: inout [CommandsDeclaration]) {
        let content = self.content
        declarations.append(.menu(title: title, entries: { collectMenuEntries(content()) }))
    }
}
