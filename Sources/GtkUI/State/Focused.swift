import Gtk

/// A key for a value views publish to menu commands (SwiftUI's `FocusedValueKey`).
public protocol FocusedValueKey {
    /// The type of the value.
    associatedtype Value
}

/// Values published by the focused window's views (SwiftUI's `FocusedValues`).
///
/// Declare keys as in SwiftUI:
///
///     struct BoldKey: FocusedValueKey { typealias Value = Binding<Bool> }
///     extension FocusedValues {
///         var bold: Binding<Bool>? { get { self[BoldKey.self] } set { self[BoldKey.self] = newValue } }
///     }
public struct FocusedValues {
    private var storage: [ObjectIdentifier: Any] = [:]

    /// Creates empty values.
    public init() {}

    /// The value for a key, if the focused window publishes one.
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { storage[ObjectIdentifier(key)] as? Key.Value }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    /// The values `@FocusedValue` reads: the active window's while menu
    /// commands are evaluated or run (`withCurrent`), else none.
    @MainActor private(set) static var current = FocusedValues()

    /// Runs `body` with `values` as the ones `@FocusedValue` reads, then
    /// restores the previous ones: only a command evaluation sets them, for
    /// its own duration.
    @MainActor static func withCurrent<Result>(_ values: FocusedValues, _ body: () throws -> Result) rethrows -> Result {
        let saved = current
        current = values
        defer { current = saved }
        return try body()
    }
}

/// Reads a value published by the focused window (SwiftUI's `@FocusedValue`).
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    let keyPath: KeyPath<FocusedValues, Value?>
    /// Reads the value at `keyPath`.
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) { self.keyPath = keyPath }
    /// The value, or nil when the focused window does not publish it.
    @MainActor public var wrappedValue: Value? { FocusedValues.current[keyPath: keyPath] }
}

/// Reads and writes a binding published by the focused window (SwiftUI's `@FocusedBinding`).
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    let keyPath: KeyPath<FocusedValues, Binding<Value>?>
    /// Reads the binding at `keyPath`.
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) { self.keyPath = keyPath }

    @MainActor private var binding: Binding<Value>? { FocusedValues.current[keyPath: keyPath] }

    /// The bound value, or nil when no window publishes it.
    @MainActor public var wrappedValue: Value? {
        get { binding?.wrappedValue }
        nonmutating set {
            if let newValue { binding?.wrappedValue = newValue }
        }
    }

    /// A binding to the optional value.
    @MainActor public var projectedValue: Binding<Value?> {
        let binding = self.binding
        return Binding(get: { binding?.wrappedValue }, set: { if let value = $0 { binding?.wrappedValue = value } })
    }
}

/// Publishes a focused value for the window's lifetime in this render.
struct FocusedValueWriter<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let write: (inout FocusedValues) -> Void

    func makeNode() -> PassthroughNode { PassthroughNode(viewType: Self.self) }
    func updateNode(_ node: PassthroughNode, context: RenderContext) {
        if let host = context.host { write(&host.focusedValues) }
        node.render(content, context: context)
    }
}

extension View {
    /// Publishes `value` to menu commands while this view's window is active.
    public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T) -> some View {
        FocusedValueWriter(content: self) { $0[keyPath: keyPath] = value }
    }
    /// Publishes `value` to menu commands (GtkUI treats it as scene-wide).
    public func focusedValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T?) -> some View {
        FocusedValueWriter(content: self) { $0[keyPath: keyPath] = value }
    }
}
