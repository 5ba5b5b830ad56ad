import Foundation

/// Where `.contentMargins` puts its margins (SwiftUI's `ContentMarginPlacement`).
public struct ContentMarginPlacement: Equatable, Sendable {
    let name: String
    /// The platform's choice: around the scrolled content.
    public static let automatic = ContentMarginPlacement(name: "automatic")
    /// Around the scrolled content, inside the scrolled area.
    public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
    /// Around the scroll bars: GNOME's overlay scroll bars keep their
    /// place at the view's edges, so these margins change nothing.
    public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}

/// Whether a scroll view bounces at its ends (SwiftUI's `ScrollBounceBehavior`).
public struct ScrollBounceBehavior: Equatable, Sendable {
    let name: String
    /// The platform's choice.
    public static let automatic = ScrollBounceBehavior(name: "automatic")
    /// Bounces even when the content fits.
    public static let always = ScrollBounceBehavior(name: "always")
    /// Bounces only when the content is larger than the view.
    public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
}

extension View {
    /// Adds `insets` on `edges` around the content of scroll views inside this view.
    ///
    /// SwiftUI's `contentMargins(_:_:for:)`: the content is
    /// inset by them and they scroll with it (GTK margins on the scrolled
    /// content's stack). `.scrollIndicators` placement changes nothing
    /// (GNOME's overlay scroll bars stay at the edges). Lists are not
    /// affected.
    public func contentMargins(
        _ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic
    ) -> some View {
        EnvironmentWriter(content: self) { environment in
            guard placement != .scrollIndicators else { return }
            var margins = environment.scroll.contentMargins
            if edges.contains(.top) { margins.top = insets.top }
            if edges.contains(.leading) { margins.leading = insets.leading }
            if edges.contains(.bottom) { margins.bottom = insets.bottom }
            if edges.contains(.trailing) { margins.trailing = insets.trailing }
            environment.scroll.contentMargins = margins
        }
    }

    /// Adds `length` points (nil: the default padding) on `edges` around the content of scroll views inside.
    public func contentMargins(
        _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
    ) -> some View {
        contentMargins(edges, EdgeInsets(.all, length ?? 12), for: placement)
    }

    /// Adds `length` points on every side around the content of scroll views inside.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, EdgeInsets(.all, length), for: placement)
    }

    /// Lets the content of scroll views inside this view draw beyond their
    /// bounds (SwiftUI's `scrollClipDisabled(_:)`): the scrolled window and
    /// its viewport stop clipping their children (GTK's `overflow`), so a
    /// card's shadow or a carousel's neighbouring cards show past the edges.
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        EnvironmentWriter(content: self) { $0.scroll.isClipDisabled = disabled }
    }

    /// Sets whether scroll views inside bounce at their ends (SwiftUI's
    /// `scrollBounceBehavior(_:axes:)`).
    ///
    /// Compiles, no effect: GTK's scrolled windows never bounce (they draw
    /// an overshoot glow at the edge instead), and content that fits is
    /// never scrolled, which is `.basedOnSize`.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View { self }
}
