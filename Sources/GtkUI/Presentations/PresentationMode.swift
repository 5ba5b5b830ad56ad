/// Whether a view is presented, and a way to dismiss it (SwiftUI's
/// deprecated `PresentationMode`, read as `@Environment(\.presentationMode)`).
///
/// The same as `\.isPresented` and `\.dismiss`: a sheet, popover or
/// inspector closes; outside one, the window does.
public struct PresentationMode {
    /// Whether the view is in a presentation.
    public let isPresented: Bool
    let dismissAction: DismissAction

    /// Dismisses the presentation (or closes the window).
    @MainActor public mutating func dismiss() { dismissAction() }
}

extension EnvironmentValues {
    /// The presentation mode, as a binding (`presentationMode.wrappedValue.dismiss()`).
    @MainActor public var presentationMode: Binding<PresentationMode> {
        let mode = PresentationMode(isPresented: isPresented, dismissAction: dismiss)
        return Binding(get: { mode }, set: { _ in })
    }
}
