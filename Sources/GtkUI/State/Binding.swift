import Observation

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
    public init(
        get: @escaping () -> Value, set: @escaping (Value) -> Void,
        deferredSet: @escaping (@escaping () -> Value) -> Int, revision: @escaping () -> Int
    ) {
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
        let getter = self.getter
        let setter = self.setter
        return Binding<Subject>(
            get: { getter()[keyPath: keyPath] },
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

    /// Writes a value that is produced only when someone reads it.
    ///
    /// Returns the new generation, or nil when the source cannot defer (then
    /// the value was written now).
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
