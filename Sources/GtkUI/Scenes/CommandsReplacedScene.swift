import Gtk

/// `.commandsReplaced { }`: the scene's own commands (File ▸ New Window)
/// give way to the builder's.
struct CommandsReplacedScene<Content: Scene>: Scene, PrimitiveScene {
    typealias Body = Never
    let content: Content
    let replacement: [CommandsDeclaration]

    func collect(into configurations: inout [WindowGroupConfiguration]) {
        var inner: [WindowGroupConfiguration] = []
        collectScene(content, into: &inner)
        for index in inner.indices { inner[index].offersNewWindowCommand = false }
        // The menu bar merges every scene's commands: added once, not once per window group inside.
        if !inner.isEmpty { inner[0].commands += replacement }
        configurations += inner
    }
}

extension Scene {
    /// Replaces the commands this scene adds by itself (File ▸ New Window
    /// for a window group) with `content`: the scene's windows then open
    /// only through the replacement's actions (`openWindow`).
    public func commandsReplaced<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
        var declarations: [CommandsDeclaration] = []
        collectCommands(content(), into: &declarations)
        return CommandsReplacedScene(content: self, replacement: declarations)
    }
}
