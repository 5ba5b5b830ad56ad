import Gtk

/// `.navigationSubtitle(_:)`: the line under the window title (GNOME's
/// header-bar subtitle, macOS's window subtitle).
struct NavigationSubtitleModifier<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let subtitle: String

    func makeNode() -> NavigationSubtitleNode { NavigationSubtitleNode(viewType: Self.self) }
    func updateNode(_ node: NavigationSubtitleNode, context: RenderContext) {
        node.host = context.host
        context.host?.headerBarItems.setSubtitle(subtitle, by: ObjectIdentifier(node))
        node.render(content, context: context)
    }
}

/// The node of `NavigationSubtitleModifier`: the subtitle goes away with its view.
@MainActor
final class NavigationSubtitleNode: PassthroughNode {
    weak var host: WindowHost?
    isolated deinit { host?.createdHeaderBarItems?.setSubtitle(nil, by: ObjectIdentifier(self)) }
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
