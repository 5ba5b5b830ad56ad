import Gtk
import ToolbarKit

/// `.toolbar { … }`: toolbar content that is not customizable, shown in the
/// window's header bar (merged with the toolbar content of the window's
/// other views) and, for bottom placements, in an action bar under this view.
struct ToolbarContentModifier<Content: View, Items: ToolbarContent>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let items: Items

    func makeNode() -> ToolbarContentNode { ToolbarContentNode(viewType: Self.self) }
    func updateNode(_ node: ToolbarContentNode, context: RenderContext) {
        let items = self.items
        node.update(content: content, context: context) { declarations in
            collectToolbar(items, into: &declarations)
        }
    }
}

/// A view put in `.toolbar { }` as it is: an `.automatic` item, as in SwiftUI.
struct ViewToolbarContent<Content: View>: ToolbarContent, PrimitiveToolbarContent {
    typealias Body = Never
    let content: Content
    func collect(into declarations: inout [ToolbarDeclaration]) {
        ToolbarItem<(), Content>(placement: .automatic) { content }.collect(into: &declarations)
    }
}
