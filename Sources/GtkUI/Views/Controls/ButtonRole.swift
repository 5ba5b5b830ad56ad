import Gtk

/// What a button does, for its look and place (SwiftUI's `ButtonRole`).
///
/// A `.destructive` button is drawn in GNOME's destructive (red) style;
/// in an alert, Escape runs the `.cancel` button, which sits first.
public struct ButtonRole: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case destructive, cancel }
    let kind: Kind
    /// The button deletes data or cannot be undone.
    public static let destructive = ButtonRole(kind: .destructive)
    /// The button cancels the operation.
    public static let cancel = ButtonRole(kind: .cancel)
}
