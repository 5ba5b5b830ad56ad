import CGtk

extension Trampolines {
    /// A call with one object's address (a list item factory's setup, bind, unbind, teardown).
    typealias ObjectHandler = @MainActor (UInt) -> Void
    /// A range of positions: the first and the count (GtkSelectionModel::selection-changed).
    typealias PositionRangeHandler = @MainActor (Int, Int) -> Void

    /// GtkSignalListItemFactory::setup/bind/unbind/teardown: (factory, list item, user data).
    static let listItem = Trampoline<ObjectHandler>(
        { _, item, data in
            let body = Trampoline<ObjectHandler>.body(data)
            let address = UInt(bitPattern: item)
            MainActor.assumeIsolated { body(address) }
        } as @convention(c) (Instance, UnsafeMutableRawPointer?, Data) -> Void)
    /// GtkSelectionModel::selection-changed: (model, position, n_items, user data).
    static let selectionChanged = Trampoline<PositionRangeHandler>(
        { _, position, count, data in
            let body = Trampoline<PositionRangeHandler>.body(data)
            MainActor.assumeIsolated { body(Int(position), Int(count)) }
        } as @convention(c) (Instance, guint, guint, Data) -> Void)
    /// GtkListView::activate: (list view, position, user data).
    static let position = Trampoline<IntHandler>(
        { _, position, data in
            let body = Trampoline<IntHandler>.body(data)
            MainActor.assumeIsolated { body(Int(position)) }
        } as @convention(c) (Instance, guint, Data) -> Void)
}

extension Trampolines {
    /// GtkSorter::changed: (sorter, GtkSorterChange, user data).
    static let sorterChanged = Trampoline<Action>(
        { _, _, data in
            let body = Trampoline<Action>.body(data)
            MainActor.assumeIsolated { body() }
        } as @convention(c) (Instance, GtkSorterChange, Data) -> Void)
}
