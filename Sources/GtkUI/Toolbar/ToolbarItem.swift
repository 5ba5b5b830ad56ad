import Gtk
import ToolbarKit

/// An item of a toolbar (SwiftUI's `ToolbarItem`).
public struct ToolbarItem<ID, Content: View>: ToolbarContent, PrimitiveToolbarContent {
    public typealias Body = Never
    let id: String
    let placement: ToolbarItemPlacement
    let content: Content

    func collect(into declarations: inout [ToolbarDeclaration]) {
        let content = self.content
        let item = ToolbarItemDeclaration(
            id: id, placement: placement.kind,
            render: { existing, parent, context in reconcile(existing, with: content, parent: parent, context: context) },
            describe: { GtkUI.describe(content) })
        declarations.append(ToolbarDeclaration(kind: .item(item)))
    }
}

extension ToolbarItem: CustomizableToolbarContent where ID == String {
    /// A customizable item with a stable `id`, placed by `placement`.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.id = id
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == () {
    /// A non-customizable item (its id is derived from its position).
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.id = ""
        self.placement = placement
        self.content = content()
    }
}
