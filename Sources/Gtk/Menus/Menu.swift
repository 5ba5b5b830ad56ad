import CGtk

/// A menu model (GMenu) for menu bars, popover menus and context menus.
@MainActor
public final class Menu: Object {
    var menu: OpaquePointer { opaque }

    /// Creates an empty menu.
    public init() { super.init(adopting: UnsafeMutableRawPointer(g_menu_new())!) }

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

    /// The menu's items as read back from the model: labels, actions,
    /// accelerators, sections and submenus (for tests and diagnostics).
    public var outline: [MenuItemOutline] { Menu.outline(of: model) }

    private static func outline(of model: UnsafeMutablePointer<GMenuModel>) -> [MenuItemOutline] {
        var items: [MenuItemOutline] = []
        for index in 0..<g_menu_model_get_n_items(model) {
            items.append(
                MenuItemOutline(
                    label: attribute("label", of: model, at: index).map(shownLabel),
                    action: attribute("action", of: model, at: index),
                    accelerator: attribute("accel", of: model, at: index),
                    section: link("section", of: model, at: index), submenu: link("submenu", of: model, at: index)))
        }
        return items
    }

    private static func attribute(_ name: String, of model: UnsafeMutablePointer<GMenuModel>, at index: gint) -> String? {
        guard let value = g_menu_model_get_item_attribute_value(model, index, name, cgtk_variant_type_string()) else { return nil }
        defer { g_variant_unref(value) }
        return Value(variant: value)?.string
    }

    private static func link(_ name: String, of model: UnsafeMutablePointer<GMenuModel>, at index: gint) -> [MenuItemOutline]? {
        guard let linked = g_menu_model_get_item_link(model, index, name) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(linked)) }
        return outline(of: linked)
    }
}

/// One item of a menu model, read back (see `Menu.outline`).
public struct MenuItemOutline: Sendable, Equatable {
    /// The label as the menu shows it (mnemonic underscores removed).
    public let label: String?
    /// The detailed action name it activates ("app.quit").
    public let action: String?
    /// The accelerator it shows ("<Control>q").
    public let accelerator: String?
    /// The items of the section it stands for, if it is one.
    public let section: [MenuItemOutline]?
    /// The items of its submenu, if it opens one.
    public let submenu: [MenuItemOutline]?

    /// The labels of the items of a submenu, section by section.
    public var sectionLabels: [[String]] {
        (submenu ?? []).map { item in (item.section ?? [item]).compactMap(\.label) }
    }
}
