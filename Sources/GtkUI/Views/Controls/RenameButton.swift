import Gtk

/// A button that starts renaming (SwiftUI's `RenameButton`): runs the
/// action the nearest `.renameAction { }` set, and is disabled where none is.
public struct RenameButton<Label: View>: View {
    @Environment(\.renameAction) private var rename
    let label: Label

    /// A `Button` that runs the environment's rename action, disabled where there is none.
    public var body: some View {
        let rename = self.rename
        return Button(action: { rename?() }, label: { label }).disabled(rename == nil)
    }
}

extension RenameButton where Label == GtkUI.Label<Text, Image> {
    /// A "Rename" button with the pencil icon.
    public init() { label = GtkUI.Label(localized("Rename"), systemImage: "pencil") }
}

/// What `RenameButton` runs (SwiftUI's `RenameAction`).
@MainActor
public struct RenameAction {
    let action: @MainActor () -> Void
    /// Starts renaming.
    public func callAsFunction() { action() }
}

extension EnvironmentValues {
    /// The action a `RenameButton` runs here, if a view set one.
    public var renameAction: RenameAction? { rename.map(RenameAction.init) }
}

extension View {
    /// Sets what `RenameButton`s inside this view do.
    public func renameAction(_ action: @escaping @MainActor () -> Void) -> some View {
        EnvironmentWriter(content: self) { $0.rename = action }
    }
}

extension View {
    /// Makes `RenameButton`s inside this view start renaming by focusing
    /// the field bound to `isFocused` (set with `.focused(_:)`): the rename
    /// action sets it to true.
    public func renameAction(_ isFocused: FocusState<Bool>.Binding) -> some View {
        renameAction { isFocused.wrappedValue = true }
    }
}
