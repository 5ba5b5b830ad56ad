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
