import Gtk

/// Entries added to a standard menu group (SwiftUI's `CommandGroup`).
public struct CommandGroup<Content: View>: Commands, PrimitiveCommands {
    /// `Never`: primitive commands; the menu bar inserts the entries into the standard group itself.
    public typealias Body = Never
    let placement: CommandGroupPlacement
    let position: CommandGroupPosition
    let content: () -> Content

    /// Entries placed after a standard group.
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: @escaping () -> Content) {
        placement = group
        position = .after
        content = addition
    }
    /// Entries placed before a standard group.
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: @escaping () -> Content) {
        placement = group
        position = .before
        content = addition
    }
    /// Entries replacing a standard group.
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: @escaping () -> Content) {
        placement = group
        position = .replacing
        content = addition
    }

    func collect(into declarations: inout [CommandsDeclaration]) {
        let content = self.content
        declarations.append(.group(placement, position, entries: { collectMenuEntries(content()) }))
    }
}
