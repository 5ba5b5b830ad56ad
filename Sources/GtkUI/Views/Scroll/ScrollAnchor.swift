import Gtk

/// What a scroll view's default anchor decides (SwiftUI's `ScrollAnchorRole`).
public struct ScrollAnchorRole: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case initialOffset, sizeChanges, alignment }
    let kind: Kind

    /// Where the content is scrolled to when it is first shown.
    public static var initialOffset: ScrollAnchorRole { ScrollAnchorRole(kind: .initialOffset) }
    /// Where the scroll view stays when the content or the view changes
    /// size, while the user has not scrolled away from it.
    public static var sizeChanges: ScrollAnchorRole { ScrollAnchorRole(kind: .sizeChanges) }
    /// Where content smaller than the scroll view sits.
    public static var alignment: ScrollAnchorRole { ScrollAnchorRole(kind: .alignment) }
}

/// The default anchors of the scroll views inside a view, by role
/// (`.defaultScrollAnchor`).
struct ScrollAnchors: Equatable {
    var initialOffset: UnitPoint?
    var sizeChanges: UnitPoint?
    var alignment: UnitPoint?

    var followsPositions: Bool { initialOffset != nil || sizeChanges != nil }
}

extension View {
    /// Scrolls the scroll views inside this view to `anchor` when they
    /// first show their content, keeps them there as the content grows
    /// (until the user scrolls away; scrolling back resumes it), and places
    /// content smaller than the view at `anchor` (SwiftUI's
    /// `defaultScrollAnchor(_:)`).
    ///
    /// A chat or log uses `.bottom`: it opens on the newest lines and
    /// follows new ones. `anchor.x` is measured from the left edge, as
    /// GTK's horizontal scroll offset is; nil removes the anchor.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        EnvironmentWriter(content: self) {
            $0.scroll.anchors = ScrollAnchors(initialOffset: anchor, sizeChanges: anchor, alignment: anchor)
        }
    }

    /// Sets the scroll views' anchor for one role only (see
    /// `defaultScrollAnchor(_:)` and `ScrollAnchorRole`).
    public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> some View {
        EnvironmentWriter(content: self) {
            switch role.kind {
            case .initialOffset: $0.scroll.anchors.initialOffset = anchor
            case .sizeChanges: $0.scroll.anchors.sizeChanges = anchor
            case .alignment: $0.scroll.anchors.alignment = anchor
            }
        }
    }
}

/// Keeps a scrolled window at its default anchors: places it once the
/// first layout gives its adjustments a range, and again whenever the range
/// changes while the position was at the anchor.
@MainActor
final class ScrollAnchorFollower {
    /// One direction of the scrolled window: its adjustment and where it stands.
    @MainActor
    private final class Direction {
        let adjustment: Adjustment
        let fraction: (UnitPoint) -> Double
        var placedOnce = false
        /// False once the user scrolled away from the size-change anchor.
        var follows = true
        /// The range last seen: a move within another range is GTK
        /// clamping for a change the range handler deals with.
        var range: (lower: Double, upper: Double, page: Double) = (0, 0, 0)
        var isPlacing = false
        var handlers: [SignalHandler] = []

        init(_ adjustment: Adjustment, fraction: @escaping (UnitPoint) -> Double) {
            self.adjustment = adjustment
            self.fraction = fraction
        }

        var currentRange: (lower: Double, upper: Double, page: Double) {
            (adjustment.lower, adjustment.upper, adjustment.pageSize)
        }

        func target(_ anchor: UnitPoint) -> Double {
            let span = max(0, adjustment.upper - adjustment.lower - adjustment.pageSize)
            return adjustment.lower + span * min(1, max(0, fraction(anchor)))
        }

        func place(_ anchor: UnitPoint) {
            isPlacing = true
            defer { isPlacing = false }
            adjustment.value = target(anchor)
        }
    }

    var anchors = ScrollAnchors()
    private var axes: [Direction] = []

    init(_ scrolled: ScrolledWindow) {
        axes = [Direction(scrolled.verticalAdjustment) { Double($0.y) }, Direction(scrolled.horizontalAdjustment) { Double($0.x) }]
        for axis in axes {
            axis.handlers = [
                axis.adjustment.onChanged { [weak self, weak axis] in
                    if let axis { self?.rangeChanged(axis) }
                },
                axis.adjustment.onValueChanged { [weak self, weak axis] in
                    if let axis { self?.moved(axis) }
                }
            ]
        }
    }

    isolated deinit {
        for axis in axes {
            for handler in axis.handlers { handler.disconnect() }
        }
    }

    private func rangeChanged(_ axis: Direction) {
        axis.range = axis.currentRange
        guard axis.range.page > 0, axis.range.upper > axis.range.lower else { return }
        if !axis.placedOnce {
            axis.placedOnce = true
            if let anchor = anchors.initialOffset { axis.place(anchor) }
        } else if axis.follows, let anchor = anchors.sizeChanges {
            axis.place(anchor)
        }
    }

    private func moved(_ axis: Direction) {
        guard !axis.isPlacing, axis.currentRange == axis.range, let anchor = anchors.sizeChanges else { return }
        axis.follows = abs(axis.adjustment.value - axis.target(anchor)) < 1
    }
}

extension Align {
    /// The alignment nearest to a unit position (0 start, 1 end).
    init(fraction: Double) {
        self = fraction < 0.25 ? .start : fraction > 0.75 ? .end : .center
    }
}
