import Gtk

/// One column of a `NavigationSplitView`: a box holding the column's views,
/// and the widths the column asks for (`.navigationSplitViewColumnWidth`).
@MainActor
final class SplitColumnNode: PassthroughNode, ContainerContextNode {
    let children = BoxChildren(Box(.vertical))
    /// The width the column may not go below (nil: its content's minimum).
    var minWidth: Int?
    /// The width the column starts at.
    var idealWidth: Int?
    /// The width the column may not go beyond.
    var maxWidth: Int?

    var box: Box { children.box }
    /// Whether content smaller than the column is centred in it (the
    /// content and detail columns; the sidebar's box draws GNOME's sidebar
    /// background, so it keeps the column's whole size).
    var centersContent = false

    init() {
        super.init(viewType: SplitColumnNode.self)
        box.vexpand = true
    }

    override func didRender() {
        children.sync(widgets)
        centerContent()
    }

    /// Centres the column's views, as SwiftUI centres a view smaller than
    /// the size it is offered (`Text("Select an item")` in the middle of the
    /// detail): along each axis none of them expands in, the box takes its
    /// natural length, centred in the column; content that fills (a `List`,
    /// a `ScrollView`, a `Form`, a navigation stack) keeps the whole column.
    private func centerContent() {
        guard centersContent else { return }
        let views = widgets.filter(\.isVisible)
        let halign: Align = views.contains { $0.computesExpand(.horizontal) } ? .fill : .center
        let valign: Align = views.contains { $0.computesExpand(.vertical) } ? .fill : .center
        if box.halign != halign { box.halign = halign }
        if box.valign != valign { box.valign = valign }
    }

    /// Sets the column's widths (from `.navigationSplitViewColumnWidth`).
    func setWidths(min: Int?, ideal: Int?, max: Int?) {
        minWidth = min
        idealWidth = ideal
        maxWidth = max
        let request = (min ?? -1, -1)
        if box.sizeRequest != request { box.setSizeRequest(width: request.0, height: request.1) }
    }

    /// `width` kept within the column's limits.
    func clamp(_ width: Int) -> Int {
        var clamped = width
        if let minWidth { clamped = Swift.max(clamped, minWidth) }
        if let maxWidth { clamped = Swift.min(clamped, maxWidth) }
        return clamped
    }
}

/// `.navigationSplitViewColumnWidth`: the widths of the column showing this view.
struct ColumnWidthModifier<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let min: CGFloat?
    let ideal: CGFloat?
    let max: CGFloat?

    func makeNode() -> PassthroughNode { PassthroughNode(viewType: Self.self) }
    func updateNode(_ node: PassthroughNode, context: RenderContext) {
        func pixels(_ value: CGFloat?) -> Int? { value.flatMap { $0.isFinite ? Int($0.rounded()) : nil } }
        node.nearestAncestor(SplitColumnNode.self)?.setWidths(min: pixels(min), ideal: pixels(ideal), max: pixels(max))
        node.render(content, context: context)
    }
}

extension View {
    /// Sets the width of the split view column showing this view (fixed: it
    /// starts at `width` and the divider cannot move it).
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        ColumnWidthModifier(content: self, min: width, ideal: width, max: width)
    }
    /// Sets the limits and the starting width of the split view column showing this view.
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        ColumnWidthModifier(content: self, min: min, ideal: ideal, max: max)
    }
}
