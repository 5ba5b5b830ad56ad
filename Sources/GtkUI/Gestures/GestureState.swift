/// State a gesture writes while it is in progress, back to its initial
/// value when the gesture ends (SwiftUI's `@GestureState`).
///
/// ```swift
/// @GestureState private var offset = CGSize.zero
/// … .gesture(DragGesture().updating($offset) { value, state, _ in state = value.translation })
/// ```
@propertyWrapper
public struct GestureState<Value>: DynamicProperty, DynamicPropertyLink {
    let location: StateLocation<Value>
    private let initial: Value
    private let resetAction: (Value, inout Transaction) -> Void

    /// State starting (and reset) at `wrappedValue`.
    public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, reset: { _, _ in }) }
    /// State starting (and reset) at `initialValue`.
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }
    /// State reset in `resetTransaction`.
    public init(wrappedValue: Value, resetTransaction: Transaction) { self.init(wrappedValue: wrappedValue) }
    /// State reset in `resetTransaction`.
    public init(initialValue: Value, resetTransaction: Transaction) { self.init(wrappedValue: initialValue) }
    /// State that calls `reset` with the value it had when the gesture ends.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        location = StateLocation(StateBox(wrappedValue))
        initial = wrappedValue
        resetAction = reset
    }
    /// State that calls `reset` with the value it had when the gesture ends.
    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: initialValue, reset: reset)
    }

    /// The current value: the gesture's while it runs, else the initial one.
    public var wrappedValue: Value { location.box.value }
    /// The state itself, for `updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }

    func write(_ value: Value) { location.box.write(value) }

    func reset() {
        var transaction = Transaction()
        resetAction(location.box.value, &transaction)
        location.box.write(initial)
    }

    func link(to previous: AnyStateBox?, onChange: @escaping () -> Void) -> AnyStateBox {
        if let previous = previous as? StateBox<Value> { location.box = previous }
        location.box.onChange = onChange
        return location.box
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// State starting (and reset) at nil.
    public init(resetTransaction: Transaction = Transaction()) { self.init(wrappedValue: nil) }
}
