import Gtk
import ToolbarKit

/// A menu on the window title (SwiftUI's `ToolbarTitleMenu`): the title
/// becomes a menu button whose popover holds `content` (as the title menus
/// of GNOME Text Editor and Files do).
public struct ToolbarTitleMenu<Content: View>: CustomizableToolbarContent, PrimitiveToolbarContent {
    /// `Never`: primitive toolbar content; the toolbar reads its items itself.
    public typealias Body = Never
    let content: Content

    /// A title menu holding `content`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    func collect(into declarations: inout [ToolbarDeclaration]) {
        let content = self.content
        let item = ToolbarItemDeclaration(
            id: "gtkui.titleMenu", placement: .title,
            render: { existing, parent, context in
                let title = context.host?.window.title ?? ""
                return reconcile(
                    existing,
                    with: Menu {
                        content
                    } label: {
                        Text(title)
                    }, parent: parent, context: context)
            },
            describe: { ControlDescription(title: "Title Menu") })
        declarations.append(ToolbarDeclaration(kind: .item(item)))
    }
}

extension ToolbarTitleMenu where Content == EmptyView {
    /// The system's title menu; GtkUI has none to offer, so it holds nothing.
    public init() { content = EmptyView() }
}

extension View {
    /// Puts a menu on the window title holding `content`.
    public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View {
        toolbar { ToolbarTitleMenu(content: content) }
    }
}
