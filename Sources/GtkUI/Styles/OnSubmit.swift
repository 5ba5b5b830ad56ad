import Gtk

/// What submitting text triggers (SwiftUI's `SubmitTriggers`).
public struct SubmitTriggers: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: Int
    /// Creates options from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Return in a text field.
    public static let text = SubmitTriggers(rawValue: 1)
    /// Submitting a search field.
    public static let search = SubmitTriggers(rawValue: 2)
}

extension View {
    /// Runs `action` when the user presses Return in a text field inside
    /// this view (after any `.onSubmit` closer to the field).
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        EnvironmentWriter(content: self) { environment in
            guard triggers.contains(.text) else { return }
            let inner = environment.controls.submit
            environment.controls.submit = {
                inner?()
                action()
            }
        }
    }
}
