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

/// A value a view owns and changes (SwiftUI's `@State`).
///
/// Writing the value re-evaluates the owning view's `body`; the storage lives
/// as long as the view keeps its identity, not as long as a view value.
@propertyWrapper
public struct State<Value>: DynamicProperty, DynamicPropertyLink {
    let location: StateLocation<Value>

    /// Creates state with an initial value.
    public init(wrappedValue value: Value) { location = StateLocation(StateBox(value)) }
    /// Creates state with an initial value.
    public init(initialValue value: Value) { self.init(wrappedValue: value) }

    /// The current value.
    public var wrappedValue: Value {
        get { location.box.value }
        nonmutating set { location.box.write(newValue) }
    }

    /// A binding to the value, for controls that edit it (`$value`).
    public var projectedValue: Binding<Value> {
        let location = self.location
        return Binding(get: { location.box.value },
                       set: { location.box.write($0) },
                       lazySource: LazyStateSource(location: location))
    }

    func link(to previous: AnyStateBox?, onChange: @escaping () -> Void) -> AnyStateBox {
        if let previous = previous as? StateBox<Value> {
            location.box = previous
        }
        location.box.onChange = onChange
        return location.box
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates state holding nil.
    public init() { self.init(wrappedValue: nil) }
}

/// Marks properties the renderer manages (SwiftUI's `DynamicProperty`).
@MainActor @preconcurrency
public protocol DynamicProperty {}

/// A binding whose source supports lazy writes (a `@State`).
@MainActor
protocol LazyWritableSource {
    associatedtype Value
    var generation: Int { get }
    func writeLazily(_ producer: @escaping () -> Value) -> Int
}

/// A custom binding's deferred writer (see `Binding.init(get:set:deferredSet:revision:)`).
@MainActor
struct DeferredSource<Value>: LazyWritableSource {
    let deferredSet: (@escaping () -> Value) -> Int
    let revision: () -> Int
    var generation: Int { revision() }
    func writeLazily(_ producer: @escaping () -> Value) -> Int { deferredSet(producer) }
}

@MainActor
struct LazyStateSource<Value>: LazyWritableSource {
    let location: StateLocation<Value>
    var generation: Int { location.box.generation }
    func writeLazily(_ producer: @escaping () -> Value) -> Int { location.box.writeLazily(producer) }
}

/// A two-way connection to a value owned elsewhere (SwiftUI's `Binding`).
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    let getter: () -> Value
    let setter: (Value) -> Void
    let lazySource: (any LazyWritableSource)?

    init(get: @escaping () -> Value, set: @escaping (Value) -> Void, lazySource: (any LazyWritableSource)?) {
        getter = get
        setter = set
        self.lazySource = lazySource
    }

    /// Creates a binding from a getter and a setter.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.init(get: get, set: set, lazySource: nil)
    }

    /// Creates a binding whose owner accepts values produced on demand.
    ///
    /// GtkUI extension for large values such as a document's text: an editor
    /// calls `deferredSet` with a producer instead of copying the value on
    /// every keystroke, and the owner calls the producer only when it needs
    /// the value (to save it, say). `deferredSet` and `revision` return a
    /// counter bumped on every write, so an editor recognises its own writes.
    @MainActor
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void,
                deferredSet: @escaping (@escaping () -> Value) -> Int, revision: @escaping () -> Int) {
        self.init(get: get, set: set, lazySource: DeferredSource(deferredSet: deferredSet, revision: revision))
    }

    /// Creates a binding from another binding (for `@Binding var x: T` parameters).
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding that never changes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The bound value.
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }

    /// The binding itself (`$binding`).
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the bound value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let getter = self.getter, setter = self.setter
        return Binding<Subject>(get: { getter()[keyPath: keyPath] },
                                set: { newValue in
                                    var value = getter()
                                    value[keyPath: keyPath] = newValue
                                    setter(value)
                                })
    }
}

extension Binding {
    /// The write generation of a `@State` source, or nil for other bindings.
    @MainActor var sourceGeneration: Int? { lazySource?.generation }

    /// Writes a value that is produced only when someone reads it. Returns the
    /// new generation, or nil when the source cannot defer (then the value was
    /// written now).
    @MainActor func setLazily(_ producer: @escaping () -> Value) -> Int? {
        if let source = lazySource {
            return Self.writeLazily(source, producer)
        }
        setter(producer())
        return nil
    }

    @MainActor private static func writeLazily<S: LazyWritableSource>(_ source: S, _ producer: @escaping () -> Value) -> Int? {
        guard let typed = producer as? () -> S.Value else { return nil }
        return source.writeLazily(typed)
    }
}

/// Bindings to the properties of an `@Observable` object (SwiftUI's `@Bindable`).
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable> {
    /// The object.
    public var wrappedValue: Value
    /// Wraps an object.
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    /// Wraps an object.
    public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }
    /// Itself, so `$object.property` gives a binding.
    public var projectedValue: Bindable<Value> { self }
    /// A binding to a property of the object.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}
