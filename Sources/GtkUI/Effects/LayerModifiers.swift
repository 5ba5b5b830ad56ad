import Foundation

/// How a view's colours combine with what is behind it (SwiftUI's `BlendMode`).
public enum BlendMode: Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}

/// The colour space of an offscreen drawing (SwiftUI's `ColorRenderingMode`).
public enum ColorRenderingMode: Sendable {
    case nonLinear, linear, extendedLinear
}

extension View {
    /// Draws this view moved by `offset`, its layout space unchanged (CSS `transform: translate()`).
    public func offset(_ offset: CGSize) -> some View { self.offset(x: offset.width, y: offset.height) }

    /// Draws this view moved by `x` and `y` points, its layout space unchanged.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        let transform = "translate(\(VisualEffect.number(Double(x)))px, \(VisualEffect.number(Double(y)))px)"
        return EffectModifier(content: self, effect: VisualEffect(transforms: [transform]))
    }

    /// Clips what this view draws to its bounds (GTK's `overflow: hidden` on its widgets).
    public func clipped(antialiased: Bool = false) -> some View {
        AttributeModifier(
            content: self,
            apply: { node, _ in
                for widget in node.widgets where !widget.clipsChildren { widget.clipsChildren = true }
            }, info: { _ in })
    }

    /// Lets this view extend into the safe area.
    ///
    /// Compiles, no effect: a GNOME window has no safe-area insets (no
    /// notch, home indicator or on-screen keyboard inset); content already
    /// reaches the window's edges.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }

    /// Lets this view extend into the safe area on `edges` (the older spelling).
    ///
    /// Compiles, no effect: see `ignoresSafeArea`.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }

    /// Draws this view as one layer before its opacity and effects apply.
    ///
    /// Compiles, no effect needed: GTK already draws a widget's CSS
    /// `filter` and `opacity` over the widget and its children as a group.
    public func compositingGroup() -> some View { self }

    /// Draws this view offscreen before showing it.
    ///
    /// Compiles, no effect: GTK's renderer decides its own offscreen
    /// passes; the picture is the same.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View { self }

    /// Blends this view with what is behind it.
    ///
    /// Compiles, no effect: GTK 4.8's CSS has no blend mode for widgets
    /// (only a snapshot can blend); the view is drawn normally.
    public func blendMode(_ blendMode: BlendMode) -> some View { self }
}
