import Gtk

/// A height a sheet can rest at (SwiftUI's `PresentationDetent`, iOS).
///
/// Desktop sheets are windows sized by their content, so detents are
/// accepted and not used: `.presentationDetents` compiles and does nothing.
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case medium, large
        case fraction(Double)
        case height(Double)
    }
    let kind: Kind
    /// About half the screen.
    public static let medium = PresentationDetent(kind: .medium)
    /// The full height.
    public static let large = PresentationDetent(kind: .large)
    /// A fraction of the full height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(kind: .fraction(Double(fraction))) }
    /// A fixed height.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(kind: .height(Double(height))) }
}

extension View {
    /// The heights a sheet can rest at (iOS).
    ///
    /// No effect on the desktop, where a sheet is a window sized by its
    /// content.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }

    /// The heights a sheet can rest at, with the one selected (iOS).
    ///
    /// No effect on the desktop.
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View { self }
}
