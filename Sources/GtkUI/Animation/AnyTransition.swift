/// How a view enters and leaves (SwiftUI's `AnyTransition`).
///
/// GtkUI inserts and removes views immediately; transitions are accepted.
public struct AnyTransition: Sendable {
    let name: String

    /// Fades in and out.
    public static let opacity = AnyTransition(name: "opacity")
    /// Slides in from the leading edge, out to the trailing edge.
    public static let slide = AnyTransition(name: "slide")
    /// Grows and shrinks.
    public static let scale = AnyTransition(name: "scale")
    /// No animation.
    public static let identity = AnyTransition(name: "identity")
    /// Grows from `scale`.
    public static func scale(scale: Double) -> AnyTransition { AnyTransition(name: "scale") }
    /// Moves in from and out to `edge`.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
    /// Pushes in from `edge`.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push") }
    /// One transition in, another out.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(name: "asymmetric")
    }
    /// Both transitions at once.
    public func combined(with other: AnyTransition) -> AnyTransition { AnyTransition(name: name + "+" + other.name) }
    /// This transition with `animation`.
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// How a view's content changes in place (SwiftUI's `ContentTransition`).
public struct ContentTransition: Equatable, Sendable {
    let name: String
    /// No animation.
    public static let identity = ContentTransition(name: "identity")
    /// Cross-fade.
    public static let opacity = ContentTransition(name: "opacity")
    /// Interpolates between the contents.
    public static let interpolate = ContentTransition(name: "interpolate")
    /// Rolls digits of numeric text.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(name: "numericText")
    }
    /// Rolls digits of numeric text towards `value`.
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText") }
}

extension View {
    /// How this view enters and leaves; GtkUI shows and removes it immediately.
    public func transition(_ t: AnyTransition) -> some View { self }
    /// How this view's content changes in place; GtkUI changes it immediately.
    public func contentTransition(_ transition: ContentTransition) -> some View { self }
}
