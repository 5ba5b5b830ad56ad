import Gtk

/// Where a view is in its scroll view, for `.scrollTransition` (SwiftUI's `ScrollTransitionPhase`).
public enum ScrollTransitionPhase: Equatable, Sendable {
    /// Past the top (leading) threshold: leaving or entering at the top or leading edge.
    case topLeading
    /// Within the thresholds: drawn as it is.
    case identity
    /// Past the bottom (trailing) threshold.
    case bottomTrailing

    /// Whether the phase is `.identity`.
    public var isIdentity: Bool { self == .identity }

    /// -1 for `.topLeading`, 0 for `.identity`, 1 for `.bottomTrailing`, to
    /// scale effects by. (An `.interactive` transition does not pass values
    /// in between: it interpolates the effects worked out for the phases.)
    public var value: Double {
        switch self {
        case .topLeading: return -1
        case .identity: return 0
        case .bottomTrailing: return 1
        }
    }
}

/// How a scroll transition follows the view through the visible area
/// (SwiftUI's `ScrollTransitionConfiguration`).
public struct ScrollTransitionConfiguration: Sendable {
    enum Mode: Sendable {
        case interactive
        case animated(Animation)
        case identity
    }
    var mode: Mode
    var threshold = Threshold.visible

    /// Interpolates the effects continuously as the view scrolls in, from
    /// just hidden to the threshold (easing in and out).
    public static let interactive = ScrollTransitionConfiguration(mode: .interactive)
    /// Goes from phase to phase as the view crosses the threshold, with the default animation.
    public static let animated = ScrollTransitionConfiguration(mode: .animated(.default))
    /// Never changes the view: it stays in the identity phase.
    public static let identity = ScrollTransitionConfiguration(mode: .identity)

    /// Goes from phase to phase as the view crosses the threshold, with `animation`.
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(mode: .animated(animation))
    }

    /// This configuration, treating the view as visible at `threshold`.
    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
        var copy = self
        copy.threshold = threshold
        return copy
    }

    /// This configuration, animating with `animation` (an interactive one becomes animated).
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration {
        var copy = self
        copy.mode = .animated(animation)
        return copy
    }

    /// A point in a view's way from hidden (fully outside the scroll view's
    /// visible area) to visible (SwiftUI's `ScrollTransitionConfiguration.Threshold`).
    public struct Threshold: Sendable {
        indirect enum Kind: Sendable {
            case visible(Double)
            case centered
            case inset(Kind, Double)
            case interpolated(Kind, Kind, Double)
        }
        let kind: Kind

        /// The view is fully visible (or fills the visible area).
        public static let visible = Threshold(kind: .visible(1))
        /// The view is just hidden: any part of it shows.
        public static let hidden = Threshold(kind: .visible(0))
        /// The view's centre is at the visible area's centre.
        public static var centered: Threshold { Threshold(kind: .centered) }

        /// `amount` of the view shows (0 hidden … 1 fully visible; clamped).
        public static func visible(_ amount: Double) -> Threshold { Threshold(kind: .visible(min(1, max(0, amount)))) }

        /// This threshold, `distance` points nearer the centre of the visible area (negative: farther).
        public func inset(by distance: Double) -> Threshold { Threshold(kind: .inset(kind, distance)) }

        /// A threshold `amount` of the way from this one to `other`.
        public func interpolated(towards other: Threshold, amount: Double) -> Threshold {
            Threshold(kind: .interpolated(kind, other.kind, amount))
        }

        /// How far the view's far edge is inside the visible area's edge
        /// when the threshold is met, for a view `length` long in an area
        /// `visible` long.
        func distance(length: Double, visible: Double) -> Double { Self.distance(kind, length, visible) }

        private static func distance(_ kind: Kind, _ length: Double, _ visible: Double) -> Double {
            switch kind {
            case .visible(let amount): return amount * min(length, visible)
            case .centered: return (length + visible) / 2
            case .inset(let base, let inset): return distance(base, length, visible) + inset
            case .interpolated(let from, let to, let amount):
                let start = distance(from, length, visible)
                return start + (distance(to, length, visible) - start) * amount
            }
        }
    }

    /// How far (0 hidden … 1 at the threshold) a view whose far edge is
    /// `inside` points inside the visible area has come.
    func progress(inside: Double, length: Double, visible: Double) -> Double {
        let distance = threshold.distance(length: length, visible: visible)
        guard distance > 0 else { return inside > 0 ? 1 : 0 }
        return min(1, max(0, inside / distance))
    }
}

/// Where a view is in the visible area of its scroll view: its phase, and
/// (for an interactive transition) how far it has come from that edge's
/// phase to identity.
struct ScrollTransitionPosition: Equatable {
    var phase: ScrollTransitionPhase
    /// 0 at the edge's phase … 1 at identity.
    var progress: Double

    /// The position of a view spanning `start..<start + length` along an
    /// area `0..<visible`, per the configurations of each side.
    static func of(
        start: Double, length: Double, visible: Double, topLeading: ScrollTransitionConfiguration,
        bottomTrailing: ScrollTransitionConfiguration
    ) -> ScrollTransitionPosition {
        let leading = topLeading.progress(inside: start + length, length: length, visible: visible)
        let trailing = bottomTrailing.progress(inside: visible - start, length: length, visible: visible)
        let nearLeading = start + length / 2 < visible / 2
        let (configuration, progress, phase) =
            nearLeading ? (topLeading, leading, ScrollTransitionPhase.topLeading) : (bottomTrailing, trailing, .bottomTrailing)
        switch configuration.mode {
        case .identity: return ScrollTransitionPosition(phase: .identity, progress: 1)
        case .animated: return progress >= 1 ? ScrollTransitionPosition(phase: .identity, progress: 1) : .init(phase: phase, progress: 0)
        case .interactive:
            guard progress < 1 else { return ScrollTransitionPosition(phase: .identity, progress: 1) }
            // SwiftUI's `.interactive` eases in and out along the way.
            return ScrollTransitionPosition(phase: phase, progress: progress * progress * (3 - 2 * progress))
        }
    }
}

/// `.scrollTransition`: effects worked out from the view's phase in its scroll view.
struct ScrollTransitionModifier<Content: View, Effect: VisualEffect>: View, PrimitiveView, DescribableView {
    typealias Body = Never
    let content: Content
    let topLeading: ScrollTransitionConfiguration
    let bottomTrailing: ScrollTransitionConfiguration
    let axis: Axis?
    let transition: @MainActor @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> Effect

    func makeNode() -> GeometryEffectNode { GeometryEffectNode(viewType: Self.self) }

    func updateNode(_ node: GeometryEffectNode, context: RenderContext) {
        let (transition, topLeading, bottomTrailing, axis) = (transition, topLeading, bottomTrailing, axis)
        node.effects = { node in
            let identity = transition(EmptyVisualEffect(), .identity).steps
            guard let position = Self.position(of: node, axis: axis, topLeading, bottomTrailing),
                position.phase != .identity
            else { return (identity, Self.animation(topLeading)) }
            let configuration = position.phase == .topLeading ? topLeading : bottomTrailing
            let edge = transition(EmptyVisualEffect(), position.phase).steps
            return (VisualEffectStep.interpolate(edge, identity, position.progress), Self.animation(configuration))
        }
        node.render(content, context: context)
        node.scheduleUpdate()
    }

    private static func animation(_ configuration: ScrollTransitionConfiguration) -> Animation? {
        if case .animated(let animation) = configuration.mode { return animation }
        return nil
    }

    /// Where the node's view is in its scroll view along `axis` (nil: the
    /// one the scroll view scrolls along), or nil outside a scroll view.
    @MainActor
    static func position(
        of node: GeometryEffectNode, axis: Axis?, _ topLeading: ScrollTransitionConfiguration,
        _ bottomTrailing: ScrollTransitionConfiguration
    ) -> ScrollTransitionPosition? {
        guard let scrolled = node.scrollView, let bounds = node.host.bounds(relativeTo: scrolled) else { return nil }
        let horizontal = axis.map { $0 == .horizontal } ?? scrollsHorizontally(scrolled)
        return .of(
            start: horizontal ? bounds.x : bounds.y, length: horizontal ? bounds.width : bounds.height,
            visible: Double(horizontal ? scrolled.width : scrolled.height), topLeading: topLeading,
            bottomTrailing: bottomTrailing)
    }

    /// Whether `scrolled` scrolls across only (its content fits its height but not its width).
    @MainActor
    static func scrollsHorizontally(_ scrolled: ScrolledWindow) -> Bool {
        let (across, down) = (scrolled.horizontalAdjustment, scrolled.verticalAdjustment)
        return across.upper > across.pageSize + 0.5 && down.upper <= down.pageSize + 0.5
    }

    func describe(into description: inout ControlDescription) { GtkUI.describe(content, into: &description) }
}

extension View {
    /// Draws this view with effects that follow its way through the visible
    /// area of its scroll view (SwiftUI's `scrollTransition(_:axis:transition:)`).
    ///
    /// `transition` is given the phase: `.identity` while the view is
    /// within the configuration's threshold, `.topLeading` or
    /// `.bottomTrailing` as it leaves or enters at that edge. An
    /// `.interactive` configuration interpolates the effects of the edge's
    /// phase and of identity as the view scrolls between hidden and the
    /// threshold; an `.animated` one changes phase at the threshold, with
    /// its animation. Worked out after each scroll and each layout; the
    /// effects do not change the layout.
    ///
    /// ```swift
    /// .scrollTransition { content, phase in
    ///     content.opacity(phase.isIdentity ? 1 : 0).scaleEffect(phase.isIdentity ? 1 : 0.75)
    /// }
    /// ```
    ///
    /// SwiftUI's closure is `@Sendable`; here it is also `@MainActor` (a
    /// closure literal written for SwiftUI is accepted as it is).
    public func scrollTransition(
        _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
        transition: @escaping @MainActor @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View {
        ScrollTransitionModifier(
            content: self, topLeading: configuration, bottomTrailing: configuration, axis: axis, transition: transition)
    }

    /// Draws this view with effects that follow its way through its scroll
    /// view, configured separately at the top (leading) and bottom
    /// (trailing) edges.
    public func scrollTransition(
        topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
        transition: @escaping @MainActor @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View {
        ScrollTransitionModifier(
            content: self, topLeading: topLeading, bottomTrailing: bottomTrailing, axis: axis, transition: transition)
    }
}
