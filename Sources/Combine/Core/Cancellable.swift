/// Something that can stop an activity (Combine's `Cancellable`).
public protocol Cancellable {
    /// Stops the activity and frees its resources.
    func cancel()
}

extension Cancellable {
    /// Keeps this cancellable in `collection` (it is cancelled when removed and released).
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        AnyCancellable(self).store(in: &collection)
    }
    /// Keeps this cancellable in `set`.
    public func store(in set: inout Set<AnyCancellable>) {
        AnyCancellable(self).store(in: &set)
    }
}
