import CGtk

/// Makes and recycles the items of a list or of a table column
/// (GtkSignalListItemFactory): the owner gives each item its widget on
/// setup and renders the item's row on bind.
///
/// Ownership: `handOver()` gives GTK the factory's first reference (a list
/// view or a column takes it); the wrapper keeps one of its own.
@MainActor
public final class ItemFactory {
    let object: Object
    private var created: OpaquePointer?
    /// The items GTK made (set up and not yet torn down), by address.
    private var liveItems: [UInt: ListItem] = [:]

    init() {
        let factory = gtk_signal_list_item_factory_new()!
        created = factory
        object = Object(borrowing: UnsafeMutableRawPointer(factory))
        object.connect(
            "setup",
            body: { [weak self] address in
                self?.liveItems[address] = ListItem(address: address)
            }, trampoline: Trampolines.listItem)
        object.connect(
            "teardown",
            body: { [weak self] address in
                self?.liveItems[address] = nil
            }, trampoline: Trampolines.listItem)
    }

    /// The factory with its first reference, for a GTK call that takes it (`transfer full`), once.
    func handOver() -> OpaquePointer {
        guard let factory = created else { preconditionFailure("the item factory was handed over already") }
        created = nil
        return factory
    }

    /// The items alive now (bound or waiting to be reused).
    public var items: [ListItem] { Array(liveItems.values) }

    /// Called when an item is made: give it its widget here.
    public func onSetup(_ body: @escaping @MainActor (ListItem) -> Void) { on("setup", after: true, body) }
    /// Called when an item starts showing a row (`item.position`).
    public func onBind(_ body: @escaping @MainActor (ListItem) -> Void) { on("bind", after: false, body) }
    /// Called when an item stops showing its row.
    public func onUnbind(_ body: @escaping @MainActor (ListItem) -> Void) { on("unbind", after: false, body) }
    /// Called before an item is destroyed.
    public func onTeardown(_ body: @escaping @MainActor (ListItem) -> Void) { on("teardown", after: false, body) }

    private func on(_ signal: String, after: Bool, _ body: @escaping @MainActor (ListItem) -> Void) {
        object.connect(
            signal, after: after,
            body: { [weak self] address in
                if let item = self?.liveItems[address] { body(item) }
            }, trampoline: Trampolines.listItem)
    }

    isolated deinit {
        // Never handed over (the widget was not made): release the first reference.
        if let created { g_object_unref(UnsafeMutableRawPointer(created)) }
    }
}
