import Gtk

/// Dismisses the presentation the view is in, or closes its window
/// outside one (SwiftUI's `DismissAction`, read as `@Environment(\.dismiss)`).
///
///     struct EditorSheet: View {
///         @Environment(\.dismiss) private var dismiss
///         var body: some View { Button("Done") { dismiss() } }
///     }
@MainActor
public struct DismissAction {
    let perform: @MainActor () -> Void

    /// Dismisses the sheet, popover or inspector (or closes the window).
    public func callAsFunction() { perform() }

    /// Does nothing: a view rendered outside any window.
    static let none = DismissAction {}
}
