import Gtk
import ToolbarKit

/// One item an overflow menu lists.
@MainActor
struct OverflowItem {
    /// Identifies the item across refreshes (its id in a customizable toolbar).
    let key: String
    let declaration: ToolbarItemDeclaration
    /// The context the item's controls render in inside the menu.
    let context: RenderContext?
}

/// What an overflow menu lists: a customizable toolbar's items that do not
/// fit (`ToolbarRenderer`), or a header bar's `.toolbar { }` items that do
/// not (`HeaderBarItems`).
@MainActor
protocol ToolbarOverflowSource: AnyObject {
    /// The items the menu lists now, in order.
    var overflowItems: [OverflowItem] { get }
}

/// The overflow menu at the trailing end of the toolbar: items that do not
/// fit the window, and removed items marked `alwaysAvailable`, each still
/// usable, as a menu entry where it has one (a button as an item, a toggle
/// as a check item, a menu as a submenu, a picker as radio items), any
/// other control live in the popover.
@MainActor
final class ToolbarOverflow {
    unowned let source: any ToolbarOverflowSource
    let button = MenuButton()
    private let popover = Popover()
    private let list = Box(.vertical, spacing: 2)
    /// The items the open popover lists.
    private var shownKeys: [String] = []
    /// Nodes of controls rendered inside the popover, by item key.
    private var nodes: [String: PopoverItemNode] = [:]
    /// The popover's check items and the toggles they stand for.
    private var checks: [(CheckButton, Binding<Bool>)] = []
    /// The menus of the popover's submenu buttons (they hold the menus' actions).
    private(set) var submenus: [ContextMenuMenu] = []
    /// The popover's radio items (their handlers hold them weakly).
    private var radios: [CheckButton] = []

    init(source: any ToolbarOverflowSource) {
        self.source = source
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

    /// The keys of the items the menu lists (a customizable toolbar's item ids).
    var listedItemIDs: [String] { source.overflowItems.map(\.key) }

    /// Whether the menu is open.
    var isOpen: Bool { popover.isVisible }

    /// The widgets of the menu's rows, as they are while it is open.
    var rows: [Widget] { list.children }

    /// Brings the open menu up to date: lists the items again if they
    /// changed, otherwise updates the rows in place (a slider being dragged
    /// in the menu keeps its drag).
    func refreshIfOpen() {
        guard isOpen else { return }
        let items = source.overflowItems
        guard items.map(\.key) == shownKeys else { return rebuild() }
        for (check, isOn) in checks where check.isActive != isOn.wrappedValue { check.isActive = isOn.wrappedValue }
        for item in items {
            guard let node = nodes[item.key] else { continue }
            node.render(item.declaration, label: label(of: item.declaration), context: item.context)
        }
    }

    /// Fills the popover with the listed items, reading their current state.
    private func rebuild() {
        let items = source.overflowItems
        shownKeys = items.map(\.key)
        nodes = nodes.filter { shownKeys.contains($0.key) }
        checks = []
        submenus = []
        radios = []
        for child in list.children { list.remove(child) }
        for item in items {
            for row in rows(for: item) { list.append(row) }
        }
    }

    private func label(of declaration: ToolbarItemDeclaration) -> String {
        declaration.name(preferring: declaration.describe().stableLabel)
    }

    /// The rows of one item: its menu entries when it has several or is a
    /// menu or a picker (a group of buttons is a row per button), else one
    /// row for the control it is.
    private func rows(for item: OverflowItem) -> [Widget] {
        let description = item.declaration.describe()
        let label = item.declaration.name(preferring: description.stableLabel)
        let entries = item.declaration.menuEntries().filter { if case .divider = $0 { false } else { true } }
        if entries.count > 1 || entries.first?.isChoice == true { return entries.map(row(for:)) }
        switch description.kind {
        case .toggle(let isOn):
            return [checkRow(label, isOn: isOn)]
        case .button(let action):
            return [buttonRow(label, perform: action)]
        case .other:
            let node = nodes[item.key] ?? PopoverItemNode()
            nodes[item.key] = node
            node.render(item.declaration, label: label, context: item.context)
            return [node.row]
        }
    }

    private func checkRow(_ label: String, isOn: Binding<Bool>) -> Widget {
        let check = CheckButton(label: label)
        check.isActive = isOn.wrappedValue
        checks.append((check, isOn))
        check.onToggled { [weak check] in
            guard let check else { return }
            if isOn.wrappedValue != check.isActive { isOn.wrappedValue = check.isActive }
        }
        return check
    }

    private func buttonRow(_ label: String, perform action: @escaping () -> Void) -> Widget {
        let item = ButtonWidget(label: label)
        item.hasFrame = false
        item.onClicked { [weak self] in
            self?.button.popdown()
            action()
        }
        return item
    }

    /// The row of one menu entry of an item.
    private func row(for entry: MenuEntry) -> Widget {
        switch entry {
        case .action(let title, _, let isEnabled, let perform):
            let row = buttonRow(title, perform: perform)
            row.isSensitive = isEnabled
            return row
        case .toggle(let title, _, let isEnabled, let isOn):
            let row = checkRow(title, isOn: isOn)
            row.isSensitive = isEnabled
            return row
        case .submenu(let title, let entries):
            return submenuRow(title, entries: entries)
        case .picker(let title, let isEnabled, _, let options, let selected, let select):
            return pickerRow(title, options: options, selected: selected, select: select, isEnabled: isEnabled)
        case .divider:
            return Separator(.horizontal)
        }
    }

    /// A menu as a button opening its entries as a submenu; choosing one
    /// closes the overflow menu too.
    private func submenuRow(_ title: String, entries: [MenuEntry]) -> Widget {
        let menu = ContextMenuMenu(entries: entries.map { $0.closing { [weak self] in self?.button.popdown() } })
        submenus.append(menu)
        let row = MenuButton()
        row.hasFrame = false
        row.setLabel(title)
        row.insertActionGroup("context-menu", menu.actions)
        row.setMenu(menu.menu)
        return row
    }

    /// A picker as its title and one radio item per option.
    private func pickerRow(
        _ title: String, options: [String], selected: Int?, select: @escaping (Int) -> Void, isEnabled: Bool
    ) -> Widget {
        let box = Box(.vertical, spacing: 2)
        box.isSensitive = isEnabled
        if !title.isEmpty {
            let caption = LabelWidget()
            caption.text = title
            caption.halign = .start
            caption.addCSSClass("caption-heading")
            box.append(caption)
        }
        box.setAccessibleLabel(title)
        var group: CheckButton?
        for (index, option) in options.enumerated() {
            let radio = CheckButton(label: option)
            radio.setGroup(group)
            group = group ?? radio
            radio.isActive = index == selected
            radios.append(radio)
            radio.onToggled { [weak radio] in
                guard let radio, radio.isActive else { return }
                select(index)
            }
            box.append(radio)
        }
        return box
    }
}

extension MenuEntry {
    /// A menu or a picker: an entry that chooses among others.
    var isChoice: Bool {
        switch self {
        case .submenu, .picker: true
        case .action, .toggle, .divider: false
        }
    }

    /// The entry with `closing` run before each of its actions (and those of its submenus).
    func closing(_ closing: @escaping () -> Void) -> MenuEntry {
        switch self {
        case .action(let title, let shortcut, let isEnabled, let perform):
            .action(
                title: title, shortcut: shortcut, isEnabled: isEnabled,
                perform: {
                    closing()
                    perform()
                })
        case .submenu(let title, let entries):
            .submenu(title: title, entries: entries.map { $0.closing(closing) })
        case .picker(let title, let isEnabled, let isInline, let options, let selected, let select):
            .picker(
                title: title, isEnabled: isEnabled, isInline: isInline, options: options, selected: selected,
                select: {
                    closing()
                    select($0)
                })
        case .toggle, .divider: self
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
