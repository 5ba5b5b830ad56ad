import Gtk

/// An alert described as a value (SwiftUI's `Alert`, from before alerts
/// took their buttons as views): shown with `.alert(isPresented:content:)`
/// or `.alert(item:content:)` as a GNOME message dialog, as the newer
/// `alert(_:isPresented:actions:message:)` is.
///
/// ```swift
/// .alert(isPresented: $showingError) {
///     Alert(title: Text("Sync Failed"), message: Text("The server did not answer."),
///           dismissButton: .default(Text("OK")))
/// }
/// ```
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An alert with one button (OK when `dismissButton` is nil).
    public init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) {
        self.title = title
        self.message = message
        buttons = dismissButton.map { [$0] } ?? []
    }

    init(title: Text, message: Text?, buttons: [Button]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    /// An alert with two buttons, such as a destructive one and Cancel.
    public init(title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    /// A button of an `Alert` or `ActionSheet`.
    public struct Button {
        enum Style { case `default`, cancel, destructive }
        let style: Style
        let label: Text
        let action: (() -> Void)?

        /// A button that confirms (Return presses it).
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Button(style: .default, label: label, action: action)
        }

        /// A button that cancels (Escape presses it), titled `label`.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Button(style: .cancel, label: label, action: action)
        }

        /// The system's Cancel button.
        public static func cancel(_ action: (() -> Void)? = {}) -> Alert.Button {
            Button(style: .cancel, label: Text(localized("Cancel")), action: action)
        }

        /// A button that destroys data (GNOME's destructive style).
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Button(style: .destructive, label: label, action: action)
        }
    }
}

/// A confirmation sheet described as a value (SwiftUI's `ActionSheet`, the
/// forerunner of `confirmationDialog`): on GNOME a message dialog whose
/// buttons stack, with Cancel first.
public struct ActionSheet {
    let title: Text
    let message: Text?
    let buttons: [Alert.Button]

    /// An action sheet with `buttons` (a Cancel button when none is given).
    public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    /// A button of an action sheet (the same as an alert's).
    public typealias Button = Alert.Button
}

/// The buttons of an `Alert` or `ActionSheet` as the views the alert modifier reads.
struct LegacyAlertActions: View {
    let buttons: [Alert.Button]

    var body: some View {
        ForEach(buttons.indices, id: \.self) { index in
            LegacyAlertButton(button: buttons[index])
        }
    }
}

/// One `Alert.Button` as a `Button` with its role (and Return on a default one).
struct LegacyAlertButton: View {
    let button: Alert.Button

    var body: some View {
        let action = button.action ?? {}
        let role: ButtonRole? =
            switch button.style {
            case .default: nil
            case .cancel: .cancel
            case .destructive: .destructive
            }
        if button.style == .default {
            Button(role: role, action: action) { button.label }.keyboardShortcut(.defaultAction)
        } else {
            Button(role: role, action: action) { button.label }
        }
    }
}

extension View {
    /// Presents the `Alert` that `content` describes while `isPresented` is true.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        legacyAlert(isPresented.wrappedValue ? content() : nil, isPresented: isPresented, style: .alert)
    }

    /// Presents the `Alert` that `content` describes for `item` while it is not nil
    /// (dismissing it sets `item` to nil).
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        legacyAlert(item.wrappedValue.map(content), isPresented: presence(of: item), style: .alert)
    }

    /// Presents the `ActionSheet` that `content` describes while `isPresented` is true.
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        legacyAlert(
            isPresented.wrappedValue ? content().asAlert : nil, isPresented: isPresented,
            style: .confirmationDialog(titleVisibility: .visible))
    }

    /// Presents the `ActionSheet` that `content` describes for `item` while it is not nil.
    public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View {
        legacyAlert(
            item.wrappedValue.map { content($0).asAlert }, isPresented: presence(of: item),
            style: .confirmationDialog(titleVisibility: .visible))
    }

    private func legacyAlert(
        _ alert: Alert?, isPresented: Binding<Bool>, style: AlertStyle
    ) -> AlertModifier<Self, LegacyAlertActions, Text> {
        let alert = alert ?? Alert(title: Text(verbatim: ""))
        return AlertModifier(
            content: self, title: alert.title.content, isPresented: isPresented,
            style: style,
            actions: { LegacyAlertActions(buttons: alert.buttons) }, message: { alert.message })
    }
}

extension ActionSheet {
    /// The sheet as the alert value the modifier shows.
    fileprivate var asAlert: Alert { Alert(title: title, message: message, buttons: buttons) }
}

/// True while `item` holds a value; setting false makes it nil (the alert was dismissed).
@MainActor
private func presence<Item>(of item: Binding<Item?>) -> Binding<Bool> {
    Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
}
