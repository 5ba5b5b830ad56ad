import Gtk

/// Views side by side with a divider the user drags between each two
/// (SwiftUI's macOS `HSplitView`).
///
/// Drawn as GtkPaned dividers, nested when there are more than two views
/// (see `PanedStackNode` for how the views' frames size the panes).
///
/// ```swift
/// HSplitView {
///     FolderList().frame(minWidth: 150, maxWidth: 300)
///     FileTable().frame(minWidth: 300)
/// }
/// ```
public struct HSplitView<Content: View>: View {
    /// `Never`: a primitive view, rendered as GtkPaned dividers between the views.
    public typealias Body = Never
    let content: Content

    /// Creates a row of the views built by `content`, with a divider between each two.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

/// Views one above the other with a divider the user drags between each
/// two (SwiftUI's macOS `VSplitView`); see `HSplitView`.
public struct VSplitView<Content: View>: View {
    /// `Never`: a primitive view, rendered as GtkPaned dividers between the views.
    public typealias Body = Never
    let content: Content

    /// Creates a column of the views built by `content`, with a divider between each two.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

extension HSplitView: PrimitiveView, DescribableView {
    func makeNode() -> PanedStackNode { PanedStackNode(viewType: Self.self, axis: .horizontal) }
    func updateNode(_ node: PanedStackNode, context: RenderContext) { node.render(content, context: context) }
    func describe(into description: inout ControlDescription) { GtkUI.describe(content, into: &description) }
}

extension VSplitView: PrimitiveView, DescribableView {
    func makeNode() -> PanedStackNode { PanedStackNode(viewType: Self.self, axis: .vertical) }
    func updateNode(_ node: PanedStackNode, context: RenderContext) { node.render(content, context: context) }
    func describe(into description: inout ControlDescription) { GtkUI.describe(content, into: &description) }
}

/// The node of `HSplitView`/`VSplitView`: a box holding a chain of
/// GtkPaned, the first view the start of the first paned, the rest in
/// its end (the next paned, or the last view).
///
/// The views' `.frame` limits along the axis size the panes as far as
/// GtkPaned can: a minimum is the view's size request, which no divider
/// goes past (the panes do not shrink below it); a view with a finite
/// maximum keeps its size when the window resizes (it does not take the
/// extra space) and a divider dragged past its maximum springs back to
/// it. GtkPaned has no maximum of its own, so while the window grows a
/// view in the middle of three or more may pass its maximum until a
/// divider next to it moves.
@MainActor
final class PanedStackNode: WidgetNode<Box>, AxisProvidingNode, TraitReadingNode {
    let axis: Axis
    var content: ViewNode?
    /// The dividers, outermost first (one fewer than the views).
    private(set) var paneds: [Paned] = []
    /// The views' widgets as the paneds hold them now.
    private var placed: [Widget] = []
    /// Set while this node moves a divider itself.
    private var isClamping = false
    /// The dividers GTK placed once, and this node then moved to the views' natural sizes.
    private var placedDividers: Set<ObjectIdentifier> = []

    init(viewType: Any.Type, axis: Axis) {
        self.axis = axis
        super.init(viewType: viewType, widget: Box(axis.orientation, spacing: 0))
    }

    func render<V: View>(_ view: V, context: RenderContext) {
        content = reconcile(content, with: view, parent: self, context: context)
        sync()
        applyCommonEnvironment(context)
    }

    func sync() {
        let widgets = content?.widgets ?? []
        if widgets.map(ObjectIdentifier.init) != placed.map(ObjectIdentifier.init) { place(widgets) }
        applyLimits()
    }

    func traitsChanged() { applyLimits() }

    override func childWidgetsChanged(_ child: ViewNode) { sync() }

    /// Rebuilds the chain of paneds for `widgets`.
    private func place(_ widgets: [Widget]) {
        placedDividers = []
        for paned in paneds {
            paned.setStartChild(nil)
            paned.setEndChild(nil)
        }
        for child in widget.children { widget.remove(child) }
        let count = max(0, widgets.count - 1)
        while paneds.count > count { paneds.removeLast() }
        while paneds.count < count { paneds.append(makePaned(index: paneds.count)) }
        placed = widgets
        guard let first = widgets.first else { return }
        guard !paneds.isEmpty else { return widget.append(first) }
        for (index, paned) in paneds.enumerated() {
            paned.setStartChild(widgets[index])
            if index + 1 < paneds.count { paned.setEndChild(paneds[index + 1]) } else { paned.setEndChild(widgets[index + 1]) }
        }
        widget.append(paneds[0])
    }

    private func makePaned(index: Int) -> Paned {
        let paned = Paned(axis.orientation)
        paned.hexpand = true
        paned.vexpand = true
        paned.shrinksStartChild = false
        paned.shrinksEndChild = false
        paned.onPositionChanged { [weak self] in self?.dividerMoved(index) }
        return paned
    }

    /// The frame limits of `widget` along the axis.
    private func limits(of widget: Widget) -> FrameLimits? {
        LayoutTraits.value(\.frameSpec, of: widget)?.limits(axis.orientation)
    }

    /// Whether `widget` takes a share of the extra space (no finite maximum).
    private func resizes(_ widget: Widget) -> Bool {
        guard let maximum = limits(of: widget)?.maximum else { return true }
        return maximum == Int.max
    }

    /// Lets the panes of views without a finite maximum grow with the window.
    private func applyLimits() {
        for (index, paned) in paneds.enumerated() where index < placed.count - 1 {
            let start = resizes(placed[index])
            let end = placed[(index + 1)...].contains { resizes($0) }
            if paned.resizesStartChild != start { paned.resizesStartChild = start }
            if paned.resizesEndChild != end { paned.resizesEndChild = end }
        }
    }

    /// Keeps a divider from giving the view before it (or, for the last
    /// divider, the view after it) more than its maximum.
    private func dividerMoved(_ index: Int) {
        guard !isClamping, index < paneds.count, index + 1 < placed.count else { return }
        let paned = paneds[index]
        var position = initialPosition(index) ?? paned.position
        if let maximum = limits(of: placed[index])?.maximum, maximum != Int.max { position = min(position, maximum) }
        if index == paneds.count - 1, let maximum = limits(of: placed[index + 1])?.maximum, maximum != Int.max {
            let length = axis == .horizontal ? paned.width : paned.height
            // GTK 4.8's thin divider is 1 px wide.
            if length > 0 { position = max(position, length - 1 - maximum) }
        }
        guard position != paned.position else { return }
        setPosition(paned, position)
    }

    /// Where a divider starts, the first time GTK placed it: GTK 4.8 gives
    /// a pane that does not resize its minimum size; a view starts at its
    /// natural size (a frame's ideal), as in SwiftUI.
    private func initialPosition(_ index: Int) -> Int? {
        let paned = paneds[index]
        let length = axis == .horizontal ? paned.width : paned.height
        guard length > 0, placedDividers.insert(ObjectIdentifier(paned)).inserted else { return nil }
        let orientation = axis.orientation
        if !resizes(placed[index]) || limits(of: placed[index])?.ideal != nil {
            return placed[index].measure(orientation).natural
        }
        if index == paneds.count - 1, !resizes(placed[index + 1]) {
            return length - 1 - placed[index + 1].measure(orientation).natural
        }
        return nil
    }

    private func setPosition(_ paned: Paned, _ position: Int) {
        isClamping = true
        paned.position = position
        isClamping = false
    }
}
