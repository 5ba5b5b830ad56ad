import Gtk
import ToolbarKit

/// An item of a toolbar (SwiftUI's `ToolbarItem`).
///
/// `ID` is `String` for items the user can customize (made with an `id`)
/// and `()` for the others.
public struct ToolbarItem<ID, Content: View>: ToolbarContent, PrimitiveToolbarContent {
    /// `Never`: primitive toolbar content; the toolbar reads its items itself.
    public typealias Body = Never
    let id: String
    let placement: ToolbarItemPlacement
    let showsByDefault: Bool
    let content: Content

    func collect(into declarations: inout [ToolbarDeclaration]) {
        let content = self.content
        let item = ToolbarItemDeclaration(
            id: id, placement: placement,
            render: { existing, parent, context in reconcile(existing, with: content, parent: parent, context: context) },
            describe: { GtkUI.describe(content) }, menuEntries: { GtkUI.collectMenuEntries(content) })
        var declaration = ToolbarDeclaration(kind: .item(item))
        if !showsByDefault { declaration.visibility = .hidden }
        declarations.append(declaration)
    }
}

extension ToolbarItem: CustomizableToolbarContent where ID == String {
    /// A customizable item with a stable `id`, placed by `placement`.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.init(id: id, placement: placement, showsByDefault: true, content: content)
    }

    /// A customizable item that is in the default set only when `showsByDefault`
    /// (otherwise the user adds it from the Customize Toolbar palette).
    public init(
        id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool,
        @ViewBuilder content: () -> Content
    ) {
        self.id = id
        self.placement = placement
        self.showsByDefault = showsByDefault
        self.content = content()
    }
}

extension ToolbarItem where ID == () {
    /// A non-customizable item placed by `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.id = ""
        self.placement = placement
        self.showsByDefault = true
        self.content = content()
    }
}
