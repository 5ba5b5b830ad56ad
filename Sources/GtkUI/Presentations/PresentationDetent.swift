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

extension View {
    /// Whether a sheet shows its drag indicator (iOS).
    ///
    /// No effect on the desktop: a sheet is a window, moved and closed
    /// through its header bar.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }

    /// The corner radius of a sheet (iOS); no effect on the desktop, where
    /// the window manager draws the sheet's corners.
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { self }

    /// Paints the sheet's background with `style`: on GNOME, behind the sheet's content.
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { background(style) }

    /// Puts `content` behind the sheet's content.
    public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        background(alignment: alignment, content: content)
    }

    /// Whether the view behind a sheet takes input (iOS); on the desktop a
    /// sheet is modal to its window, so no effect.
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View { self }

    /// What a popover or sheet becomes in a compact size class (iOS); the
    /// desktop has none, so no effect.
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { self }

    /// What a popover or sheet becomes in compact widths and heights (iOS); no effect on the desktop.
    public func presentationCompactAdaptation(
        horizontal horizontalAdaptation: PresentationAdaptation, vertical verticalAdaptation: PresentationAdaptation
    ) -> some View { self }

    /// Whether swipes in a resizable sheet scroll or resize it (iOS); no effect on the desktop.
    public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View { self }
}

/// Whether the view behind a sheet takes input (SwiftUI's `PresentationBackgroundInteraction`).
public struct PresentationBackgroundInteraction: Sendable {
    let upThrough: PresentationDetent?
    let enabled: Bool?
    /// The platform's choice.
    public static let automatic = PresentationBackgroundInteraction(upThrough: nil, enabled: nil)
    /// The view behind does not take input.
    public static let disabled = PresentationBackgroundInteraction(upThrough: nil, enabled: false)
    /// The view behind takes input.
    public static let enabled = PresentationBackgroundInteraction(upThrough: nil, enabled: true)
    /// The view behind takes input while the sheet rests at `detent` or lower.
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(upThrough: detent, enabled: true)
    }
}

/// What a presentation becomes where room is short (SwiftUI's `PresentationAdaptation`).
public struct PresentationAdaptation: Sendable, Equatable {
    let name: String
    /// The platform's choice.
    public static let automatic = PresentationAdaptation(name: "automatic")
    /// Stays what it was declared as.
    public static let none = PresentationAdaptation(name: "none")
    /// A popover.
    public static let popover = PresentationAdaptation(name: "popover")
    /// A sheet.
    public static let sheet = PresentationAdaptation(name: "sheet")
    /// A full-screen cover.
    public static let fullScreenCover = PresentationAdaptation(name: "fullScreenCover")
}

/// What swipes do in a resizable sheet (SwiftUI's `PresentationContentInteraction`).
public struct PresentationContentInteraction: Sendable, Equatable {
    let name: String
    /// The platform's choice.
    public static let automatic = PresentationContentInteraction(name: "automatic")
    /// Swipes resize the sheet first.
    public static let resizes = PresentationContentInteraction(name: "resizes")
    /// Swipes scroll the content first.
    public static let scrolls = PresentationContentInteraction(name: "scrolls")
}
