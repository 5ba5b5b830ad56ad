import CGtk

/// A named action (GSimpleAction): stateless, or with a boolean or string state.
///
/// Menu items and shortcuts refer to actions by name ("app.quit",
/// "win.toggle-bold"); a boolean-state action shows as a check item, a
/// string-state one as radio items.
@MainActor
public final class SimpleAction: Object {
    var action: OpaquePointer { OpaquePointer(raw) }

    /// A stateless action without parameter.
    public init(name: String) {
        super.init(UnsafeMutableRawPointer(g_simple_action_new(name, nil))!, .full)
    }

    /// A stateless action taking a string parameter.
    public init(name: String, stringParameter: Void) {
        super.init(UnsafeMutableRawPointer(g_simple_action_new(name, cgtk_variant_type_string()))!, .full)
    }

    /// An action with a boolean state (a check item in menus).
    public init(name: String, state: Bool) {
        let initial = Value.bool(state).makeVariant()
        super.init(UnsafeMutableRawPointer(g_simple_action_new_stateful(name, nil, initial))!, .full)
    }

    /// An action with a string state and a string parameter (radio items in menus).
    public init(name: String, state: String) {
        let initial = Value.string(state).makeVariant()
        super.init(UnsafeMutableRawPointer(g_simple_action_new_stateful(name, cgtk_variant_type_string(), initial))!, .full)
    }

    /// The action's name.
    public var name: String { String(cString: g_action_get_name(action)) }

    /// Whether the action can be activated.
    public var isEnabled: Bool {
        get { g_action_get_enabled(action) != 0 }
        set { g_simple_action_set_enabled(action, newValue ? 1 : 0) }
    }

    /// The current state, for stateful actions.
    public var state: Value? {
        get {
            guard let variant = g_action_get_state(action) else { return nil }
            defer { g_variant_unref(variant) }
            return Value(variant: variant)
        }
        set {
            guard let newValue else { return }
            g_simple_action_set_state(action, newValue.makeVariant())
        }
    }

    /// `activate(parameter)`: the action was triggered (menu, shortcut, button).
    @discardableResult
    public func onActivate(_ body: @escaping @MainActor (_ parameter: Value?) -> Void) -> SignalHandler {
        connect("activate", body: body, trampoline: Trampolines.variant)
    }

    /// `change-state(value)`: a state change was requested; the handler
    /// decides, usually by setting `state`. Without a handler the request
    /// is applied as is.
    @discardableResult
    public func onChangeState(_ body: @escaping @MainActor (_ requested: Value?) -> Void) -> SignalHandler {
        connect("change-state", body: body, trampoline: Trampolines.variant)
    }

    /// Activates the action as a menu item would.
    public func activate(_ parameter: Value? = nil) {
        g_action_activate(action, parameter?.makeVariant())
    }
}

/// A group of actions (GSimpleActionGroup) made reachable from a widget
/// under a prefix with `Widget.insertActionGroup`.
@MainActor
public final class ActionGroup: Object {
    /// Creates an empty group.
    public init() { super.init(UnsafeMutableRawPointer(g_simple_action_group_new())!, .full) }

    /// Adds (or replaces) an action.
    public func add(_ action: SimpleAction) {
        g_action_map_add_action(OpaquePointer(raw), action.action)
    }
    /// Removes an action by name.
    public func remove(_ name: String) { g_action_map_remove_action(OpaquePointer(raw), name) }
    /// Whether the group has an action of that name.
    public func has(_ name: String) -> Bool { g_action_group_has_action(OpaquePointer(raw), name) != 0 }
}

/// One entry of a `Menu` (GMenuItem).
@MainActor
public final class MenuItem: Object {
    var item: OpaquePointer { OpaquePointer(raw) }

    /// An item that activates `action` ("app.quit"), optionally with a string target.
    ///
    /// The label is shown as given: GTK reads `_` in menu labels as a
    /// mnemonic marker, so underscores are escaped ("About My_App" keeps its
    /// underscore).
    public init(_ label: String, action: String?, target: String? = nil) {
        super.init(UnsafeMutableRawPointer(g_menu_item_new(Menu.escapingMnemonics(label), nil))!, .full)
        if let action {
            if let target {
                cgtk_menu_item_set_action_string_target(item, action, target)
            } else {
                g_menu_item_set_detailed_action(item, action)
            }
        }
    }

    /// Shows an accelerator next to the label (display only; bind it with `Application.setAccelerators`).
    public func setAccelerator(_ accel: String) { setAttribute("accel", accel) }

    /// Sets a string attribute ("accel", "icon", "verb-icon", "hidden-when", "custom").
    public func setAttribute(_ name: String, _ value: String) {
        g_menu_item_set_attribute_value(item, name, g_variant_new_string(value))
    }
}

/// A menu model (GMenu) for menu bars, popover menus and context menus.
@MainActor
public final class Menu: Object {
    var menu: OpaquePointer { OpaquePointer(raw) }

    /// Creates an empty menu.
    public init() { super.init(UnsafeMutableRawPointer(g_menu_new())!, .full) }

    /// Appends an item activating `action`.
    public func append(_ label: String, action: String, target: String? = nil, accelerator: String? = nil) {
        let item = MenuItem(label, action: action, target: target)
        if let accelerator { item.setAccelerator(accelerator) }
        append(item)
    }
    /// Appends a prepared item.
    public func append(_ item: MenuItem) { g_menu_append_item(menu, item.item) }
    /// Appends a section (drawn between separators).
    public func appendSection(_ section: Menu, label: String? = nil) {
        g_menu_append_section(menu, label.map(Menu.escapingMnemonics), section.raw.assumingMemoryBound(to: GMenuModel.self))
    }
    /// Appends a submenu; its label is shown as given (see `MenuItem.init`).
    public func appendSubmenu(_ label: String, _ submenu: Menu) {
        g_menu_append_submenu(menu, Menu.escapingMnemonics(label), submenu.raw.assumingMemoryBound(to: GMenuModel.self))
    }

    /// `text` with each `_` doubled, so that GTK shows it instead of
    /// reading it as a mnemonic marker.
    public static func escapingMnemonics(_ text: String) -> String {
        text.contains("_") ? text.replacing("_", with: "__") : text
    }

    /// What GTK shows for a menu label (`__` is one underscore, a single
    /// `_` marks the next character as the mnemonic and is not drawn).
    static func shownLabel(_ label: String) -> String {
        guard label.contains("_") else { return label }
        var shown = ""
        var afterMarker = false
        for character in label {
            if character == "_" && !afterMarker {
                afterMarker = true
                continue
            }
            afterMarker = false
            shown.append(character)
        }
        return shown
    }

    /// Removes every item.
    public func removeAll() { g_menu_remove_all(menu) }
    /// The number of items at the top level.
    public var count: Int { Int(g_menu_model_get_n_items(raw.assumingMemoryBound(to: GMenuModel.self))) }
    /// The label of the item at `index` as the menu shows it, if any.
    public func label(at index: Int) -> String? {
        let model = raw.assumingMemoryBound(to: GMenuModel.self)
        guard let value = g_menu_model_get_item_attribute_value(model, gint(index), "label", cgtk_variant_type_string()) else { return nil }
        defer { g_variant_unref(value) }
        return Value(variant: value)?.string.map(Menu.shownLabel)
    }

    var model: UnsafeMutablePointer<GMenuModel> { raw.assumingMemoryBound(to: GMenuModel.self) }

    /// The labels of every item as the menu shows them, sections and submenus flattened in order.
    public var flattenedLabels: [String] { Menu.labels(of: model) }

    private static func labels(of model: UnsafeMutablePointer<GMenuModel>) -> [String] {
        var result: [String] = []
        for index in 0..<g_menu_model_get_n_items(model) {
            if let value = g_menu_model_get_item_attribute_value(model, index, "label", cgtk_variant_type_string()) {
                if let label = Value(variant: value)?.string { result.append(shownLabel(label)) }
                g_variant_unref(value)
            }
            for link in ["section", "submenu"] {
                if let linked = g_menu_model_get_item_link(model, index, link) {
                    result += labels(of: linked)
                    g_object_unref(UnsafeMutableRawPointer(linked))
                }
            }
        }
        return result
    }
}
