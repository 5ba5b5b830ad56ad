import Foundation

/// A transition as a type (SwiftUI's `Transition` protocol of 2023): how a
/// view enters and leaves, used with `.transition(_:)` or wrapped in an
/// `AnyTransition`.
///
/// The built-in transitions (`.opacity`, `.scale`, `.slide`, `.move(edge:)`,
/// `.push(from:)`, `.offset`, `.blurReplace`, `.identity`) show as their
/// `AnyTransition` forms do: through a `GtkRevealer`, a slide or a fade. A
/// transition of the app's own draws its `body(content:phase:)` in SwiftUI;
/// GtkUI fades it, as it does `AnyTransition.modifier(active:identity:)`.
///
/// ```swift
/// if showsDetail {
///     DetailView().transition(.move(edge: .trailing).combined(with: .opacity))
/// }
/// ```
@MainActor
public protocol Transition {
    /// The view the transition makes of its content.
    associatedtype Body: View
    /// The view being inserted or removed.
    typealias Content = PlaceholderContentView<Self>
    /// Draws `content` in `phase` (its state on the way in, in place, or on the way out).
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
    /// What the transition does beyond drawing (whether it changes the view's layout).
    static var properties: TransitionProperties { get }
}

extension Transition {
    /// A transition that changes nothing of its view's layout.
    public static var properties: TransitionProperties { TransitionProperties() }

    /// This transition, always with `animation`.
    public func animation(_ animation: Animation?) -> some Transition {
        ErasedTransition(base: AnyTransition(self).animation(animation))
    }

    /// This transition and `other` at once.
    public func combined<T: Transition>(with other: T) -> some Transition {
        ErasedTransition(base: AnyTransition(self).combined(with: AnyTransition(other)))
    }

    /// What GtkUI shows of this transition (a fade unless it is one of SwiftUI's own).
    var anyTransition: AnyTransition { (self as? any BuiltInTransition)?.base ?? AnyTransition([.custom]) }
}

/// Where a transition's view is: coming in, in place, or gone.
public enum TransitionPhase: Equatable, Sendable {
    /// About to be inserted: the state it comes in from.
    case willAppear
    /// In place.
    case identity
    /// Removed: the state it goes out to.
    case didDisappear

    /// Whether the view is in place.
    public var isIdentity: Bool { self == .identity }

    /// -1 coming in, 0 in place, 1 going out (for offsets and angles).
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

/// What a transition does beyond drawing (SwiftUI's `TransitionProperties`).
public struct TransitionProperties: Sendable {
    /// Whether the transition moves its view (and so changes what is laid out where).
    public var hasMotion: Bool
    /// Properties of a transition, moving its view or not.
    public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}

/// A transition GtkUI draws itself, as the `AnyTransition` it stands for.
@MainActor
protocol BuiltInTransition: Transition {
    var base: AnyTransition { get }
}

extension BuiltInTransition {
    /// The view itself (GtkUI draws the transition through a revealer).
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// A built-in transition after `.animation(_:)` or `.combined(with:)`.
struct ErasedTransition: BuiltInTransition {
    let base: AnyTransition
}

/// Fades in and out (`.opacity`).
public struct OpacityTransition: BuiltInTransition {
    var base: AnyTransition { .opacity }
    /// The fade.
    public init() {}
}

/// Grows in and shrinks out (`.scale`; GtkUI fades).
public struct ScaleTransition: BuiltInTransition {
    /// How small the view starts and ends, as a fraction of its size.
    public var scale: Double
    /// The point it grows from.
    public var anchor: UnitPoint
    var base: AnyTransition { .scale(scale: scale, anchor: anchor) }
    /// A scale transition from `scale` of the size, about `anchor`.
    public init(_ scale: Double, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }
}

/// Slides in from the leading edge and out to the trailing one (`.slide`).
public struct SlideTransition: BuiltInTransition {
    var base: AnyTransition { .slide }
    /// The slide.
    public init() {}
}

/// Moves in from and out to an edge (`.move(edge:)`).
public struct MoveTransition: BuiltInTransition {
    /// The edge it moves from and to.
    public var edge: Edge
    var base: AnyTransition { .move(edge: edge) }
    /// A move from and to `edge`.
    public init(edge: Edge) { self.edge = edge }
}

/// Pushes in from an edge and out to the opposite one, fading (`.push(from:)`).
public struct PushTransition: BuiltInTransition {
    /// The edge it comes in from.
    public var edge: Edge
    var base: AnyTransition { .push(from: edge) }
    /// A push from `edge`.
    public init(edge: Edge) { self.edge = edge }
}

/// Comes in from and goes out to an offset (`.offset`).
public struct OffsetTransition: BuiltInTransition {
    /// The offset it comes from and goes to.
    public var offset: CGSize
    var base: AnyTransition { .offset(offset) }
    /// An offset transition of `offset`.
    public init(_ offset: CGSize) { self.offset = offset }
}

/// Blurs the old view out and the new in (`.blurReplace`; GtkUI fades).
public struct BlurReplaceTransition: BuiltInTransition {
    /// Whether the view also scales up or down as it blurs.
    public struct Configuration: Equatable, Sendable {
        let upUnlessDown: Bool
        /// Scales down as it goes, up as it comes.
        public static let downUp = Configuration(upUnlessDown: false)
        /// Scales up as it goes, down as it comes.
        public static let upUp = Configuration(upUnlessDown: true)
    }
    /// How it scales as it blurs.
    public var configuration: Configuration
    var base: AnyTransition { .opacity }
    /// A blur-replace transition.
    public init(configuration: Configuration = .downUp) { self.configuration = configuration }
}

/// No animation: in and out at once (`.identity`).
public struct IdentityTransition: BuiltInTransition {
    var base: AnyTransition { .identity }
    /// The identity transition.
    public init() {}
}

/// One transition in, another out (`.asymmetric(insertion:removal:)`).
public struct AsymmetricTransition<Insertion: Transition, Removal: Transition>: BuiltInTransition {
    /// How the view comes in.
    public var insertion: Insertion
    /// How it goes out.
    public var removal: Removal
    var base: AnyTransition { .asymmetric(insertion: insertion.anyTransition, removal: removal.anyTransition) }
    /// `insertion` in, `removal` out.
    public init(insertion: Insertion, removal: Removal) {
        self.insertion = insertion
        self.removal = removal
    }
}

extension Transition where Self == OpacityTransition {
    /// Fades in and out.
    public static var opacity: OpacityTransition { OpacityTransition() }
}

extension Transition where Self == ScaleTransition {
    /// Grows in from nothing and shrinks out to nothing.
    public static var scale: ScaleTransition { ScaleTransition(0) }
    /// Grows from and shrinks to `scale` of the size, about `anchor`.
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition {
        ScaleTransition(scale, anchor: anchor)
    }
}

extension Transition where Self == SlideTransition {
    /// Slides in from the leading edge and out to the trailing one.
    public static var slide: SlideTransition { SlideTransition() }
}

extension Transition where Self == MoveTransition {
    /// Moves in from and out to `edge`.
    public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) }
}

extension Transition where Self == PushTransition {
    /// Pushes in from `edge`.
    public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) }
}

extension Transition where Self == OffsetTransition {
    /// Comes in from and goes out to `offset`.
    public static func offset(_ offset: CGSize) -> OffsetTransition { OffsetTransition(offset) }
    /// Comes in from and goes out to (`x`, `y`).
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition {
        OffsetTransition(CGSize(width: x, height: y))
    }
}

extension Transition where Self == BlurReplaceTransition {
    /// Blurs the old view out and the new one in.
    public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition() }
    /// Blurs out and in, scaling as `configuration` says.
    public static func blurReplace(_ configuration: BlurReplaceTransition.Configuration = .downUp) -> BlurReplaceTransition {
        BlurReplaceTransition(configuration: configuration)
    }
}

extension Transition where Self == IdentityTransition {
    /// In and out at once.
    public static var identity: IdentityTransition { IdentityTransition() }
}

extension AnyTransition {
    /// A transition of the `Transition` protocol, type-erased.
    @MainActor
    public init<T: Transition>(_ transition: T) { self = transition.anyTransition }

    /// Blurs the old view out and the new one in (GtkUI fades).
    public static let blurReplace = AnyTransition([.opacity])
}

extension View {
    /// How this view enters and leaves when an animated change inserts or removes it.
    @MainActor
    public func transition<T: Transition>(_ transition: T) -> some View {
        TransitionModifier(content: self, transition: AnyTransition(transition))
    }
}
