import Gtk
import ToolbarKit

/// A system item placed where the toolbar content declares it (SwiftUI's
/// `DefaultToolbarItem`, 2025).
///
/// - `.search`: the `.searchable` field of the window moves from the end
///   of the header bar to this item's place (the bottom action bar for
///   `.bottomBar`, the start for `.navigation`…).
/// - `.title`: the title and subtitle show at this item's place, and the
///   header bar's centre stays empty (`.principal` keeps the centre).
/// - `.sidebarToggle`: the sidebar toggle of the window's
///   `NavigationSplitView` moves from the start of the header bar to this
///   item's place (it goes back when the item goes; without a split view
///   the item shows nothing).
public struct DefaultToolbarItem: ToolbarContent, PrimitiveToolbarContent {
    /// `Never`: primitive toolbar content; the toolbar places the system item itself.
    public typealias Body = Never
    let kind: ToolbarDefaultItemKind
    let placement: ToolbarItemPlacement

    /// The system item of `kind`, placed by `placement`.
    public init(kind: ToolbarDefaultItemKind, placement: ToolbarItemPlacement = .automatic) {
        self.kind = kind
        self.placement = placement
    }

    func collect(into declarations: inout [ToolbarDeclaration]) {
        let content: StyleContent
        switch kind {
        case .search:
            content = StyleContent(SearchFieldSlot())
        case .title where placement.region != .headerTitle:
            content = StyleContent(WindowTitleView(replacesTitle: true))
        case .sidebarToggle:
            content = StyleContent(SidebarToggleSlot())
        default:
            return
        }
        let item = ToolbarItemDeclaration(
            id: "gtkui.default.\(kind.name)", placement: placement,
            render: { existing, parent, context in content.render(existing, parent, context) },
            describe: {
                ControlDescription(
                    title: kind == .search ? localized("Search") : kind == .sidebarToggle ? localized("Toggle Sidebar") : nil)
            })
        declarations.append(ToolbarDeclaration(kind: .item(item)))
    }
}

/// Where `DefaultToolbarItem(kind: .search)` puts the window's search field.
struct SearchFieldSlot: View, PrimitiveView {
    typealias Body = Never

    func makeNode() -> SearchFieldSlotNode { SearchFieldSlotNode(viewType: Self.self, widget: Box(.horizontal, spacing: 6)) }
    func updateNode(_ node: SearchFieldSlotNode, context: RenderContext) {
        guard let host = context.host, node.host !== host else { return }
        node.host = host
        host.headerBarItems.setSearchSlot(BoxChildren(node.widget), by: ObjectIdentifier(node))
    }
}

/// The node of `SearchFieldSlot`: gives the field back to the header bar's end when it goes.
@MainActor
final class SearchFieldSlotNode: WidgetNode<Box> {
    weak var host: WindowHost?
    isolated deinit { host?.headerBarItems.setSearchSlot(nil, by: ObjectIdentifier(self)) }
}

/// Where `DefaultToolbarItem(kind: .sidebarToggle)` puts the split view's sidebar toggle.
struct SidebarToggleSlot: View, PrimitiveView {
    typealias Body = Never

    func makeNode() -> SidebarToggleSlotNode {
        SidebarToggleSlotNode(viewType: Self.self, widget: Box(.horizontal, spacing: 0))
    }
    func updateNode(_ node: SidebarToggleSlotNode, context: RenderContext) {
        guard let host = context.host, node.host !== host else { return }
        node.host = host
        host.headerBarItems.sidebarToggles.setSlot(BoxChildren(node.widget), by: ObjectIdentifier(node))
    }
}

/// The node of `SidebarToggleSlot`: gives the toggle back to the header bar's start when it goes.
@MainActor
final class SidebarToggleSlotNode: WidgetNode<Box> {
    weak var host: WindowHost?
    isolated deinit { host?.headerBarItems.sidebarToggles.setSlot(nil, by: ObjectIdentifier(self)) }
}
