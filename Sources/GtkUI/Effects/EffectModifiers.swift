import Foundation

extension View {
    /// Draws a shadow behind this view: around its box when it paints one
    /// (a background, a shape), else around its text and icons (CSS
    /// `box-shadow`, or `text-shadow` and `-gtk-icon-shadow`).
    public func shadow(color: Color = Color.black.opacity(0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
        -> some View
    {
        let shadow = EffectStack.Shadow(x: Double(x), y: Double(y), radius: Double(radius), color: color.css)
        return EffectModifier(content: self, effect: EffectStack(shadow: shadow))
    }

    /// Rotates the drawing of this view by `angle` around `anchor` (CSS
    /// `transform: rotate()`); its layout space does not change.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        let transform = "rotate(\(EffectStack.number(angle.degrees))deg)"
        return EffectModifier(content: self, effect: EffectStack(transforms: [transform], anchor: anchor))
    }

    /// Scales the drawing of this view by `scale` both ways around `anchor` (CSS `transform: scale()`).
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: scale, y: scale, anchor: anchor)
    }

    /// Scales the drawing of this view by `scale`'s width and height around `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
    }

    /// Scales the drawing of this view by `x` and `y` around `anchor`; its layout space does not change.
    public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View {
        let transform = "scale(\(EffectStack.number(Double(x))), \(EffectStack.number(Double(y))))"
        return EffectModifier(content: self, effect: EffectStack(transforms: [transform], anchor: anchor))
    }

    /// Blurs this view by `radius` points (CSS `filter: blur()`); `opaque` is ignored.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        filter("blur(\(EffectStack.number(Double(radius)))px)")
    }

    /// Takes away `amount` (0…1) of this view's colour (CSS `filter: grayscale()`).
    public func grayscale(_ amount: Double) -> some View {
        filter("grayscale(\(EffectStack.number(amount)))")
    }

    /// Scales this view's colour saturation by `amount` (CSS `filter: saturate()`).
    public func saturation(_ amount: Double) -> some View {
        filter("saturate(\(EffectStack.number(amount)))")
    }

    /// Brightens this view by `amount` (-1…1, 0 unchanged; CSS `filter: brightness(1 + amount)`).
    public func brightness(_ amount: Double) -> some View {
        filter("brightness(\(EffectStack.number(1 + amount)))")
    }

    /// Scales this view's contrast by `amount` (CSS `filter: contrast()`).
    public func contrast(_ amount: Double) -> some View {
        filter("contrast(\(EffectStack.number(amount)))")
    }

    /// Shifts this view's hues by `angle` (CSS `filter: hue-rotate()`).
    public func hueRotation(_ angle: Angle) -> some View {
        filter("hue-rotate(\(EffectStack.number(angle.degrees))deg)")
    }

    /// Inverts this view's colours (CSS `filter: invert(1)`).
    public func colorInvert() -> some View { filter("invert(1)") }

    private func filter(_ function: String) -> some View {
        EffectModifier(content: self, effect: EffectStack(filters: [function]))
    }
}
