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
    private var itemIDs: [String] = []
    /// Nodes of controls rendered inside the popover, by item id.
    private var nodes: [String: PopoverItemNode] = [:]
    private(set) var buttonWidth = 34

    init(renderer: ToolbarRenderer) {
        self.renderer = renderer
        button.setIconName("view-more-symbolic")
        button.hasFrame = false
        button.tooltip = "More Items"
        button.setAccessibleLabel("More Items")
        button.isVisible = false
        list.setMargins(top: 6, bottom: 6, start: 6, end: 6)
        popover.setChild(list)
        button.setPopover(popover)
        button.onNotify("active") { [weak self] in
            guard let self, self.button.isActive else { return }
            self.rebuild()
        }
        buttonWidth = max(buttonWidth, button.naturalWidth)
    }

    /// The items currently listed (overflowed first, then removed always-available ones).
    var listedItemIDs: [String] { itemIDs }

    func update(overflowed: [String], alwaysAvailable: [String]) {
        let ids = overflowed + alwaysAvailable.filter { !overflowed.contains($0) }
        let show = !ids.isEmpty
        if button.isVisible != show { button.isVisible = show }
        guard ids != itemIDs else { return }
        itemIDs = ids
        nodes = nodes.filter { ids.contains($0.key) }
        if button.isActive { rebuild() }
    }

    /// Fills the popover with the listed items, reading their current state.
    private func rebuild() {
        for child in list.children { list.remove(child) }
        for id in itemIDs {
            guard let declaration = renderer.declarations[id] else { continue }
            list.append(row(for: declaration))
        }
    }

    private func row(for declaration: ToolbarItemDeclaration) -> Widget {
        let description = declaration.describe()
        let label = declaration.name(preferring: description.stableLabel)
        switch description.kind {
        case .toggle(let isOn):
            let check = CheckButton(label: label)
            check.isActive = isOn.wrappedValue
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
            node.render(declaration, label: label, context: renderer.contextForOverflow)
            return node.row
        }
    }
}

/// A control rendered live inside the overflow popover, with its label.
@MainActor
final class PopoverItemNode: ViewNode {
    let row = Box(.vertical, spacing: 4)
    private let caption = LabelWidget()
    private let contentRow = Box(.horizontal, spacing: 0)
    private lazy var children = BoxChildren(contentRow)
    private var content: ViewNode?

    init() {
        super.init(viewType: PopoverItemNode.self)
        caption.xalign = 0
        caption.addCSSClass("dim-label")
        row.append(caption)
        row.append(contentRow)
        row.setMargins(top: 4, bottom: 4, start: 6, end: 6)
    }

    func render(_ declaration: ToolbarItemDeclaration, label: String, context: RenderContext?) {
        caption.text = label
        guard let context else { return }
        content = declaration.render(content, self, context)
        children.sync(content?.widgets ?? [])
    }

    override func childWidgetsChanged(_ child: ViewNode) { children.sync(child.widgets) }
}
