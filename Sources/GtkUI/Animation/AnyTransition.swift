import Foundation

/// How a view enters and leaves (SwiftUI's `AnyTransition`).
///
/// A view with `.transition(_:)` inserted or removed by an animated change
/// (`withAnimation`, `.animation(_:value:)`) shows or hides through a
/// `GtkRevealer`: a move, slide or push slides it in from and out to its
/// edge (the room it takes grows or shrinks with it); a fade, a scale, an
/// offset or a custom modifier fades it. Without an animation it comes and
/// goes at once, as in SwiftUI.
public struct AnyTransition: Sendable {
    /// What the view does as it is inserted.
    let insertion: [TransitionEffect]
    /// What the view does as it is removed.
    let removal: [TransitionEffect]
    /// The transition's own animation (wins over the change's).
    let animation: Animation?

    init(insertion: [TransitionEffect], removal: [TransitionEffect], animation: Animation? = nil) {
        self.insertion = insertion
        self.removal = removal
        self.animation = animation
    }

    init(_ effects: [TransitionEffect]) { self.init(insertion: effects, removal: effects) }

    /// Fades in and out.
    public static let opacity = AnyTransition([.opacity])
    /// Slides in from the leading edge, out to the trailing edge.
    public static let slide = AnyTransition(insertion: [.move(.leading)], removal: [.move(.trailing)])
    /// Grows in from nothing and shrinks out to nothing (GtkUI: fades).
    public static let scale = AnyTransition([.scale])
    /// No animation: in and out at once.
    public static let identity = AnyTransition([])
    /// Grows from and shrinks to `scale` of its size (GtkUI: fades).
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition([.scale])
    }
    /// Moves in from and out to `edge`.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition([.move(edge)]) }
    /// Comes in from `offset` away and goes out there (GtkUI: slides in
    /// from the edge the offset points to).
    public static func offset(_ offset: CGSize) -> AnyTransition {
        AnyTransition([TransitionEffect.offset(x: offset.width, y: offset.height)])
    }
    /// Comes in from (`x`, `y`) away and goes out there.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        AnyTransition([TransitionEffect.offset(x: x, y: y)])
    }
    /// Pushes in from `edge`, fading in; leaves to the opposite edge, fading out.
    public static func push(from edge: Edge) -> AnyTransition {
        AnyTransition(insertion: [.move(edge), .opacity], removal: [.move(edge.opposite), .opacity])
    }
    /// One transition in, another out.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(
            insertion: insertion.insertion, removal: removal.removal,
            animation: insertion.animation ?? removal.animation)
    }
    /// A transition between `active` (the view out) and `identity` (the
    /// view in), as modifiers (GtkUI: fades).
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        AnyTransition([.custom])
    }
    /// Both transitions at once (GtkUI: a slide when either slides, else a fade).
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(
            insertion: insertion + other.insertion, removal: removal + other.removal,
            animation: animation ?? other.animation)
    }
    /// This transition, always with `animation` (also in a change that has none).
    public func animation(_ animation: Animation?) -> AnyTransition {
        AnyTransition(insertion: insertion, removal: removal, animation: animation)
    }
}

/// One thing a transition does to its view.
enum TransitionEffect: Sendable, Equatable {
    case opacity
    case move(Edge)
    case scale
    case offset(x: CGFloat, y: CGFloat)
    case custom

    /// How a `GtkRevealer` shows `effects` together: the first move (an
    /// offset moves towards the edge it points to), else a fade, else nothing.
    static func revealerTransition(of effects: [TransitionEffect]) -> RevealerTransition {
        for effect in effects {
            switch effect {
            case .move(let edge): return .slide(edge)
            case .offset(let x, let y) where x != 0 || y != 0:
                if abs(x) >= abs(y) { return .slide(x < 0 ? .leading : .trailing) }
                return .slide(y < 0 ? .top : .bottom)
            default: continue
            }
        }
        return effects.isEmpty ? .none : .fade
    }
}

/// A transition as a revealer draws it.
enum RevealerTransition: Equatable {
    case none
    case fade
    case slide(Edge)
}

extension Edge {
    /// The edge across from this one.
    var opposite: Edge {
        switch self {
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        }
    }
}

/// How a view's content changes in place (SwiftUI's `ContentTransition`).
///
/// GtkUI changes the content at once.
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
    /// Replaces a symbol image's symbol with an effect.
    public static let symbolEffect = ContentTransition(name: "symbolEffect")
}

extension View {
    /// How this view's content changes in place; GtkUI changes it at once.
    public func contentTransition(_ transition: ContentTransition) -> some View { self }
}
