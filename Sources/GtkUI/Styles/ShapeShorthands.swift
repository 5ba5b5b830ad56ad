import Foundation

// SwiftUI's static shape members, so a shape parameter reads `.rect`,
// `.circle` or `.rect(cornerRadius: 8)`: `.clipShape(.rect(cornerRadius: 8))`,
// `.background(.blue, in: .capsule)`, `.contentShape(.rect)`.

extension Shape where Self == Rectangle {
    /// A rectangle (`Rectangle()`), as in `.contentShape(.rect)`.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangle whose corners are rounded by `cornerSize`.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> Self {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }

    /// A rectangle whose corners are rounded by `cornerRadius` points, as in
    /// `.clipShape(.rect(cornerRadius: 8))`.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> Self {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle with a radius per corner.
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> Self {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }

    /// A rectangle with a radius per corner, each 0 unless given.
    public static func rect(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) -> Self {
        UnevenRoundedRectangle(
            topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
            bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
}

extension Shape where Self == Capsule {
    /// A capsule (`Capsule()`): a rectangle with half-circle ends.
    public static var capsule: Capsule { Capsule() }

    /// A capsule whose ends curve in `style`.
    public static func capsule(style: RoundedCornerStyle) -> Self { Capsule(style: style) }
}

extension Shape where Self == Ellipse {
    /// An ellipse filling its frame (`Ellipse()`).
    public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == Circle {
    /// A circle centred in its frame (`Circle()`), as in `.clipShape(.circle)`.
    public static var circle: Circle { Circle() }
}
