import Gtk

/// `.searchFocused`: a focus state bound to the keyboard focus of the
/// nearest `.searchable` field inside the modified view.
@MainActor
struct SearchFocusBinding {
    /// Whether the state asks for the field to have the keyboard.
    let wantsFocus: () -> Bool
    /// The field got the keyboard: the state takes the field's value.
    let entered: () -> Void
    /// The field lost the keyboard: the state resets (if it still names the field).
    let left: () -> Void

    init<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) {
        wantsFocus = { binding.wrappedValue == value }
        entered = { if binding.wrappedValue != value { binding.wrappedValue = value } }
        left = { if binding.wrappedValue == value { binding.wrappedValue = binding.resetValue } }
    }
}

extension View {
    /// Binds the keyboard focus of the nearest `.searchable` field inside
    /// this view to `binding`: true while the GTK search entry has the
    /// keyboard; setting it to true focuses the entry, to false gives the
    /// keyboard back to the content.
    public func searchFocused(_ binding: FocusState<Bool>.Binding) -> some View {
        SearchSuggestionsModifier(content: self) { $0.focus = SearchFocusBinding(binding, equals: true) }
    }

    /// Binds the keyboard focus of the nearest `.searchable` field inside
    /// this view to `binding`: `value` while the search entry has the
    /// keyboard (reset to nil when it leaves); setting `value` focuses it.
    public func searchFocused<V: Hashable>(_ binding: FocusState<V>.Binding, equals value: V) -> some View {
        SearchSuggestionsModifier(content: self) { $0.focus = SearchFocusBinding(binding, equals: value) }
    }
}
