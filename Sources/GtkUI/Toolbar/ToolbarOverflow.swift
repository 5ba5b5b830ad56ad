import Gtk
import ToolbarKit

/// The overflow menu at the trailing end of the toolbar: items that do not
/// fit the window, and removed items marked `alwaysAvailable`, each still
/// usable (a toggle as a check item, a button as an item, any other control
/// live in the popover).
@MainActor
final class ToolbarOverflow {
    unowned let renderer: ToolbarRenderer
    let button = MenuButton()
    private let popover = Popover()
    private let list = Box(.vertical, spacing: 2)
    /// The items the open popover lists.
    private var shownIDs: [String] = []
    /// Nodes of controls rendered inside the popover, by item id.
    private var nodes: [String: PopoverItemNode] = [:]
    /// The popover's check items and the toggles they stand for.
    private var checks: [(CheckButton, Binding<Bool>)] = []

    init(renderer: ToolbarRenderer) {
        self.renderer = renderer
        button.setIconName("view-more-symbolic")
        button.hasFrame = false
        button.tooltip = localized("More Items")
        button.setAccessibleLabel(localized("More Items"))
        list.setMargins(top: 6, bottom: 6, start: 6, end: 6)
        popover.setChild(list)
        button.setPopover(popover)
        // Filled as it opens, with the items' current state.
        popover.onShow { [weak self] in self?.rebuild() }
    }

    /// The items the menu lists: those the header bar has no room for, then
    /// removed items marked always available.
    var listedItemIDs: [String] {
        let overflowed = renderer.layout.hiddenItemIDs
        let removed = renderer.model.removedAlwaysAvailableItems.map(\.id)
        return overflowed + removed.filter { !overflowed.contains($0) && !renderer.hiddenItemIDs.contains($0) }
    }

    /// Whether the menu is open.
    var isOpen: Bool { popover.isVisible }

    /// Brings the open menu up to date: lists the items again if they
    /// changed, otherwise updates the rows in place (a slider being dragged
    /// in the menu keeps its drag).
    func refreshIfOpen() {
        guard isOpen else { return }
        guard listedItemIDs == shownIDs else { return rebuild() }
        for (check, isOn) in checks where check.isActive != isOn.wrappedValue { check.isActive = isOn.wrappedValue }
        for (id, node) in nodes {
            guard let declaration = renderer.declarations[id] else { continue }
            node.render(declaration, label: label(of: declaration), context: renderer.itemContext(inert: false))
        }
    }

    /// Fills the popover with the listed items, reading their current state.
    private func rebuild() {
        shownIDs = listedItemIDs
        nodes = nodes.filter { shownIDs.contains($0.key) }
        checks = []
        for child in list.children { list.remove(child) }
        for id in shownIDs {
            guard let declaration = renderer.declarations[id] else { continue }
            list.append(row(for: declaration))
        }
    }

    private func label(of declaration: ToolbarItemDeclaration) -> String {
        declaration.name(preferring: declaration.describe().stableLabel)
    }

    private func row(for declaration: ToolbarItemDeclaration) -> Widget {
        let description = declaration.describe()
        let label = declaration.name(preferring: description.stableLabel)
        switch description.kind {
        case .toggle(let isOn):
            let check = CheckButton(label: label)
            check.isActive = isOn.wrappedValue
            checks.append((check, isOn))
            check.onToggled { [weak check] in
                guard let check else { return }
                if isOn.wrappedValue != check.isActive { isOn.wrappedValue = check.isActive }
            }
            return check
        case .button(let action):
            let item = ButtonWidget(label: label)
            item.hasFrame = false
            item.onClicked { [weak self] in
                self?.button.popdown()
                action()
            }
            return item
        case .other:
            let node = nodes[declaration.id] ?? PopoverItemNode()
            nodes[declaration.id] = node
            node.render(declaration, label: label, context: renderer.itemContext(inert: false))
            return node.row
        }
    }
}

/// A control rendered live inside the overflow popover as the toolbar
/// shows it: the control at its toolbar size, its label beneath (a slider's
/// label follows its value, "Font Size (12)").
@MainActor
final class PopoverItemNode: ViewNode {
    let row = Box(.vertical, spacing: 2)
    private let caption = LabelWidget()
    private let contentRow = Box(.horizontal, spacing: 0)
    private lazy var children = BoxChildren(contentRow)
    private var content: ViewNode?

    init() {
        super.init(viewType: PopoverItemNode.self)
        contentRow.halign = .center
        caption.addCSSClass("caption")
        row.append(contentRow)
        row.append(caption)
        row.setMargins(top: 4, bottom: 4, start: 6, end: 6)
    }

    func render(_ declaration: ToolbarItemDeclaration, label: String, context: RenderContext?) {
        caption.text = declaration.describe().title ?? label
        guard let context else { return }
        content = declaration.render(content, self, context)
        children.sync(content?.widgets ?? [])
    }

    override func childWidgetsChanged(_ child: ViewNode) { children.sync(child.widgets) }
}
