import Gtk
import ToolbarKit

/// Builds and refreshes the app's menu bar: File, Edit, View, the app's
/// `CommandMenu`s, Help, with `CommandGroup` entries at their placements.
///
/// Command content is re-evaluated (with the active window's focused values)
/// after every render and window switch; the menu is rebuilt only when its
/// structure changed, otherwise only action states are updated.
@MainActor
final class MenuBarController {
    unowned let runtime: AppRuntime
    let menu = Gtk::Menu()
    /// The structure the menu was last built from.
    private var builtShape: [TopMenu.Shape]?
    /// The top-level menus as the menu bar shows them: title and submenu.
    private var topLevel: [(title: String, submenu: Gtk::Menu)] = []
    private(set) var dynamicActions: [SimpleAction] = []
    private var refreshPending: IdleSource?
    /// Title and accelerator of every entry, for the Keyboard Shortcuts window.
    private(set) var shortcutList: [(group: String, title: String, accelerator: String)] = []

    init(runtime: AppRuntime) { self.runtime = runtime }

    func setNeedsRefresh() {
        guard refreshPending == nil else { return }
        refreshPending = IdleSource(priority: .low) { [weak self] in
            self?.refreshPending = nil
            self?.refresh()
        }
    }

    func build() { refresh() }

    /// Re-evaluates commands; rebuilds the menu if its structure changed.
    ///
    /// The whole refresh runs with the active window's focused values: a
    /// toggle's state is read while the menu is built or updated, and a
    /// `@FocusedValue` behind it reads nothing outside `withCurrent`.
    func refresh() {
        let host = runtime.activeHost
        runtime.documents?.updateActionStates()
        if let toggle = runtime.inspectorToggle, toggle.isEnabled != (host?.inspectors.live.isEmpty == false) {
            toggle.isEnabled = host?.inspectors.live.isEmpty == false
        }
        FocusedValues.withCurrent(host?.focusedValues ?? FocusedValues()) {
            let evaluated = evaluate(host: host)
            let shape = evaluated.map { $0.shape }
            if shape != builtShape {
                builtShape = shape
                rebuild(evaluated)
            } else {
                updateStates(evaluated)
            }
        }
    }

    /// An entry with the action name it is bound to.
    struct BoundEntry {
        let entry: MenuEntry
        var fixedAction: String?
        var fixedAccelerator: String?
        /// The name in the Keyboard Shortcuts window, when the menu title
        /// changes with state ("Hide Toolbar" / "Show Toolbar").
        var shortcutTitle: String?
    }

    struct TopMenu {
        let title: String
        var sections: [[BoundEntry]]

        /// A top menu's title and its entries' shapes, section by section.
        struct Shape: Equatable {
            let title: String
            let sections: [[MenuEntry.Shape]]
        }

        @MainActor var shape: Shape { Shape(title: title, sections: sections.map { $0.map { $0.entry.shape } }) }
    }

    /// The sections of a standard group: the app's `CommandGroup`s placed
    /// before it, the group itself (or what replaces it), those placed after.
    func sections(_ placement: CommandGroupPlacement, _ standard: [BoundEntry]) -> [[BoundEntry]] {
        var before: [BoundEntry] = []
        var after: [BoundEntry] = []
        var replaced: [BoundEntry]?
        for case .group(let target, let position, let entries) in runtime.commands where target == placement {
            let bound = entries().map { BoundEntry(entry: $0) }
            switch position {
            case .before: before += bound
            case .after: after += bound
            case .replacing: replaced = (replaced ?? []) + bound
            }
        }
        return [before, replaced ?? standard, after].filter { !$0.isEmpty }.flatMap(split)
    }

    private func fixed(_ title: String, _ action: String, shortcutTitle: String? = nil) -> BoundEntry {
        BoundEntry(
            entry: .action(title: title, shortcut: nil, isEnabled: true, perform: {}), fixedAction: action,
            fixedAccelerator: FixedAccelerators.shown[action], shortcutTitle: shortcutTitle)
    }

    private func evaluate(host: WindowHost?) -> [TopMenu] {
        let commands = runtime.commands
        let group = sections
        var menus: [TopMenu] = []
        var newItems = runtime.offersNewWindow ? [fixed(localized("New Window"), "app.new-window")] : []
        var saveItems: [BoundEntry] = []
        if let documents = runtime.documents {
            // A document app's File menu, as GNOME Text Editor's: New, Open…, Save…
            newItems =
                (documents.editorGroup != nil ? [fixed(localized("New"), "app.new-window")] : [])
                + DocumentController.openItems.map { fixed(localized($0.title), $0.action) }
            saveItems = DocumentController.saveItems.map { fixed(localized($0.title), $0.action) }
        }
        menus.append(
            TopMenu(
                title: localized("File"),
                sections:
                    group(.newItem, newItems)
                    + group(.saveItem, saveItems) + group(.importExport, []) + group(.printItem, [])
                    + [[fixed(runtime.documents != nil ? localized("Close") : localized("Close Window"), "window.close")]]
                    + group(.systemServices, []) + group(.appVisibility, [])
                    + group(.appTermination, [fixed(localized("Quit"), "app.quit")])))
        let findsText = commands.contains { if case .textEditing = $0 { return true } else { return false } }
        menus.append(
            TopMenu(
                title: localized("Edit"),
                sections:
                    group(.undoRedo, [fixed(localized("Undo"), "app.undo"), fixed(localized("Redo"), "app.redo")])
                    + group(
                        .pasteboard,
                        [
                            fixed(localized("Cut"), "app.cut"), fixed(localized("Copy"), "app.copy"),
                            fixed(localized("Paste"), "app.paste"), fixed(localized("Select All"), "app.select-all")
                        ])
                    + group(.textEditing, findsText ? FindCommand.allCases.map { fixed($0.title, "app.\($0.rawValue)") } : [])
                    + group(.appSettings, runtime.hasSettings ? [fixed(localized("Preferences…"), "app.preferences")] : [])))
        var viewSections: [[BoundEntry]] = []
        if commands.contains(where: { if case .toolbar = $0 { return true } else { return false } }) {
            let visible = host?.toolbarModel?.layout.isVisible ?? true
            viewSections.append([
                fixed(
                    visible ? localized("Hide Toolbar") : localized("Show Toolbar"), "toolbar.toggle-visibility",
                    shortcutTitle: localized("Show or Hide Toolbar")),
                fixed(localized("Customize Toolbar…"), "toolbar.customize")
            ])
        }
        if commands.contains(where: { if case .inspector = $0 { return true } else { return false } }) {
            viewSections.append([
                fixed(InspectorToggle.title(for: host), InspectorToggle.action, shortcutTitle: localized("Show or Hide Inspector"))
            ])
        }
        viewSections += group(.toolbar, []) + group(.sidebar, []) + group(.windowSize, [])
        if !viewSections.isEmpty { menus.append(TopMenu(title: localized("View"), sections: viewSections)) }
        menus += appMenus(format: formatSections())
        if let window = windowMenu() { menus.append(window) }
        menus.append(
            TopMenu(
                title: localized("Help"),
                sections: group(.help, [fixed(localized("Keyboard Shortcuts"), "app.shortcuts")])
                    + group(.appInfo, [fixed(localized("About %@", .string(runtime.about.name)), "app.about")])))
        return menus
    }

    /// Splits entries into sections at dividers.
    func split(_ entries: [BoundEntry]) -> [[BoundEntry]] {
        var sections: [[BoundEntry]] = [[]]
        for bound in entries {
            if case .divider = bound.entry { sections.append([]) } else { sections[sections.count - 1].append(bound) }
        }
        return sections.filter { !$0.isEmpty }
    }

    private func rebuild(_ menus: [TopMenu]) {
        for action in dynamicActions { runtime.application.removeAction(action.name) }
        dynamicActions.removeAll()
        activateHandlers.removeAll()
        shortcutList.removeAll()
        let titles = menus.map(\.title)
        if titles != topLevel.map(\.title) { replaceTopLevel(titles) }
        for (top, (_, submenu)) in zip(menus, topLevel) {
            submenu.removeAll()
            for section in top.sections {
                let sectionMenu = Gtk::Menu()
                for bound in section { append(bound, to: sectionMenu, group: top.title) }
                submenu.appendSection(sectionMenu)
            }
        }
    }

    /// Makes the top level of the menu bar `titles`, each with an empty submenu.
    ///
    /// `GtkWorkaround.menuBarActiveItemDangles`: GTK 4.8's menu bar keeps a
    /// plain pointer to its active (hovered or focused) item and reads it at
    /// the next crossing even after the item was removed from the model. So
    /// the top-level items stay as long as their titles do (a rebuild refills
    /// their submenus only), and when the titles change, every window's menu
    /// bar widget goes away while the items are replaced and a new one is made.
    private func replaceTopLevel(_ titles: [String]) {
        let barWindows = runtime.windows.map(\.window).filter(\.showsMenubar)
        for window in barWindows { window.showsMenubar = false }
        menu.removeAll()
        topLevel = titles.map { ($0, Gtk::Menu()) }
        for (title, submenu) in topLevel { menu.appendSubmenu(title, submenu) }
        for window in barWindows { window.showsMenubar = true }
    }

    private func append(_ bound: BoundEntry, to menu: Gtk::Menu, group: String) {
        switch bound.entry {
        case .action(let title, let shortcut, let isEnabled, let perform):
            let name: String
            if let fixed = bound.fixedAction {
                name = fixed
            } else {
                let action = SimpleAction(name: "cmd-\(dynamicActions.count)")
                rebind(action) { _ in perform() }
                action.isEnabled = isEnabled
                install(action)
                name = "app.\(action.name)"
            }
            add(
                title, action: name, accelerator: bound.fixedAccelerator ?? shortcut, bind: bound.fixedAction == nil,
                shortcutTitle: bound.shortcutTitle, to: menu, group: group)
        case .toggle(let title, let shortcut, let isEnabled, let isOn):
            let action = SimpleAction(name: "cmd-\(dynamicActions.count)", state: isOn.wrappedValue)
            bindToggle(action, to: isOn)
            action.isEnabled = isEnabled
            install(action)
            add(title, action: "app.\(action.name)", accelerator: shortcut, bind: true, to: menu, group: group)
        case .submenu(let title, let entries):
            let submenu = Gtk::Menu()
            for section in split(entries.map { BoundEntry(entry: $0) }) {
                let sectionMenu = Gtk::Menu()
                for inner in section { append(inner, to: sectionMenu, group: group) }
                submenu.appendSection(sectionMenu)
            }
            menu.appendSubmenu(title, submenu)
        case .picker(let title, let isEnabled, let isInline, let options, let selected, let select):
            let action = SimpleAction(name: "cmd-\(dynamicActions.count)", state: selected.map(String.init) ?? "")
            bindChoice(action, to: select)
            action.isEnabled = isEnabled
            install(action)
            let choices = Gtk::Menu()
            for (index, option) in options.enumerated() {
                choices.append(MenuItem(option, action: "app.\(action.name)", target: String(index)))
            }
            if isInline { menu.appendSection(choices) } else { menu.appendSubmenu(title, choices) }
        case .divider:
            break
        }
    }

    private func install(_ action: SimpleAction) {
        dynamicActions.append(action)
        runtime.application.addAction(action)
    }

    private func add(
        _ title: String, action: String, accelerator: String?, bind: Bool, shortcutTitle: String? = nil,
        to menu: Gtk::Menu, group: String
    ) {
        let item = MenuItem(title, action: action)
        if let accelerator {
            item.setAccelerator(accelerator)
            if bind { runtime.application.setAccelerators(Self.withAlternatives(accelerator), for: action) }
            shortcutList.append((group, shortcutTitle ?? title, accelerator))
        }
        menu.append(item)
    }

    /// The accelerator and the keys that mean the same on common keyboards:
    /// Ctrl+plus is Ctrl+Shift+= on a US keyboard, so "<Control>plus" also
    /// binds Ctrl+= and the keypad's +, as GNOME apps do for zooming.
    static func withAlternatives(_ accelerator: String) -> [String] {
        let alternatives: [String: [String]] = [
            "plus": ["equal", "KP_Add"], "minus": ["KP_Subtract"], "0": ["KP_0"]
        ]
        guard let keyStart = accelerator.lastIndex(of: ">").map({ accelerator.index(after: $0) }) ?? accelerator.indices.first,
            let others = alternatives[String(accelerator[keyStart...])]
        else { return [accelerator] }
        let modifiers = accelerator[..<keyStart]
        return [accelerator] + others.map { modifiers + $0 }
    }

    /// Updates enabled states, toggle states and closures of dynamic actions
    /// in place (same structure as the last rebuild).
    private func updateStates(_ menus: [TopMenu]) {
        var index = 0
        func visit(_ entry: MenuEntry, fixed: Bool) {
            switch entry {
            case .action(_, _, let isEnabled, let perform) where !fixed:
                guard index < dynamicActions.count else { return }
                let action = dynamicActions[index]
                index += 1
                if action.isEnabled != isEnabled { action.isEnabled = isEnabled }
                rebind(action) { _ in perform() }
            case .toggle(_, _, let isEnabled, let isOn):
                guard index < dynamicActions.count else { return }
                let action = dynamicActions[index]
                index += 1
                if action.isEnabled != isEnabled { action.isEnabled = isEnabled }
                if action.state?.bool != isOn.wrappedValue { action.state = .bool(isOn.wrappedValue) }
                bindToggle(action, to: isOn)
            case .picker(_, let isEnabled, _, _, let selected, let select):
                guard index < dynamicActions.count else { return }
                let action = dynamicActions[index]
                index += 1
                if action.isEnabled != isEnabled { action.isEnabled = isEnabled }
                let state = selected.map(String.init) ?? ""
                if action.state?.string != state { action.state = .string(state) }
                bindChoice(action, to: select)
            case .submenu(_, let entries):
                for inner in entries { visit(inner, fixed: false) }
            default:
                break
            }
        }
        for top in menus { for section in top.sections { for bound in section { visit(bound.entry, fixed: bound.fixedAction != nil) } } }
    }

    private var activateHandlers: [ObjectIdentifier: SignalHandler] = [:]
    private func rebind(_ action: SimpleAction, _ body: @escaping @MainActor (Value?) -> Void) {
        activateHandlers[ObjectIdentifier(action)]?.disconnect()
        activateHandlers[ObjectIdentifier(action)] = action.onActivate { [weak self] value in
            self?.withActiveFocusedValues { body(value) }
        }
    }

    /// A check item's action writes its binding.
    ///
    /// Its state may lag one refresh behind a change made elsewhere (the
    /// toolbar's toggle): a request computed from a stale state
    /// (activation asks for the opposite of the state) toggles what the
    /// binding holds now instead. The state follows at once, so a second
    /// key press toggles back.
    private func bindToggle(_ action: SimpleAction, to isOn: Binding<Bool>) {
        rebindState(action) { [weak action] requested in
            guard let action else { return }
            let current = isOn.wrappedValue
            let inSync = action.state?.bool == current
            isOn.wrappedValue = inSync ? (requested?.bool ?? !current) : !current
            let shown = isOn.wrappedValue
            if action.state?.bool != shown { action.state = .bool(shown) }
        }
    }

    /// A picker's radio action selects the option whose index it is set to.
    private func bindChoice(_ action: SimpleAction, to select: @escaping (Int) -> Void) {
        rebindState(action) { [weak action] requested in
            guard let action, let target = requested?.string, let index = Int(target) else { return }
            action.state = .string(target)
            select(index)
        }
    }

    private func rebindState(_ action: SimpleAction, _ body: @escaping @MainActor (Value?) -> Void) {
        activateHandlers[ObjectIdentifier(action)]?.disconnect()
        activateHandlers[ObjectIdentifier(action)] = action.onChangeState { [weak self] value in
            self?.withActiveFocusedValues { body(value) }
        }
    }

    /// Runs a command with the active window's focused values, as when the
    /// menu was evaluated: `@FocusedValue` in an action's closure reads
    /// them when the command runs, not when the menu was built.
    private func withActiveFocusedValues(_ body: () -> Void) {
        FocusedValues.withCurrent(runtime.activeHost?.focusedValues ?? FocusedValues(), body)
    }
}

/// The keys of the menu bar's own entries, in one table: the menu shows
/// them, and `AppRuntime` binds those in `bound`.
///
/// The Edit entries only show theirs: the focused text widget's own key
/// bindings handle those keys (binding them app-wide would take them from
/// every other widget).
enum FixedAccelerators {
    /// Action name → accelerator bound app-wide and shown in the menu.
    static let bound: [String: String] = [
        "app.new-window": "<Control>n", "window.close": "<Control>w", "app.quit": "<Control>q",
        "toolbar.toggle-visibility": "<Control><Alt>t", "app.shortcuts": "<Control>question",
        "app.preferences": "<Control>comma"
    ]
    /// Action name → accelerator of the Find items, bound app-wide when the
    /// app declares `TextEditingCommands` (no text widget binds them).
    static let find: [String: String] = Dictionary(
        uniqueKeysWithValues: FindCommand.allCases.map {
            ("app.\($0.rawValue)", $0.accelerator)
        })
    /// Action name → accelerator shown in the menu (the bound ones, Edit's and Find's).
    static let shown: [String: String] = bound.merging(DocumentController.accelerators) { bound, _ in bound }.merging([
        InspectorToggle.action: InspectorToggle.accelerator,
        "app.undo": "<Control>z", "app.redo": "<Control><Shift>z", "app.cut": "<Control>x",
        "app.copy": "<Control>c", "app.paste": "<Control>v", "app.select-all": "<Control>a"
    ]) { bound, _ in bound }.merging(find) { bound, _ in bound }
}

extension MenuBarController {
    /// Shows every menu command that has a keyboard shortcut (GtkShortcutsWindow).
    func showShortcutsWindow() {
        func escape(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
        }
        var groups: [(String, [(String, String)])] = []
        for entry in shortcutList {
            if let index = groups.firstIndex(where: { $0.0 == entry.group }) {
                groups[index].1.append((entry.title, entry.accelerator))
            } else {
                groups.append((entry.group, [(entry.title, entry.accelerator)]))
            }
        }
        var xml = "<interface><object class=\"GtkShortcutsWindow\" id=\"shortcuts\"><property name=\"modal\">1</property>"
        xml +=
            "<child><object class=\"GtkShortcutsSection\"><property name=\"section-name\">shortcuts</property><property name=\"max-height\">12</property>"
        for (group, shortcuts) in groups {
            xml += "<child><object class=\"GtkShortcutsGroup\"><property name=\"title\">\(escape(group))</property>"
            for (title, accelerator) in shortcuts {
                xml += "<child><object class=\"GtkShortcutsShortcut\"><property name=\"title\">\(escape(title))</property>"
                xml += "<property name=\"accelerator\">\(escape(accelerator))</property></object></child>"
            }
            xml += "</object></child>"
        }
        xml += "</object></child></object></interface>"
        guard let window = Gtk::Window.fromBuilder(xml: xml, id: "shortcuts") else { return }
        window.setTransient(for: runtime.activeHost?.window)
        window.present()
    }
}
