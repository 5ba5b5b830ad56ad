import Foundation

extension View {
    /// Presents an alert about `error` while `isPresented` is true and the
    /// error is non-nil, with the buttons of `actions`.
    ///
    /// The title is the error's `errorDescription`; the message, its
    /// `failureReason` and `recoverySuggestion` (those it has, one per
    /// line). Empty `actions` give the alert an "OK" button.
    ///
    /// ```swift
    /// .alert(isPresented: $showError, error: lastError) {}
    /// ```
    public func alert<E: LocalizedError, A: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: @escaping () -> A
    ) -> some View {
        AlertModifier(
            content: self, title: error?.errorDescription ?? "", isPresented: errorShown(error, isPresented),
            style: .alert, actions: { actions() },
            message: { error.flatMap(errorExplanation).map { Text(verbatim: $0) } })
    }

    /// Presents an alert about `error`, its buttons and message built from
    /// the error, while `isPresented` is true and the error is non-nil.
    ///
    /// The title is the error's `errorDescription`.
    public func alert<E: LocalizedError, A: View, M: View>(
        isPresented: Binding<Bool>, error: E?,
        @ViewBuilder actions: @escaping (E) -> A,
        @ViewBuilder message: @escaping (E) -> M
    ) -> some View {
        AlertModifier(
            content: self, title: error?.errorDescription ?? "", isPresented: errorShown(error, isPresented),
            style: .alert, actions: { error.map(actions) }, message: { error.map(message) })
    }

    /// `isPresented`, false while there is no error to show.
    private func errorShown(_ error: (some LocalizedError)?, _ isPresented: Binding<Bool>) -> Binding<Bool> {
        Binding(get: { error != nil && isPresented.wrappedValue }, set: { isPresented.wrappedValue = $0 })
    }
}

/// The lines that explain `error` below its title: why it happened and what to do.
private func errorExplanation(_ error: some LocalizedError) -> String? {
    let lines = [error.failureReason, error.recoverySuggestion].compactMap { $0 }.filter { !$0.isEmpty }
    return lines.isEmpty ? nil : lines.joined(separator: "\n")
}
