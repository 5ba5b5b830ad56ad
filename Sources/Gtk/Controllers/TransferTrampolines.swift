import CGtk

extension Trampolines {
    /// A drag start point, answering what the drag offers (nil refuses the drag).
    typealias OfferProvider = @MainActor (Double, Double) -> TransferOffer?
    /// A drop's value and point, answering whether it was taken.
    typealias ValueDropHandler = @MainActor (DropValue, Double, Double) -> Bool
    /// A point under a drag, answering the action proposed there.
    typealias ActionDecision = @MainActor (Double, Double) -> DropAction

    /// GtkDragSource::prepare, offering a `TransferOffer`'s content provider.
    static let prepareOffer = Trampoline<OfferProvider>(
        { _, x, y, data in
            let body = Trampoline<OfferProvider>.body(data)
            guard let offer = MainActor.assumeIsolated({ body(x, y) }), !offer.isEmpty else { return nil }
            return offer.makeContentProvider()
        } as @convention(c) (Instance, gdouble, gdouble, Data) -> UnsafeMutablePointer<GdkContentProvider>?)
    /// GtkDropTarget::drop with a value of one of the `DropValueKind`s.
    static let valueDrop = Trampoline<ValueDropHandler>(
        { _, value, x, y, data in
            let body = Trampoline<ValueDropHandler>.body(data)
            guard let value, let dropped = DropValue(value) else { return 0 }
            return MainActor.assumeIsolated { body(dropped, x, y) } ? 1 : 0
        } as @convention(c) (Instance, UnsafePointer<GValue>?, gdouble, gdouble, Data) -> gboolean)
    /// GtkDropTarget::enter and ::motion, answering the action proposed.
    static let dropAction = Trampoline<ActionDecision>(
        { _, x, y, data in
            let body = Trampoline<ActionDecision>.body(data)
            return MainActor.assumeIsolated { body(x, y) }.gdk
        } as @convention(c) (Instance, gdouble, gdouble, Data) -> GdkDragAction)
}
