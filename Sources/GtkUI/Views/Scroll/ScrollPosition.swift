import Foundation
import Gtk

/// Where a scroll view is scrolled to, or is to scroll to: a view by its
/// id, an edge, or a point (SwiftUI's `ScrollPosition`, for
/// `.scrollPosition(_:)`).
///
/// Changing it from code scrolls the scroll view; when the user scrolls,
/// the binding gets a position naming the first target view in view
/// (`viewID`), with `isPositionedByUser` set.
public struct ScrollPosition: Equatable {
    enum Target: Equatable {
        case none
        case view(AnyHashable, UnitPoint?)
        case edge(Edge)
        case point(x: CGFloat?, y: CGFloat?)
    }
    var target: Target
    /// Counts the app's changes, so that setting the same place again scrolls again.
    var generation = 0

    /// Whether the user scrolled here (not the app).
    public private(set) var isPositionedByUser = false

    /// A position not yet anywhere in particular; ids of `idType` name its views.
    public init(idType: (some Hashable).Type = Never.self) { target = .none }
    /// A position at `edge` of the content.
    public init(idType: (some Hashable).Type = Never.self, edge: Edge) { target = .edge(edge) }
    /// A position with the visible area's top leading corner at `point` of the content.
    public init(idType: (some Hashable).Type = Never.self, point: CGPoint) { target = .point(x: point.x, y: point.y) }
    /// A position `x` points across the content.
    public init(idType: (some Hashable).Type = Never.self, x: CGFloat) { target = .point(x: x, y: nil) }
    /// A position `y` points down the content.
    public init(idType: (some Hashable).Type = Never.self, y: CGFloat) { target = .point(x: nil, y: y) }
    /// A position at the view with `id`, placed per `anchor`.
    public init(id: some Hashable, anchor: UnitPoint? = nil) { target = .view(AnyHashable(id), anchor) }

    /// The position of the view the user scrolled to.
    init(userViewID id: AnyHashable) {
        target = .view(id, nil)
        isPositionedByUser = true
    }

    private mutating func set(_ target: Target) {
        self.target = target
        generation += 1
        isPositionedByUser = false
    }

    /// Scrolls to the view with `id`, placed per `anchor` (nil: at the top leading edge).
    public mutating func scrollTo(id: some Hashable, anchor: UnitPoint? = nil) { set(.view(AnyHashable(id), anchor)) }
    /// Scrolls to `edge` of the content.
    public mutating func scrollTo(edge: Edge) { set(.edge(edge)) }
    /// Scrolls the visible area's top leading corner to `point` of the content.
    public mutating func scrollTo(point: CGPoint) { set(.point(x: point.x, y: point.y)) }
    /// Scrolls `x` points across the content.
    public mutating func scrollTo(x: CGFloat) { set(.point(x: x, y: nil)) }
    /// Scrolls `y` points down the content.
    public mutating func scrollTo(y: CGFloat) { set(.point(x: nil, y: y)) }
    /// Scrolls the visible area's top leading corner to `x`, `y` of the content.
    public mutating func scrollTo(x: CGFloat, y: CGFloat) { set(.point(x: x, y: y)) }

    /// The edge scrolled to, if the position is one.
    public var edge: Edge? {
        if case .edge(let edge) = target { return edge }
        return nil
    }

    /// The point scrolled to, if the position is one given both ways.
    public var point: CGPoint? {
        if case .point(let x?, let y?) = target { return CGPoint(x: x, y: y) }
        return nil
    }

    /// The id of the view scrolled to (by the app, or the first in view after the user scrolled).
    public var viewID: AnyHashable? {
        if case .view(let id, _) = target { return id }
        return nil
    }

    /// The id of the view scrolled to, if it is a `T`.
    public func viewID<T: Hashable>(type: T.Type) -> T? { viewID?.base as? T }
}

/// The node of `.scrollPosition`: follows the scroll view below it (or
/// around it) with a `ScrollPositionTracker`.
@MainActor
final class ScrollPositionNode: PassthroughNode {
    let tracker = ScrollPositionTracker()
    /// The `ScrollPosition` last seen in or written to the binding.
    var position: ScrollPosition?

    override func didRender() { tracker.attach(to: scrollView) }

    /// The first scroll view at or below this view's widget, else the one around it.
    private var scrollView: ScrolledWindow? {
        guard let widget = widgets.first else { return nil }
        return Self.scrollView(at: widget) ?? ScrolledWindow.enclosing(widget)
    }

    private static func scrollView(at widget: Widget) -> ScrolledWindow? {
        let children = widget.children
        if let first = children.first, let scrolled = ScrolledWindow.enclosing(first), scrolled.isSameObject(as: widget) {
            return scrolled
        }
        for child in children { if let found = scrollView(at: child) { return found } }
        return nil
    }

    /// Renders `content` with the ids inside registering with the tracker.
    func render<V: View>(tracking content: V, context: RenderContext) {
        var inner = context
        inner.environment.scrollPositionTargets = tracker.targets
        render(content, context: inner)
    }
}

/// `.scrollPosition(id:anchor:)`.
struct ScrollPositionIDModifier<Content: View, ID: Hashable>: View, PrimitiveView, DescribableView {
    typealias Body = Never
    let content: Content
    let id: Binding<ID?>
    let anchor: UnitPoint?

    func makeNode() -> ScrollPositionNode { ScrollPositionNode(viewType: Self.self) }

    func updateNode(_ node: ScrollPositionNode, context: RenderContext) {
        let binding = id
        node.tracker.anchor = anchor
        node.tracker.report = { id in binding.wrappedValue = id.base as? ID }
        node.render(tracking: content, context: context)
        node.tracker.bindingHolds(binding.wrappedValue.map { AnyHashable($0) })
    }

    func describe(into description: inout ControlDescription) { GtkUI.describe(content, into: &description) }
}

/// `.scrollPosition(_:anchor:)` with a `ScrollPosition`.
struct ScrollPositionModifier<Content: View>: View, PrimitiveView, DescribableView {
    typealias Body = Never
    let content: Content
    let position: Binding<ScrollPosition>
    let anchor: UnitPoint?

    func makeNode() -> ScrollPositionNode { ScrollPositionNode(viewType: Self.self) }

    func updateNode(_ node: ScrollPositionNode, context: RenderContext) {
        let binding = position
        node.tracker.anchor = anchor
        node.tracker.report = { [weak node] id in
            let position = ScrollPosition(userViewID: id)
            node?.position = position
            binding.wrappedValue = position
        }
        node.render(tracking: content, context: context)
        let position = binding.wrappedValue
        guard position != node.position else { return }
        node.position = position
        guard !position.isPositionedByUser else { return }
        switch position.target {
        case .none: break
        case .view(let id, let anchor): node.tracker.scroll(to: id, anchor: anchor)
        case .edge(let edge): node.tracker.scroll(toEdge: edge)
        case .point(let x, let y): node.tracker.scroll(toX: x, y: y)
        }
    }

    func describe(into description: inout ControlDescription) { GtkUI.describe(content, into: &description) }
}

extension View {
    /// Binds the id of the scroll view's target view that is in view
    /// (SwiftUI's `scrollPosition(id:anchor:)`).
    ///
    /// Put it on a `ScrollView` whose content has a `.scrollTargetLayout()`:
    /// its views (a `ForEach`'s elements, views with `.id`) are the targets.
    /// As the user scrolls, the binding gets the id of the target at
    /// `anchor`'s point of the visible area (without one, the first target
    /// in view at the top or leading edge). Setting the binding from code
    /// scrolls that view to `anchor` (without one, to the top leading
    /// edge), drawing it first if a lazy stack has not yet; that scroll is
    /// not written back to the binding.
    ///
    /// ```swift
    /// ScrollView(.horizontal) {
    ///     LazyHStack { ForEach(cards) { CardView(card: $0) } }.scrollTargetLayout()
    /// }
    /// .scrollPosition(id: $shownCard)
    /// ```
    public func scrollPosition(id: Binding<(some Hashable)?>, anchor: UnitPoint? = nil) -> some View {
        ScrollPositionIDModifier(content: self, id: id, anchor: anchor)
    }

    /// Binds where the scroll view is scrolled to (SwiftUI's
    /// `scrollPosition(_:anchor:)`): changing the position from code
    /// (`position.scrollTo(id:)`, `scrollTo(edge:)`, `scrollTo(x:y:)`)
    /// scrolls there; when the user scrolls, the binding gets a position
    /// naming the first target view in view, `isPositionedByUser` set.
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
        ScrollPositionModifier(content: self, position: position, anchor: anchor)
    }
}
