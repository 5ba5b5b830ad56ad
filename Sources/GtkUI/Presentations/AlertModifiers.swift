import Gtk

extension View {
    /// Presents an alert with `title` and the buttons of `actions` while
    /// `isPresented` is true.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>,
        @ViewBuilder actions: @escaping () -> A
    ) -> some View {
        AlertModifier(
            content: self, title: String(title), isPresented: isPresented, style: .alert,
            actions: actions, message: { Optional<EmptyView>.none })
    }

    /// Presents an alert with a text title.
    public func alert<A: View>(
        _ title: Text, isPresented: Binding<Bool>,
        @ViewBuilder actions: @escaping () -> A
    ) -> some View {
        alert(title.content, isPresented: isPresented, actions: actions)
    }

    /// Presents an alert with `title`, the buttons of `actions` and a message.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>,
        @ViewBuilder actions: @escaping () -> A,
        @ViewBuilder message: @escaping () -> M
    ) -> some View {
        AlertModifier(
            content: self, title: String(title), isPresented: isPresented, style: .alert,
            actions: actions, message: { Optional(message()) })
    }

    /// Presents an alert with a text title and a message.
    public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>,
        @ViewBuilder actions: @escaping () -> A,
        @ViewBuilder message: @escaping () -> M
    ) -> some View {
        alert(title.content, isPresented: isPresented, actions: actions, message: message)
    }

    /// Presents an alert about `data` (while it is non-nil and `isPresented` is true).
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: @escaping (T) -> A
    ) -> some View {
        AlertModifier(
            content: self, title: String(title), isPresented: presenting(data, isPresented), style: .alert,
            actions: { data.map(actions) }, message: { Optional<EmptyView>.none })
    }

    /// Presents an alert about `data`, with a message.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: @escaping (T) -> A,
        @ViewBuilder message: @escaping (T) -> M
    ) -> some View {
        AlertModifier(
            content: self, title: String(title), isPresented: presenting(data, isPresented), style: .alert,
            actions: { data.map(actions) }, message: { data.map(message) })
    }

    /// Presents a confirmation dialog with the buttons of `actions` (and
    /// "Cancel" when none cancels) while `isPresented` is true.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>,
        titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: @escaping () -> A
    ) -> some View {
        AlertModifier(
            content: self, title: String(title), isPresented: isPresented,
            style: .confirmationDialog(titleVisibility: titleVisibility),
            actions: actions, message: { Optional<EmptyView>.none })
    }

    /// Presents a confirmation dialog with a message.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>,
        titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: @escaping () -> A,
        @ViewBuilder message: @escaping () -> M
    ) -> some View {
        AlertModifier(
            content: self, title: String(title), isPresented: isPresented,
            style: .confirmationDialog(titleVisibility: titleVisibility),
            actions: actions, message: { Optional(message()) })
    }

    /// Presents a confirmation dialog with a text title.
    public func confirmationDialog<A: View>(
        _ title: Text, isPresented: Binding<Bool>,
        titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: @escaping () -> A
    ) -> some View {
        confirmationDialog(title.content, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
    }

    /// Presents a confirmation dialog about `data` (while it is non-nil).
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>,
        titleVisibility: Visibility = .automatic,
        presenting data: T?,
        @ViewBuilder actions: @escaping (T) -> A
    ) -> some View {
        AlertModifier(
            content: self, title: String(title), isPresented: presenting(data, isPresented),
            style: .confirmationDialog(titleVisibility: titleVisibility),
            actions: { data.map(actions) }, message: { Optional<EmptyView>.none })
    }

    /// Presents a confirmation dialog about `data`, with a message.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>,
        titleVisibility: Visibility = .automatic,
        presenting data: T?,
        @ViewBuilder actions: @escaping (T) -> A,
        @ViewBuilder message: @escaping (T) -> M
    ) -> some View {
        AlertModifier(
            content: self, title: String(title), isPresented: presenting(data, isPresented),
            style: .confirmationDialog(titleVisibility: titleVisibility),
            actions: { data.map(actions) }, message: { data.map(message) })
    }

    /// `isPresented`, false while there is no data to present.
    private func presenting<T>(_ data: T?, _ isPresented: Binding<Bool>) -> Binding<Bool> {
        Binding(get: { data != nil && isPresented.wrappedValue }, set: { isPresented.wrappedValue = $0 })
    }
}
