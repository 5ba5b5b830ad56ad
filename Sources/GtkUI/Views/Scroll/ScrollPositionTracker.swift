import Foundation
import Gtk

/// The views with an id (the elements of `ForEach`es, views with `.id`)
/// inside a `.scrollPosition`, so that it can tell which one is first in
/// view and find the one the binding names.
@MainActor
final class ScrollPositionTargets {
    private struct Entry {
        let id: AnyHashable
        weak var node: ViewNode?
    }
    private var entries: [ObjectIdentifier: Entry] = [:]

    func register(_ id: AnyHashable, _ node: ViewNode) { entries[ObjectIdentifier(node)] = Entry(id: id, node: node) }

    /// The shown views with an id, with their outermost widgets (entries of views gone are dropped).
    func shown() -> [(id: AnyHashable, widget: Widget)] {
        entries = entries.filter { $0.value.node != nil }
        return entries.values.compactMap { entry in entry.node?.widgets.first.map { (entry.id, $0) } }
    }
}

extension EnvironmentValues {
    /// The ids of the `.scrollPosition` around this view, which `ForEach` and `.id` register with.
    var scrollPositionTargets: ScrollPositionTargets? {
        get { self[ScrollPositionTargetsKey.self] }
        set { self[ScrollPositionTargetsKey.self] = newValue }
    }
}

private struct ScrollPositionTargetsKey: EnvironmentKey {
    static var defaultValue: ScrollPositionTargets? { nil }
}

/// Follows which target view is first in a scroll view's visible area,
/// and scrolls to the one asked for, without reporting its own scrolling
/// back as the user's.
@MainActor
final class ScrollPositionTracker {
    let targets = ScrollPositionTargets()
    /// Where in the visible area the view that counts sits, and where a
    /// scrolled-to view is placed (nil: the top leading edge).
    var anchor: UnitPoint?
    /// Reports the id now in view (the binding's setter).
    var report: ((AnyHashable) -> Void)?
    /// The id the binding holds, as last set by the app or reported.
    private var known: AnyHashable?
    private var hasSeenBinding = false
    /// The scroll view followed (held, as the scroll target snapper holds
    /// its own: a wrapper found from a widget has no other owner).
    private var scrolled: ScrolledWindow?
    private var watcher: ScrollMoveWatcher?
    /// Set from a scroll asked for until it is done.
    private(set) var isScrollingToTarget = false
    /// Where the last scroll asked for left the scroll view: no report
    /// until the user moves away from it.
    private var scrolledOrigin: CGPoint?

    /// Follows `scrolled` (found once it exists).
    func attach(to scrolled: ScrolledWindow?) {
        guard let scrolled, self.scrolled.map({ !$0.isSameObject(as: scrolled) }) ?? true else { return }
        self.scrolled = scrolled
        guard let content = scrolled.children.first else { return }
        watcher = ScrollMoveWatcher(around: content) { [weak self] in self?.moved() }
    }

    /// The binding holds `id`: scrolls to it when the app changed it.
    func bindingHolds(_ id: AnyHashable?) {
        defer { hasSeenBinding = true }
        guard id != known || !hasSeenBinding else { return }
        known = id
        // Changed in `withAnimation`: the scroll animates.
        if let id { scroll(to: id, animation: TransactionScope.animation) }
    }

    private var origin: CGPoint? {
        scrolled.map { CGPoint(x: $0.horizontalAdjustment.value, y: $0.verticalAdjustment.value) }
    }

    private func moved() {
        check()
        // A frame whose layout came after the watcher's read left the
        // targets' places stale: read once more, a few frames on.
        guard !isRecheckScheduled, let scrolled else { return }
        isRecheckScheduled = true
        var ticks = 0
        scrolled.addTickCallback { [weak self] in
            ticks += 1
            guard ticks >= 3, let self else { return self != nil }
            self.isRecheckScheduled = false
            self.check()
            return false
        }
    }

    private var isRecheckScheduled = false

    /// Reports the target in view, when the user moved to another one.
    private func check() {
        guard !isScrollingToTarget, let origin, origin != scrolledOrigin else { return }
        scrolledOrigin = nil
        guard let id = firstInView(), id != known else { return }
        known = id
        report?(id)
    }

    /// Whether the scroll view moves across only.
    private var isHorizontal: Bool {
        guard let scrolled else { return false }
        return ScrollTransitionModifier<EmptyView, EmptyVisualEffect>.scrollsHorizontally(scrolled)
    }

    /// The target views in the scroll view, with their frames in its visible area.
    private func frames() -> [(id: AnyHashable, frame: Rect)] {
        guard let scrolled, let content = scrolled.children.first else { return [] }
        let layout = ScrollTargetSnapper.targetLayout(in: content)
        return targets.shown().compactMap { target in
            if let layout {
                guard let parent = target.widget.parent, parent.isSameObject(as: layout) else { return nil }
            }
            guard target.widget.isVisible, let frame = target.widget.bounds(relativeTo: scrolled) else { return nil }
            return (target.id, frame)
        }
    }

    /// The id of the target view at the anchor's point of the visible area
    /// (the top leading edge without one): the one spanning it, else the
    /// first one after it.
    func firstInView() -> AnyHashable? {
        guard let scrolled else { return nil }
        let horizontal = isHorizontal
        let visible = Double(horizontal ? scrolled.width : scrolled.height)
        let point = visible * Double(horizontal ? anchor?.x ?? 0 : anchor?.y ?? 0)
        let spans = frames().map { target in
            (
                id: target.id, start: horizontal ? target.frame.x : target.frame.y,
                end: horizontal ? target.frame.x + target.frame.width : target.frame.y + target.frame.height
            )
        }.filter { $0.end > 0.5 && $0.start < visible - 0.5 }.sorted { $0.start < $1.start }
        return (spans.first { $0.start <= point + 0.5 && $0.end > point } ?? spans.first { $0.start > point })?.id
    }

    /// Scrolls `id`'s view to `anchor` (the tracker's anchor when nil;
    /// drawing it first when a lazy stack has not yet), reporting nothing
    /// meanwhile.
    func scroll(to id: AnyHashable, anchor: UnitPoint? = nil, animation: Animation? = nil, attempts: Int = 50) {
        isScrollingToTarget = true
        guard let target = widget(for: id) else {
            // A row a lazy stack has not drawn yet (or the scroll view is not
            // there yet): drawn first, then scrolled to.
            if attempts > 0, LazyRegion.reveal(id) || scrolled == nil {
                MainLoop.after(0.02) { [weak self] in
                    self?.scroll(to: id, anchor: anchor, animation: animation, attempts: attempts - 1)
                }
            } else {
                isScrollingToTarget = false
            }
            return
        }
        afterLayout(of: target, animation: animation) { tracker in
            guard let target = tracker.widget(for: id) else { return }
            ScrollTargets.reveal(target, anchor: anchor ?? tracker.anchor ?? .topLeading)
        }
    }

    /// Scrolls to `edge` of the content (SwiftUI's `ScrollPosition.scrollTo(edge:)`).
    func scroll(toEdge edge: Edge) {
        scroll { scrolled in
            let (across, down) = (scrolled.horizontalAdjustment, scrolled.verticalAdjustment)
            switch edge {
            case .top: return (nil, down.lower)
            case .bottom: return (nil, down.upper - down.pageSize)
            case .leading: return (across.lower, nil)
            case .trailing: return (across.upper - across.pageSize, nil)
            }
        }
    }

    /// Scrolls so the visible area's top leading corner is at `x`, `y` of the content (nil: that way stays).
    func scroll(toX x: CGFloat?, y: CGFloat?) {
        scroll { scrolled in
            (x.map { Double($0) + scrolled.horizontalAdjustment.lower }, y.map { Double($0) + scrolled.verticalAdjustment.lower })
        }
    }

    private func scroll(_ values: @escaping (ScrolledWindow) -> (x: Double?, y: Double?), attempts: Int = 50) {
        isScrollingToTarget = true
        guard let scrolled else {
            if attempts > 0 {
                MainLoop.after(0.02) { [weak self] in self?.scroll(values, attempts: attempts - 1) }
            } else {
                isScrollingToTarget = false
            }
            return
        }
        afterLayout(of: scrolled) { tracker in
            guard let scrolled = tracker.scrolled else { return }
            let (x, y) = values(scrolled)
            for (adjustment, value) in [(scrolled.horizontalAdjustment, x), (scrolled.verticalAdjustment, y)] {
                guard let value else { continue }
                adjustment.value = max(adjustment.lower, min(value, adjustment.upper - adjustment.pageSize))
            }
        }
    }

    /// Runs `body` after the next layout of `widget`, when views added by the same update have their place.
    ///
    /// Then notes where the scroll view rests, so its own scrolling is not
    /// reported as the user's. With an `animation`, the scroll view moves
    /// to where `body` put it along it. The scroll view's snapper
    /// (`.scrollTargetBehavior`) leaves it be meanwhile.
    private func afterLayout(
        of widget: Widget, animation: Animation? = nil, _ body: @escaping (ScrollPositionTracker) -> Void
    ) {
        var ticks = 0
        widget.addTickCallback { [weak self] in
            ticks += 1
            guard ticks >= 2, let self else { return self != nil }
            let start = self.origin
            if let scrolled = self.scrolled { ScrollTargetSnapper.hold(scrolled) }
            body(self)
            if let animation, let start, let end = self.origin, start != end, Gtk.enablesAnimations {
                self.move(from: start, to: end, along: animation)
            } else {
                self.rest()
            }
            return false
        }
    }

    /// Moves the scroll view from `start` to `end` frame by frame along `animation`'s curve, then rests.
    private func move(from start: CGPoint, to end: CGPoint, along animation: Animation) {
        guard let scrolled else { return rest() }
        let began = ProcessInfo.processInfo.systemUptime
        let duration = max(0.01, animation.runDuration)
        func place(_ fraction: Double) {
            scrolled.horizontalAdjustment.value = start.x + (end.x - start.x) * fraction
            scrolled.verticalAdjustment.value = start.y + (end.y - start.y) * fraction
        }
        place(0)
        var placed = start
        scrolled.addTickCallback { [weak self] in
            guard let self else { return false }
            guard let now = self.origin, abs(now.x - placed.x) < 0.5, abs(now.y - placed.y) < 0.5 else {
                // The user scrolled meanwhile: the scroll stops there, and that place counts.
                self.rest()
                self.scrolledOrigin = nil
                self.moved()
                return false
            }
            let elapsed = min(1, (ProcessInfo.processInfo.systemUptime - began) / duration)
            place(elapsed < 1 ? animation.curve.value(at: elapsed) : 1)
            placed = CGPoint(x: scrolled.horizontalAdjustment.value, y: scrolled.verticalAdjustment.value)
            guard elapsed >= 1 else { return true }
            self.rest()
            return false
        }
    }

    /// The scroll asked for is done: notes where it left the scroll view.
    private func rest() {
        scrolledOrigin = origin
        isScrollingToTarget = false
        if let scrolled { ScrollTargetSnapper.release(scrolled) }
    }

    /// The widget of the target view `id` in this scroll view.
    private func widget(for id: AnyHashable) -> Widget? {
        guard let scrolled, let content = scrolled.children.first else { return nil }
        let layout = ScrollTargetSnapper.targetLayout(in: content)
        let candidates = targets.shown().filter { $0.id == id }
        return
            (candidates.first { target in
                layout.map { layout in target.widget.parent.map { $0.isSameObject(as: layout) } ?? false } ?? true
            } ?? candidates.first)?.widget
    }
}
