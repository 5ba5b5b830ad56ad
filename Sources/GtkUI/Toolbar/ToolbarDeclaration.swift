import Gtk
import ToolbarKit

/// One declared toolbar element after resolving groups, conditions and modifiers.
@MainActor
struct ToolbarDeclaration {
    enum Kind {
        case item(ToolbarItemDeclaration)
        case spacer(SpacerKind)
    }
    var kind: Kind
    /// Where a spacer goes in `.toolbar { }` (items carry their own placement).
    var spacerPlacement: ToolbarItemPlacement = .automatic
    var visibility: Visibility = .automatic
    var alwaysAvailable = false
    var behavior: ItemBehavior = .default
    /// `.hidden(true)`: declared (its state kept, offered in the Customize
    /// palette) but not shown in the bar.
    var isHidden = false
    /// Where the declaration sits in its toolbar content.
    ///
    /// The index in each builder block, the branch of each `if`, the id of
    /// each `ForEach` element, outermost first. The item's identity in `.toolbar { }`, as
    /// SwiftUI's structural identity: an item that appears before another
    /// leaves the other's views (and their `@State`) as they were.
    var path: [AnyHashable] = []
}

/// A declared item: its id, placement, and its content as render/describe closures.
@MainActor
struct ToolbarItemDeclaration {
    let id: String
    let placement: ToolbarItemPlacement
    /// Renders the content into `existing` (or a new node) under `parent`.
    let render: (_ existing: ViewNode?, _ parent: ViewNode, _ context: RenderContext) -> ViewNode
    /// Describes the content without rendering it.
    let describe: () -> ControlDescription
    /// The content as menu entries (buttons, toggles, menus, pickers), for the overflow menu.
    var menuEntries: () -> [MenuEntry] = { [] }

    /// What the toolbar, its overflow menu and the customization palette
    /// call the item: `label`, else its id made readable ("sizeSelector" →
    /// "Size Selector").
    func name(preferring label: String?) -> String { label ?? SymbolNames.humanize(id) }
}

/// Toolbar content that resolves into declarations.
@MainActor
protocol PrimitiveToolbarContent {
    func collect(into declarations: inout [ToolbarDeclaration])
}

/// Resolves any toolbar content into declarations.
@MainActor
func collectToolbar<C: ToolbarContent>(_ content: C, into declarations: inout [ToolbarDeclaration]) {
    if let primitive = content as? PrimitiveToolbarContent {
        primitive.collect(into: &declarations)
    } else if C.Body.self != Never.self {
        ToolbarCollectionWalk.current?.link(content)
        collectToolbar(content.body, into: &declarations)
    }
}

/// Resolves `content` as the part `component` of its parent's content (an
/// index, a branch, an element id), which heads the declarations' paths.
@MainActor
func collectToolbar<C: ToolbarContent>(
    _ content: C, at component: AnyHashable, into declarations: inout [ToolbarDeclaration]
) {
    let start = declarations.count
    collectToolbar(content, into: &declarations)
    for index in start..<declarations.count { declarations[index].path.insert(component, at: 0) }
}
