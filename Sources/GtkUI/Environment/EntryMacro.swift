/// Declares an environment, focused or transaction value with its key in
/// one line (SwiftUI's `@Entry`).
///
/// In an extension of `EnvironmentValues` (or `Transaction`) the property
/// needs a default value; in `FocusedValues` it is optional and has none.
/// The macro writes the key type and the property's accessors.
///
/// ```swift
/// extension EnvironmentValues {
///     @Entry var accent: Color = .orange
/// }
/// extension FocusedValues {
///     @Entry var selectedNote: Note?
/// }
/// ```
@attached(accessor, names: named(get), named(set))
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "GtkUIMacros", type: "EntryMacro")
