import Gtk

/// One open context menu: the menu model built from a view's menu entries,
/// the actions its items trigger, and the popover showing it.
@MainActor
final class ContextMenuMenu {
    let menu = Gtk::Menu()
    let actions = ActionGroup()
    private var actionCount = 0

    /// Builds the menu of `entries` (dividers start new sections).
    init(entries: [MenuEntry]) {
        append(entries, to: menu)
    }

    private func append(_ entries: [MenuEntry], to target: Gtk::Menu) {
        var section = Gtk::Menu()
        for entry in entries {
            switch entry {
            case .action(let title, let shortcut, let isEnabled, let perform):
                let action = newAction(SimpleAction(name: nextName()), enabled: isEnabled)
                action.onActivate { _ in perform() }
                add(title, action: action, accelerator: shortcut, to: section)
            case .toggle(let title, let shortcut, let isEnabled, let isOn):
                let action = newAction(SimpleAction(name: nextName(), state: isOn.wrappedValue), enabled: isEnabled)
                action.onChangeState { requested in
                    if let value = requested?.bool { isOn.wrappedValue = value }
                }
                add(title, action: action, accelerator: shortcut, to: section)
            case .submenu(let title, let inner):
                let submenu = Gtk::Menu()
                append(inner, to: submenu)
                section.appendSubmenu(title, submenu)
            case .picker(let title, let isEnabled, let isInline, let options, let selected, let select):
                let state = selected.map(String.init) ?? ""
                let action = newAction(SimpleAction(name: nextName(), state: state), enabled: isEnabled)
                action.onChangeState { [weak action] requested in
                    guard let action, let target = requested?.string, let index = Int(target) else { return }
                    action.state = .string(target)
                    select(index)
                }
                let choices = Gtk::Menu()
                for (index, option) in options.enumerated() {
                    choices.append(MenuItem(option, action: "context-menu.\(action.name)", target: String(index)))
                }
                if isInline { section.appendSection(choices) } else { section.appendSubmenu(title, choices) }
            case .divider:
                if section.count > 0 { target.appendSection(section) }
                section = Gtk::Menu()
            }
        }
        if section.count > 0 { target.appendSection(section) }
    }

    private func nextName() -> String {
        actionCount += 1
        return "item-\(actionCount)"
    }

    private func newAction(_ action: SimpleAction, enabled: Bool) -> SimpleAction {
        action.isEnabled = enabled
        actions.add(action)
        return action
    }

    private func add(_ title: String, action: SimpleAction, accelerator: String?, to section: Gtk::Menu) {
        let item = MenuItem(Gtk::Menu.escapingMnemonics(title), action: "context-menu.\(action.name)")
        if let accelerator { item.setAccelerator(accelerator) }
        section.append(item)
    }

    /// The labels of the menu's items, sections flattened (for tests).
    var labels: [String] { menu.flattenedLabels }
}
