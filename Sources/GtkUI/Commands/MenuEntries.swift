import Gtk

/// One entry of a menu built from views (commands, context menus).
@MainActor
enum MenuEntry {
    case action(title: String, shortcut: String?, isEnabled: Bool, perform: () -> Void)
    case toggle(title: String, shortcut: String?, isEnabled: Bool, isOn: Binding<Bool>)
    case submenu(title: String, entries: [MenuEntry])
    /// A `Picker`: one radio entry per option, the selected one marked;
    /// inline (the options among the menu's entries, `.pickerStyle(.inline)`)
    /// or in a submenu titled by the picker's label, as macOS shows a
    /// "Sort By" picker.
    case picker(
        title: String, isEnabled: Bool, isInline: Bool, options: [String], selected: Int?,
        select: (Int) -> Void)
    case divider

    /// The structure (titles and kinds) that decides whether a menu must be rebuilt.
    var shape: Shape {
        switch self {
        case .action(let title, let shortcut, _, _): .action(title: title, shortcut: shortcut)
        case .toggle(let title, let shortcut, _, _): .toggle(title: title, shortcut: shortcut)
        case .submenu(let title, let entries): .submenu(title: title, entries: entries.map { $0.shape })
        case .picker(let title, _, let isInline, let options, _, _): .picker(title: title, isInline: isInline, options: options)
        case .divider: .divider
        }
    }

    /// An entry without its state and actions: what the menu's widgets are built from.
    indirect enum Shape: Equatable {
        case action(title: String, shortcut: String?)
        case toggle(title: String, shortcut: String?)
        case submenu(title: String, entries: [Shape])
        case picker(title: String, isInline: Bool, options: [String])
        case divider
    }
}

/// Modifier state that applies to the menu entries of its content.
struct MenuEntryAttributes {
    var shortcut: String?
    var isEnabled = true
}

/// Views that turn into menu entries (buttons, toggles, dividers, menus).
@MainActor
protocol MenuEntryProviding {
    func collectMenuEntries(into entries: inout [MenuEntry], attributes: MenuEntryAttributes)
}

/// The environment menu entries are collected in: the view's, for a
/// context menu (its `RenameButton` runs the view's rename action);
/// defaults for the menu bar.
@MainActor
enum MenuEntryEnvironment {
    private(set) static var current = EnvironmentValues()

    /// Runs `body` with `environment` as the current one.
    static func with<T>(_ environment: EnvironmentValues, _ body: () -> T) -> T {
        let outer = current
        current = environment
        defer { current = outer }
        return body()
    }
}

/// The menu entries of a view's content.
@MainActor
func collectMenuEntries<V: View>(_ view: V, attributes: MenuEntryAttributes = MenuEntryAttributes()) -> [MenuEntry] {
    var entries: [MenuEntry] = []
    collectMenuEntries(view, into: &entries, attributes: attributes)
    return entries
}

@MainActor
func collectMenuEntries<V: View>(_ view: V, into entries: inout [MenuEntry], attributes: MenuEntryAttributes) {
    var walker = MenuEntryWalker(entries: entries, attributes: attributes)
    walker.walk(view)
    entries = walker.entries
}

/// Collects the entries of the views along a walk that provide them.
@MainActor
private struct MenuEntryWalker: ViewWalker {
    var entries: [MenuEntry]
    let attributes: MenuEntryAttributes

    mutating func visit<V: View>(_ view: V) -> Bool {
        guard let provider = view as? MenuEntryProviding else { return false }
        provider.collectMenuEntries(into: &entries, attributes: attributes)
        return true
    }
}

/// Disabling content (`.disabled(true)`) disables its entries.
extension EnvironmentWriter: MenuEntryProviding {
    func collectMenuEntries(into entries: inout [MenuEntry], attributes: MenuEntryAttributes) {
        var environment = MenuEntryEnvironment.current
        let wasEnabled = environment.isEnabled
        transform(&environment)
        var inner = attributes
        if wasEnabled && !environment.isEnabled { inner.isEnabled = false }
        MenuEntryEnvironment.with(environment) { GtkUI.collectMenuEntries(content, into: &entries, attributes: inner) }
    }
}

// Controls as menu entries: what `CommandMenu` and `CommandGroup` content
// is made of.

extension Button: MenuEntryProviding {
    func collectMenuEntries(into entries: inout [MenuEntry], attributes: MenuEntryAttributes) {
        let action = self.action
        entries.append(
            .action(
                title: GtkUI.describe(label).bestLabel ?? "", shortcut: attributes.shortcut,
                isEnabled: attributes.isEnabled, perform: { action() }))
    }
}

extension RenameButton: MenuEntryProviding {
    /// Runs the rename action of the menu's view; disabled where it has none.
    func collectMenuEntries(into entries: inout [MenuEntry], attributes: MenuEntryAttributes) {
        let rename = MenuEntryEnvironment.current.rename
        entries.append(
            .action(
                title: GtkUI.describe(label).bestLabel ?? localized("Rename"), shortcut: attributes.shortcut,
                isEnabled: attributes.isEnabled && rename != nil, perform: { rename?() }))
    }
}

extension Toggle: MenuEntryProviding {
    func collectMenuEntries(into entries: inout [MenuEntry], attributes: MenuEntryAttributes) {
        entries.append(
            .toggle(
                title: GtkUI.describe(label).bestLabel ?? "", shortcut: attributes.shortcut,
                isEnabled: attributes.isEnabled, isOn: isOn))
    }
}

extension Picker: MenuEntryProviding {
    /// Radio entries bound to the selection, one per tagged option.
    func collectMenuEntries(into entries: inout [MenuEntry], attributes: MenuEntryAttributes) {
        var collected: [PickerOption] = []
        collectOptions(content, into: &collected)
        let options = collected.filter { $0.tag != nil }
        let selection = self.selection
        let current = AnyHashable(selection.wrappedValue)
        entries.append(
            .picker(
                title: GtkUI.describe(label).bestLabel ?? "", isEnabled: attributes.isEnabled,
                isInline: MenuEntryEnvironment.current.pickerStyle == .inline,
                options: options.map(\.title),
                selected: options.firstIndex { $0.tag == current },
                select: { index in
                    guard options.indices.contains(index), let value = options[index].tag?.base as? SelectionValue
                    else { return }
                    selection.wrappedValue = value
                }))
    }
}

extension Link: MenuEntryProviding {
    /// An entry that opens the destination, through the menu's `openURL`.
    func collectMenuEntries(into entries: inout [MenuEntry], attributes: MenuEntryAttributes) {
        let destination = self.destination
        let openURL = MenuEntryEnvironment.current.openURL
        entries.append(
            .action(
                title: GtkUI.describe(label).bestLabel ?? destination.absoluteString, shortcut: attributes.shortcut,
                isEnabled: attributes.isEnabled, perform: { openURL(destination) }))
    }
}

extension Divider: MenuEntryProviding {
    func collectMenuEntries(into entries: inout [MenuEntry], attributes: MenuEntryAttributes) {
        entries.append(.divider)
    }
}

extension Menu: MenuEntryProviding {
    func collectMenuEntries(into entries: inout [MenuEntry], attributes: MenuEntryAttributes) {
        var inner = MenuEntryAttributes()
        inner.isEnabled = attributes.isEnabled
        entries.append(
            .submenu(
                title: GtkUI.describe(label).bestLabel ?? "",
                entries: GtkUI.collectMenuEntries(content, attributes: inner)))
    }
}

extension AttributeModifier: MenuEntryProviding {
    /// `.keyboardShortcut` becomes the entry's accelerator (the innermost one wins).
    func collectMenuEntries(into entries: inout [MenuEntry], attributes: MenuEntryAttributes) {
        var description = ControlDescription()
        info(&description)
        var inner = attributes
        if let shortcut = description.keyboardShortcut { inner.shortcut = shortcut }
        GtkUI.collectMenuEntries(content, into: &entries, attributes: inner)
    }
}
