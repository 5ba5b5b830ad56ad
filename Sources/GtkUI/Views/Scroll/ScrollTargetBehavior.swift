import Foundation
import Gtk

/// Where a scroll comes to rest: the visible rectangle of the content
/// (SwiftUI's `ScrollTarget`).
public struct ScrollTarget {
    /// The visible rectangle, in the content's coordinates.
    public var rect: CGRect
    /// The point of `rect` that is meant to rest there (nil: its top leading corner).
    public var anchor: UnitPoint?

    /// A target showing `rect`.
    public init(rect: CGRect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }
}

/// What a scroll target behavior decides from (SwiftUI's `ScrollTargetBehaviorContext`).
public struct ScrollTargetBehaviorContext {
    /// Where the scroll would rest without the behavior.
    public var originalTarget: ScrollTarget
    /// The direction and speed of the scroll that ended, in points per second.
    public var velocity: CGVector
    /// The size of the scrolled content.
    public var contentSize: CGSize
    /// The size of the scroll view's visible area.
    public var containerSize: CGSize
    /// The directions the scroll view scrolls in.
    public var axes: Axis.Set
    /// Where the scroll started: the previous resting place.
    var startOrigin: CGPoint
    /// The leading and top edges of the target views (`.scrollTargetLayout()`'s children).
    var viewOrigins: [CGPoint]
}

/// Decides where a scroll comes to rest once the user stops scrolling
/// (SwiftUI's `ScrollTargetBehavior`): `.paging` rests on whole pages,
/// `.viewAligned` on the edges of the views of a `.scrollTargetLayout()`.
///
/// A GNOME scroll view rests when wheel, touchpad or keyboard scrolling
/// has paused for a moment; the behavior's target is then scrolled to with
/// a short animation.
public protocol ScrollTargetBehavior {
    /// The context a behavior decides from.
    typealias TargetContext = ScrollTargetBehaviorContext
    /// Moves `target` to where the scroll should rest.
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
}

/// Rests on whole pages of the scroll view's size, one page per scroll (SwiftUI's `PagingScrollTargetBehavior`).
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    /// A paging behavior.
    public init() {}

    /// Moves `target` one page on from where the scroll started, in the direction it went.
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        for axis in [Axis.horizontal, .vertical] where context.axes.contains(axis == .horizontal ? .horizontal : .vertical) {
            let page = axis == .horizontal ? context.containerSize.width : context.containerSize.height
            guard page > 0 else { continue }
            let start = axis == .horizontal ? context.startOrigin.x : context.startOrigin.y
            let now = axis == .horizontal ? target.rect.origin.x : target.rect.origin.y
            let startPage = (start / page).rounded()
            let moved = now - start
            let threshold = min(page * 0.02, 8)
            let destination: CGFloat =
                moved > threshold ? startPage + 1 : moved < -threshold ? startPage - 1 : startPage
            if axis == .horizontal { target.rect.origin.x = destination * page } else { target.rect.origin.y = destination * page }
        }
    }
}

/// Rests with a target view's leading (top) edge at the scroll view's
/// leading (top) edge (SwiftUI's `ViewAlignedScrollTargetBehavior`).
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How far one scroll may go.
    public struct LimitBehavior: Equatable, Sendable {
        let byOne: Bool
        /// The platform's choice: as far as the scroll went (GNOME has no compact size class).
        public static let automatic = LimitBehavior(byOne: false)
        /// One view at most per scroll.
        public static let always = LimitBehavior(byOne: true)
        /// As far as the scroll went.
        public static let never = LimitBehavior(byOne: false)
        /// A few views at most per scroll; here, as far as the scroll went.
        public static let alwaysByFew = LimitBehavior(byOne: false)
        /// One view at most per scroll.
        public static let alwaysByOne = LimitBehavior(byOne: true)
    }

    let limit: LimitBehavior

    /// A view-aligned behavior limited by `limitBehavior`.
    public init(limitBehavior: LimitBehavior = .automatic) { limit = limitBehavior }

    /// Moves `target` to the next view edge in the direction the scroll went.
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        for axis in [Axis.horizontal, .vertical] where context.axes.contains(axis == .horizontal ? .horizontal : .vertical) {
            let edges = Set(context.viewOrigins.map { axis == .horizontal ? $0.x : $0.y }).sorted()
            guard !edges.isEmpty else { continue }
            let start = axis == .horizontal ? context.startOrigin.x : context.startOrigin.y
            let now = axis == .horizontal ? target.rect.origin.x : target.rect.origin.y
            let destination: CGFloat
            if now > start + 0.5 {
                let next = edges.first { $0 > now - 0.5 } ?? edges.last ?? now
                destination = limit.byOne ? min(next, edges.first { $0 > start + 0.5 } ?? next) : next
            } else if now < start - 0.5 {
                let previous = edges.last { $0 < now + 0.5 } ?? edges.first ?? now
                destination = limit.byOne ? max(previous, edges.last { $0 < start - 0.5 } ?? previous) : previous
            } else {
                destination = edges.min { abs($0 - now) < abs($1 - now) } ?? now
            }
            if axis == .horizontal { target.rect.origin.x = destination } else { target.rect.origin.y = destination }
        }
    }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Rests on whole pages, one page per scroll.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Rests with a view of the `.scrollTargetLayout()` at the leading (top) edge.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
    /// Rests with a view of the `.scrollTargetLayout()` at the leading (top) edge, going at most as far as `limitBehavior` lets one scroll.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior)
        -> ViewAlignedScrollTargetBehavior
    {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

/// The CSS class `.scrollTargetLayout()` gives the layout whose views are scroll targets.
let scrollTargetLayoutClass = "scroll-target-layout"

extension View {
    /// Sets where scroll views inside come to rest (`.paging`, `.viewAligned`).
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        EnvironmentWriter(content: self) { $0.scroll.targetBehavior = behavior }
    }

    /// Makes this layout's views the targets of a `.viewAligned` scroll view around it.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        AttributeModifier(
            content: self,
            apply: { node, _ in
                for widget in node.widgets where widget.hasCSSClass(scrollTargetLayoutClass) != isEnabled {
                    widget.setCSSClass(scrollTargetLayoutClass, isEnabled)
                }
            }, info: { _ in })
    }

    /// Whether scrolling dismisses the on-screen keyboard.
    ///
    /// GNOME desktops type on a hardware keyboard and show no such keyboard to dismiss, so
    /// this changes nothing.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }
}

/// When scrolling dismisses the on-screen keyboard (SwiftUI's `ScrollDismissesKeyboardMode`).
public struct ScrollDismissesKeyboardMode: Equatable, Sendable {
    let name: String
    /// The platform's default.
    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
    /// As soon as scrolling starts.
    public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
    /// Following a drag down past the keyboard.
    public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
    /// Never.
    public static let never = ScrollDismissesKeyboardMode(name: "never")
}

/// Brings a scroll view to rest where its behavior says, once scrolling has paused.
@MainActor
final class ScrollTargetSnapper {
    var behavior: any ScrollTargetBehavior
    var axes: Axis.Set
    private let scrolled: ScrolledWindow
    private var watches: [SignalHandler] = []
    private var pause: TimeoutSource?
    private var startOrigin: CGPoint
    private var lastMove: (origin: CGPoint, time: Double)?
    private var velocity = CGVector(dx: 0, dy: 0)
    /// Set while the snapper itself scrolls (its own moves are not the user's).
    private var isAnimating = false
    /// How long scrolling must pause before the scroll view comes to rest, in milliseconds.
    static let restDelay: UInt32 = 120
    /// Scroll views that a scroll the app asked for is moving
    /// (`.scrollPosition`): their snappers leave those moves be.
    private static var held: [ScrolledWindow] = []
    private static var live = WeakNodes<ScrollTargetSnapper>()

    /// Leaves `scrolled`'s moves to the app's scroll until `release`.
    static func hold(_ scrolled: ScrolledWindow) { held.append(scrolled) }

    /// The app's scroll of `scrolled` is over: its snapper starts from where it left it.
    static func release(_ scrolled: ScrolledWindow) {
        guard let index = held.firstIndex(where: { $0.isSameObject(as: scrolled) }) else { return }
        held.remove(at: index)
        for snapper in live.live where snapper.scrolled.isSameObject(as: scrolled) {
            snapper.pause?.cancel()
            snapper.pause = nil
            snapper.lastMove = nil
            snapper.startOrigin = snapper.origin
        }
    }

    init(_ scrolled: ScrolledWindow, behavior: any ScrollTargetBehavior, axes: Axis.Set) {
        self.scrolled = scrolled
        self.behavior = behavior
        self.axes = axes
        startOrigin = CGPoint(x: scrolled.horizontalAdjustment.value, y: scrolled.verticalAdjustment.value)
        Self.live.register(self)
        for adjustment in [scrolled.horizontalAdjustment, scrolled.verticalAdjustment] {
            watches.append(adjustment.onValueChanged { [weak self] in self?.moved() })
        }
    }

    private var origin: CGPoint { CGPoint(x: scrolled.horizontalAdjustment.value, y: scrolled.verticalAdjustment.value) }

    private func moved() {
        guard !isAnimating, !Self.held.contains(where: { $0.isSameObject(as: scrolled) }) else { return }
        let now = ProcessInfo.processInfo.systemUptime
        if let last = lastMove, now > last.time {
            velocity = CGVector(dx: (origin.x - last.origin.x) / (now - last.time), dy: (origin.y - last.origin.y) / (now - last.time))
        }
        lastMove = (origin, now)
        pause?.cancel()
        pause = TimeoutSource(milliseconds: Self.restDelay, repeats: false) { [weak self] in self?.rest() }
    }

    /// Where the scroll should rest now, as the behavior decides.
    func restingOrigin() -> CGPoint {
        let visible = CGSize(width: scrolled.horizontalAdjustment.pageSize, height: scrolled.verticalAdjustment.pageSize)
        var target = ScrollTarget(rect: CGRect(origin: origin, size: visible))
        let context = ScrollTargetBehaviorContext(
            originalTarget: target, velocity: velocity,
            contentSize: CGSize(width: scrolled.horizontalAdjustment.upper, height: scrolled.verticalAdjustment.upper),
            containerSize: visible, axes: axes, startOrigin: startOrigin, viewOrigins: targetOrigins())
        behavior.updateTarget(&target, context: context)
        let anchor = target.anchor ?? .topLeading
        func clamp(_ value: CGFloat, _ adjustment: Adjustment) -> CGFloat {
            min(max(value, adjustment.lower), max(adjustment.lower, adjustment.upper - adjustment.pageSize))
        }
        return CGPoint(
            x: clamp(target.rect.minX + anchor.x * (target.rect.width - visible.width), scrolled.horizontalAdjustment),
            y: clamp(target.rect.minY + anchor.y * (target.rect.height - visible.height), scrolled.verticalAdjustment))
    }

    private func rest() {
        pause = nil
        lastMove = nil
        let destination = restingOrigin()
        startOrigin = destination
        velocity = CGVector(dx: 0, dy: 0)
        animate(to: destination)
    }

    /// The leading and top edges, in the content's coordinates, of the
    /// views of the first `.scrollTargetLayout()` inside.
    private func targetOrigins() -> [CGPoint] {
        guard let content = scrolled.children.first, let layout = Self.targetLayout(in: content) else { return [] }
        let offset = origin
        return layout.children.compactMap { child in
            guard child.isVisible, let bounds = child.bounds(relativeTo: scrolled) else { return nil }
            return CGPoint(x: bounds.x + offset.x, y: bounds.y + offset.y)
        }
    }

    static func targetLayout(in widget: Widget) -> Widget? {
        if widget.hasCSSClass(scrollTargetLayoutClass) { return widget }
        for child in widget.children { if let found = targetLayout(in: child) { return found } }
        return nil
    }

    /// Scrolls to `destination` over a fifth of a second, easing out.
    private func animate(to destination: CGPoint) {
        let from = origin
        guard from != destination else { return }
        isAnimating = true
        let started = ProcessInfo.processInfo.systemUptime
        scrolled.addTickCallback { [weak self] in
            guard let self else { return false }
            let progress = min(1, (ProcessInfo.processInfo.systemUptime - started) / 0.2)
            let eased = 1 - (1 - progress) * (1 - progress) * (1 - progress)
            self.scrolled.horizontalAdjustment.value = from.x + (destination.x - from.x) * eased
            self.scrolled.verticalAdjustment.value = from.y + (destination.y - from.y) * eased
            guard progress < 1 else {
                self.isAnimating = false
                return false
            }
            return true
        }
    }

    isolated deinit {
        pause?.cancel()
        for watch in watches { watch.disconnect() }
    }
}
