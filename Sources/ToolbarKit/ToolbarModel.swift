// The live, shared model of one toolbar id: rule-checked operations.

/// The customizable toolbar of one toolbar id, shared by every window showing it.
///
/// Every operation is checked against the catalog's rules and throws a
/// ``ToolbarError`` when refused, leaving the layout unchanged. An operation
/// that is allowed but changes nothing (moving an entry onto itself, choosing
/// the current display mode) succeeds without notifying or recording undo.
/// Not thread-safe: use it from the main thread.
///
///     let model = ToolbarModel(id: "editingtools", catalog: catalog)
///     try model.move(from: 2, to: 0)
///     try model.undo()
public final class ToolbarModel {
    /// The toolbar id (the `id:` of `toolbar(id:content:)`).
    public let id: String
    /// The declarations the layout is checked against.
    public private(set) var catalog: ToolbarCatalog
    /// The current arrangement.
    public private(set) var layout: ToolbarLayout

    /// Ids of the current entries; kept in step with `layout` for O(1) duplicate checks.
    private var entryIDs: Set<String>
    private var spacerIDs = SpacerIDGenerator()
    var history = EditHistory()
    private var observers: [(key: Int, body: (ToolbarChange) -> Void)] = []
    private var nextObserverKey = 0

    /// Creates a model; `layout` (for example a loaded one) is first brought in
    /// line with `catalog` by ``ToolbarMigration``.
    ///
    /// Without it, the default layout.
    public init(id: String, catalog: ToolbarCatalog, layout: ToolbarLayout? = nil) {
        self.id = id
        self.catalog = catalog
        let initial = layout.map { ToolbarMigration.migrate($0, to: catalog) } ?? catalog.defaultLayout
        self.layout = initial
        self.entryIDs = Set(initial.entries.map(\.id))
    }

    /// Adds items declared after the model was made (content that appears
    /// later, for example under an `if`).
    ///
    /// The layout is migrated as on load: items the user never saw join next
    /// to their default neighbours, removed ones stay removed. Items missing
    /// from `declared` are kept, so content that disappears for a while keeps
    /// its place. Undo history is cleared, because its positions may no longer
    /// hold.
    public func extendCatalog(with declared: ToolbarCatalog) {
        guard declared.items.contains(where: { !catalog.contains(itemID: $0.id) }) else { return }
        var entries = declared.entries
        for item in catalog.items where declared.item(id: item.id) == nil {
            entries.append(.item(item))
        }
        catalog = ToolbarCatalog(entries)
        history = EditHistory()
        let migrated = ToolbarMigration.migrate(layout, to: catalog)
        if migrated != layout { restore(migrated, cause: .edit) }
    }

    /// Shows a layout saved elsewhere (by another instance of the app),
    /// migrated to the catalog.
    ///
    /// Undo history is cleared, because its positions may no longer
    /// hold; observers are told, as for an edit.
    public func adoptSavedLayout(_ saved: ToolbarLayout) {
        var migrated = ToolbarMigration.migrate(saved, to: catalog)
        migrated.seenItemIDs.formUnion(layout.seenItemIDs)
        guard migrated != layout else { return }
        history = EditHistory()
        restore(migrated, cause: .edit)
    }

    // MARK: Queries

    /// The number of `disabled` items, which always occupy the first positions.
    public var disabledCount: Int { catalog.disabledItems.count }

    /// Whether catalog item `itemID` is in the toolbar.
    public func contains(itemID: String) -> Bool {
        catalog.contains(itemID: itemID) && entryIDs.contains(itemID)
    }

    /// Catalog items not in the toolbar, in declaration order (the palette's items).
    public var availableItems: [CatalogItem] {
        catalog.items.filter { !entryIDs.contains($0.id) }
    }

    /// `alwaysAvailable` items the user removed: keep them reachable, for example in an overflow menu.
    public var removedAlwaysAvailableItems: [CatalogItem] {
        catalog.items.filter { $0.alwaysAvailable && !entryIDs.contains($0.id) }
    }

    /// The catalog item shown at `index`, or `nil` for a spacer or an invalid index.
    public func item(at index: Int) -> CatalogItem? {
        guard layout.entries.indices.contains(index), let id = layout.entries[index].itemID else { return nil }
        return catalog.item(id: id)
    }

    /// Whether the entry at `index` may be removed.
    public func canRemove(at index: Int) -> Bool {
        (try? checkRemove(at: index)) != nil
    }

    /// Whether the entry at `index` may move at all.
    public func canMove(at index: Int) -> Bool {
        guard layout.entries.indices.contains(index) else { return false }
        return item(at: index)?.isMovable ?? true
    }

    /// Whether `move(from:to:)` would succeed.
    public func canMove(from: Int, to: Int) -> Bool {
        (try? checkMove(from: from, to: to)) != nil
    }

    /// Whether `insert(item:at:)` would succeed.
    public func canInsert(item id: String, at index: Int) -> Bool {
        (try? checkInsert(item: id, at: index)) != nil
    }

    // MARK: Operations

    /// Inserts catalog item `id` so that it ends up at `index` (`0...entries.count`).
    public func insert(item id: String, at index: Int) throws {
        try checkInsert(item: id, at: index)
        perform(.insert(.item(id), at: index))
    }

    /// Inserts a new spacer instance at `index` and returns its entry (with its generated id).
    @discardableResult
    public func insertSpacer(_ kind: SpacerKind, at index: Int) throws -> LayoutEntry {
        try checkRoom()
        try checkInsertionIndex(index)
        let id = spacerIDs.next(kind) { entryIDs.contains($0) || catalog.contains(itemID: $0) }
        let entry = LayoutEntry.spacer(kind, id: id)
        perform(.insert(entry, at: index))
        return entry
    }

    /// Moves the entry at `from` so that its index afterwards is `to`.
    ///
    /// Both indices are positions in the current layout (`0..<entries.count`);
    /// `to` is the *final* index of the moved entry, as with
    /// `entries.insert(entries.remove(at: from), at: to)`.
    public func move(from: Int, to: Int) throws {
        try checkMove(from: from, to: to)
        guard from != to else { return }
        perform(.move(from: from, to: to))
    }

    /// Removes the entry at `index` and returns it.
    ///
    /// If it is an `alwaysAvailable` item it then appears in
    /// ``removedAlwaysAvailableItems``.
    @discardableResult
    public func remove(at index: Int) throws -> LayoutEntry {
        try checkRemove(at: index)
        let entry = layout.entries[index]
        perform(.remove(entry, at: index))
        return entry
    }

    /// Replaces the entries with the catalog's default set; display mode and visibility stay.
    ///
    /// Declared `throws` so the API can grow rules; it cannot fail today.
    public func useDefaultSet() throws {
        var new = layout
        new.entries = catalog.defaultLayout.entries
        replaceLayout(with: new)
    }

    /// Restores the default layout: default set, icon and text, toolbar shown.
    public func reset() {
        var new = catalog.defaultLayout
        new.seenItemIDs.formUnion(layout.seenItemIDs)
        replaceLayout(with: new)
    }

    /// Sets how items show themselves.
    public func setDisplayMode(_ mode: DisplayMode) {
        guard mode != layout.displayMode else { return }
        perform(.displayMode(old: layout.displayMode, new: mode))
    }

    /// Shows or hides the toolbar.
    public func setVisible(_ visible: Bool) {
        guard visible != layout.isVisible else { return }
        perform(.visibility(old: layout.isVisible, new: visible))
    }

    // MARK: Rules

    private func checkInsertionIndex(_ index: Int) throws {
        guard index >= 0, index <= layout.entries.count else {
            throw ToolbarError.indexOutOfRange(index: index, count: layout.entries.count)
        }
        guard index >= disabledCount else {
            throw ToolbarError.wouldPlaceBeforeDisabled(index: index, disabledCount: disabledCount)
        }
    }

    /// A layout never grows past what the settings file may hold.
    private func checkRoom() throws {
        guard layout.entries.count < ToolbarFileFormat.maximumEntries else {
            throw ToolbarError.toolbarFull(limit: ToolbarFileFormat.maximumEntries)
        }
    }

    private func checkIndex(_ index: Int) throws {
        guard layout.entries.indices.contains(index) else {
            throw ToolbarError.indexOutOfRange(index: index, count: layout.entries.count)
        }
    }

    private func checkInsert(item id: String, at index: Int) throws {
        guard catalog.contains(itemID: id) else { throw ToolbarError.unknownItem(id) }
        guard !entryIDs.contains(id) else { throw ToolbarError.duplicateItem(id) }
        try checkRoom()
        try checkInsertionIndex(index)
    }

    private func checkMove(from: Int, to: Int) throws {
        try checkIndex(from)
        try checkIndex(to)
        if let item = item(at: from), !item.isMovable {
            throw ToolbarError.notMovable(itemID: item.id)
        }
        guard to >= disabledCount else {
            throw ToolbarError.wouldPlaceBeforeDisabled(index: to, disabledCount: disabledCount)
        }
    }

    private func checkRemove(at index: Int) throws {
        try checkIndex(index)
        if let item = item(at: index), !item.isRemovable {
            throw ToolbarError.notRemovable(itemID: item.id, behavior: item.behavior)
        }
    }

    // MARK: Applying edits

    private func replaceLayout(with new: ToolbarLayout) {
        guard new != layout else { return }
        perform(.replace(old: layout, new: new))
    }

    /// Applies a new user edit, records it for undo and notifies observers.
    ///
    /// Recorded first: observers (the dialog's Undo and Redo buttons) read
    /// `canUndo` and `canRedo` when they are told of the change.
    private func perform(_ edit: Edit) {
        history.record(edit)
        apply([edit], cause: .edit)
    }

    /// Applies edits in order and notifies observers once.
    func apply(_ edits: [Edit], cause: ToolbarChange.Cause) {
        let old: ToolbarLayout? = observers.isEmpty ? nil : layout
        for edit in edits { apply(edit) }
        if let old { notify(ToolbarChange(old: old, new: layout, cause: cause)) }
    }

    /// Swaps in a whole layout without recording it (used by Cancel).
    func restore(_ new: ToolbarLayout, cause: ToolbarChange.Cause) {
        let old = layout
        layout = new
        entryIDs = Set(new.entries.map(\.id))
        notify(ToolbarChange(old: old, new: new, cause: cause))
    }

    private func apply(_ edit: Edit) {
        switch edit {
        case .insert(let entry, let index):
            layout.entries.insert(entry, at: index)
            entryIDs.insert(entry.id)
        case .remove(let entry, let index):
            layout.entries.remove(at: index)
            entryIDs.remove(entry.id)
        case .move(let from, let to):
            layout.entries.insert(layout.entries.remove(at: from), at: to)
        case .replace(_, let new):
            layout = new
            entryIDs = Set(new.entries.map(\.id))
        case .displayMode(_, let new):
            layout.displayMode = new
        case .visibility(_, let new):
            layout.isVisible = new
        }
    }

    // MARK: Observation

    /// Calls `body` after every change, in registration order, until the returned token is cancelled or released.
    public func addObserver(_ body: @escaping (ToolbarChange) -> Void) -> ToolbarObservation {
        let key = nextObserverKey
        nextObserverKey += 1
        observers.append((key, body))
        return ToolbarObservation { [weak self] in
            self?.observers.removeAll { $0.key == key }
        }
    }

    func notify(_ change: ToolbarChange) {
        for observer in observers {
            // An earlier observer may have cancelled this one.
            guard observers.contains(where: { $0.key == observer.key }) else { continue }
            observer.body(change)
        }
    }
}
