import Gtk

/// `.navigationSubtitle(_:)`: the line under the window title (GNOME's
/// header-bar subtitle, macOS's window subtitle).
struct NavigationSubtitleModifier<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let subtitle: String

    func makeNode() -> PassthroughNode { PassthroughNode(viewType: Self.self) }
    func updateNode(_ node: PassthroughNode, context: RenderContext) {
        context.host?.headerBarItems.subtitle = subtitle
        node.render(content, context: context)
    }
}

extension View {
    /// Shows `subtitle` under the window title.
    @_disfavoredOverload
    public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View {
        NavigationSubtitleModifier(content: self, subtitle: String(subtitle))
    }

    /// Shows the text of `subtitle` under the window title.
    public func navigationSubtitle(_ subtitle: Text) -> some View {
        NavigationSubtitleModifier(content: self, subtitle: subtitle.content)
    }

    /// Sets the window title to the text of `title`.
    public func navigationTitle(_ title: Text) -> some View {
        NavigationTitleModifier(content: self, title: title.content)
    }

    /// Sets the window title to the value of `title`, which the user
    /// renames by clicking the title in the header bar (as macOS renames a
    /// document from its title).
    public func navigationTitle(_ title: Binding<String>) -> some View {
        RenamableTitleModifier(content: self, title: title)
    }
}
