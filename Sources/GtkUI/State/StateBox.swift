import Observation

/// Storage of one `@State` property; outlives the view values that name it.
@MainActor
final class StateBox<Value>: AnyStateBox {
    private var stored: Value
    /// A producer set by a lazy write (see `Binding.setLazily`); read on demand.
    private var pending: (() -> Value)?
    /// Bumped on every write, so a writer can recognise its own value.
    private(set) var generation = 0
    /// Called after every write; the owning node schedules an update.
    var onChange: (() -> Void)?

    init(_ value: Value) { stored = value }

    var value: Value {
        if let pending {
            stored = pending()
            self.pending = nil
        }
        return stored
    }

    func write(_ newValue: Value) {
        stored = newValue
        pending = nil
        generation &+= 1
        onChange?()
    }

    func writeLazily(_ producer: @escaping () -> Value) -> Int {
        pending = producer
        generation &+= 1
        onChange?()
        return generation
    }
}

/// Type-erased state storage, so nodes can keep and re-link it.
@MainActor
class AnyStateBox {}

/// The indirection a `State` value holds: re-pointed at the node's storage
/// each time a new view value is rendered.
@MainActor
final class StateLocation<Value> {
    var box: StateBox<Value>
    init(_ box: StateBox<Value>) { self.box = box }
}

/// Properties the renderer links to persistent storage before reading `body`.
@MainActor
protocol DynamicPropertyLink {
    /// Re-points this property at `previous` storage (same position, earlier
    /// render), or keeps its own when there is none. Returns the storage used.
    func link(to previous: AnyStateBox?, onChange: @escaping () -> Void) -> AnyStateBox
}
