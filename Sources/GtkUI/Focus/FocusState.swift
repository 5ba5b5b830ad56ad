import Gtk

/// Which view has keyboard focus, as a value a view owns (SwiftUI's `@FocusState`).
///
///     @FocusState private var isSearchFocused: Bool
///     TextEditor(text: $query).focused($isSearchFocused)
///
/// Setting the value moves GTK's keyboard focus; focus moved by the user
/// (a click, Tab) is read back into it.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty, DynamicPropertyLink {
    /// A binding to a focus state, passed to `focused(_:)` (SwiftUI's `FocusState.Binding`).
    @propertyWrapper @MainActor
    public struct Binding {
        let location: StateLocation<Value>
        let resetValue: Value

        /// The focus value.
        public var wrappedValue: Value {
            get { location.box.value }
            nonmutating set { if location.box.value != newValue { location.box.write(newValue) } }
        }

        /// The binding itself.
        public var projectedValue: FocusState<Value>.Binding { self }
    }

    let location: StateLocation<Value>
    let resetValue: Value

    /// A Boolean focus state: true while the view bound with `focused(_:)` has focus.
    public init() where Value == Bool {
        location = StateLocation(StateBox(false))
        resetValue = false
    }

    /// An optional focus state: the value of the focused view bound with
    /// `focused(_:equals:)`, or nil when none has focus.
    public init<T: Hashable>() where Value == T? {
        location = StateLocation(StateBox(nil))
        resetValue = nil
    }

    /// The focus value; setting it moves keyboard focus.
    public var wrappedValue: Value {
        get { location.box.value }
        nonmutating set { projectedValue.wrappedValue = newValue }
    }

    /// A binding for `focused(_:)`.
    public var projectedValue: Binding { Binding(location: location, resetValue: resetValue) }

    func link(to previous: AnyStateBox?, onChange: @escaping () -> Void) -> AnyStateBox {
        if let previous = previous as? StateBox<Value> {
            location.box = previous
        }
        location.box.onChange = onChange
        return location.box
    }
}
