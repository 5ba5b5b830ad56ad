/// A change applied to a view that makes a new view from it (SwiftUI's
/// `ViewModifier`).
///
/// `body(content:)` receives the modified view as `content` and returns
/// what shows instead; apply a modifier with `.modifier(_:)`. A modifier
/// may hold `@State`, `@Binding`, `@Environment` and the other dynamic
/// properties a view holds: each place a modifier is applied keeps its own
/// state for as long as that view keeps its identity. It renders into the
/// GTK widgets of whatever `body(content:)` returns (a modifier adds no
/// widget of its own).
///
/// ```swift
/// struct Card: ViewModifier {
///     @Environment(\.colorScheme) var colorScheme
///     func body(content: Content) -> some View {
///         content.padding().background(colorScheme == .dark ? Color.black : Color.white)
///     }
/// }
/// Text("Hello").modifier(Card())
/// ```
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of view this modifier makes.
    associatedtype Body: View
    /// The view this modifier makes from `content`, the view it modifies.
    @ViewBuilder @MainActor @preconcurrency func body(content: Content) -> Body
    /// The view being modified, as `body(content:)` receives it.
    typealias Content = _ViewModifier_Content<Self>
}

extension ViewModifier where Body == Never {
    /// Traps if called: primitive modifiers (`EmptyModifier`, composed
    /// modifiers) are applied by the renderer, not through a body.
    public func body(content: Content) -> Never {
        fatalError("\(Self.self) is a primitive view modifier and has no body")
    }
}

extension ViewModifier {
    /// A modifier that applies this one, then `modifier` (SwiftUI's
    /// `concat`): `view.modifier(a.concat(b))` is `view.modifier(a).modifier(b)`.
    nonisolated public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension View {
    /// Applies `modifier` to this view (SwiftUI's `.modifier(_:)`).
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// Modifiers the renderer applies itself rather than through
/// `body(content:)`: they rewrite the modified view into another view.
@MainActor
protocol PrimitiveViewModifier {
    /// `content` with this modifier applied.
    func modified<C: View>(_ content: C) -> any View
}
