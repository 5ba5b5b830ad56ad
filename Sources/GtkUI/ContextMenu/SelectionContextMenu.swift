import Gtk

/// `.contextMenu(forSelectionType:menu:primaryAction:)`, type-erased: the
/// menu of a set of row values, and what a double-click or Return does.
@MainActor
struct SelectionContextMenu {
    let entries: (Set<AnyHashable>) -> [MenuEntry]
    let primaryAction: ((Set<AnyHashable>) -> Void)?
}

extension View {
    /// Adds a menu to the rows of the lists and tables inside this view:
    /// right-click a row (or press the Menu key or Shift+F10) for the menu
    /// of the selection, or of the clicked row when it is not selected;
    /// a double-click or Return on a row runs `primaryAction` for the selection.
    ///
    /// `menu` receives the values (the selection type's) of the rows it acts on.
    public func contextMenu<I: Hashable, M: View>(
        forSelectionType itemType: I.Type = I.self, @ViewBuilder menu: @escaping (Set<I>) -> M,
        primaryAction: ((Set<I>) -> Void)? = nil
    ) -> some View {
        func typed(_ values: Set<AnyHashable>) -> Set<I> { Set(values.compactMap { $0.base as? I }) }
        let selectionMenu = SelectionContextMenu(
            entries: { collectMenuEntries(menu(typed($0))) },
            primaryAction: primaryAction.map { action in { action(typed($0)) } })
        return EnvironmentWriter(content: self) { $0.containers.selectionMenu = selectionMenu }
    }
}

/// The selection menu of one list or table: a right-click on a row, the
/// Menu key or Shift+F10 open it; activating a row (double-click, Return)
/// runs the primary action.
@MainActor
final class SelectionMenuController {
    var menu: SelectionContextMenu?
    weak var lifetime: WindowLifetime?
    private let presenter = ContextMenuPresenter()
    /// The selection values of the row at a point of the list widget (nil: no row there).
    private let rowValue: (Double, Double) -> AnyHashable??
    private let selectedValues: () -> Set<AnyHashable>
    /// The entries of the row at a point (nil: the focused row) that come
    /// before the selection's (a list row's `.swipeActions`).
    private let rowEntries: ((x: Double, y: Double)?) -> [MenuEntry]
    /// The menu shown last (kept for tests while it is open).
    var openMenu: ContextMenuMenu? { presenter.openMenu }

    /// Equips `widget` (a list or column view); `rowValue` answers the
    /// selection value of the row under a point (`.some(nil)`: a row that
    /// cannot be selected; nil: no row), `selectedValues` the selection,
    /// `rowEntries` the row's own first entries.
    init(
        on widget: Widget, rowValue: @escaping (Double, Double) -> AnyHashable??,
        selectedValues: @escaping () -> Set<AnyHashable>,
        rowEntries: @escaping ((x: Double, y: Double)?) -> [MenuEntry] = { _ in [] }
    ) {
        self.rowValue = rowValue
        self.selectedValues = selectedValues
        self.rowEntries = rowEntries
        let click = GestureClick(button: 3)
        click.onPressed { [weak self, weak widget, weak click] _, x, y in
            guard let self, let widget, self.openMenu(on: widget, at: (x, y), values: self.values(at: x, y)) else { return }
            click?.claim()
        }
        widget.addController(click)
        let keys = EventControllerKey()
        keys.onKeyPressed { [weak self, weak widget] event in
            guard let self, let widget else { return false }
            let menuKey = event.keyval == Key.menu && event.modifiers.relevant.isEmpty
            let shiftF10 = event.keyval == Key.f10 && event.modifiers.relevant == .shift
            guard menuKey || shiftF10 else { return false }
            let point = widget.windowFocus.flatMap { $0.bounds(relativeTo: widget) }
            return self.openMenu(
                on: widget, at: (point?.x ?? 0, point?.y ?? 0), values: self.selectedValues(), ofFocusedRow: true)
        }
        widget.addController(keys)
    }

    /// A row's own entries, then (after a divider) the selection menu's for `values`.
    private func entries(rowEntries: [MenuEntry], values: Set<AnyHashable>) -> [MenuEntry] {
        let selectionEntries = menu?.entries(values) ?? []
        if rowEntries.isEmpty || selectionEntries.isEmpty { return rowEntries + selectionEntries }
        return rowEntries + [.divider] + selectionEntries
    }

    /// The rows a menu opened at a point acts on: the selection when the
    /// row there is selected, else that row alone (none on empty space).
    func values(at x: Double, _ y: Double) -> Set<AnyHashable> {
        guard let row = rowValue(x, y) else { return [] }
        guard let value = row else { return [] }
        let selected = selectedValues()
        return selected.contains(value) ? selected : [value]
    }

    /// Opens the menu of `values` pointing at `point` of `widget`, the
    /// entries of the row there (or of the focused row) first; answers
    /// whether there was a menu to open.
    @discardableResult
    func openMenu(
        on widget: Widget, at point: (Double, Double), values: Set<AnyHashable>, ofFocusedRow: Bool = false
    ) -> Bool {
        let entries = entries(rowEntries: rowEntries(ofFocusedRow ? nil : point), values: values)
        guard !entries.isEmpty else { return false }
        presenter.open(entries, on: widget, at: Rect(x: point.0, y: point.1, width: 1, height: 1), lifetime: lifetime)
        return true
    }

    /// A row was activated: runs the primary action for the selection (or the row).
    func activated(rowValue value: AnyHashable?) {
        guard let action = menu?.primaryAction else { return }
        let selected = selectedValues()
        if let value, !selected.contains(value) { action([value]) } else if !selected.isEmpty { action(selected) }
    }

    /// Closes the open menu, if any.
    func close() { presenter.close() }
}
