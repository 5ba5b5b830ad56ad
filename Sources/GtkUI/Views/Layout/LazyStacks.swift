import Gtk

/// Views in a column that takes the whole width (SwiftUI's `LazyVStack`).
///
/// A vertical GtkBox, as `VStack`, that expands across: children sit per
/// `alignment` in the full width. Lazy in a scroll view: each `ForEach`
/// directly inside draws its first elements, and more as scrolling comes
/// within two pages of the end of what is drawn (`LazyStackNode`); drawn
/// rows stay, and their `onAppear` runs when they are drawn, so a feed
/// that loads more from its last row's `onAppear` loads page by page.
/// `ScrollViewReader.scrollTo` an undrawn row's id draws up to it first.
/// GTK 4.8's recycling list (GtkListView) needs a list model and scrolls
/// itself, so widgets are not recycled: use `List` for 100,000 rows.
/// `pinnedViews` is accepted, not honoured.
public struct LazyVStack<Content: View>: View {
    /// `Never`: a primitive view, rendered as a vertical `GtkBox` that expands horizontally.
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates a column of the views built by `content`.
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

/// Views in a row that takes the whole height (SwiftUI's `LazyHStack`):
/// `LazyVStack` across (the same notes apply).
public struct LazyHStack<Content: View>: View {
    /// `Never`: a primitive view, rendered as a horizontal `GtkBox` that expands vertically.
    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates a row of the views built by `content`.
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

extension LazyVStack: PrimitiveView, DescribableView {
    func makeNode() -> LazyStackNode {
        let node = LazyStackNode(viewType: Self.self, axis: .vertical, spacing: StackNode.defaultSpacing)
        node.widget.hexpand = true
        return node
    }
    func updateNode(_ node: LazyStackNode, context: RenderContext) {
        node.crossAlign = alignment.align
        node.renderLazily(content, spacing: spacing, context: context)
    }
    func describe(into description: inout ControlDescription) { GtkUI.describe(content, into: &description) }
}

extension LazyHStack: PrimitiveView, DescribableView {
    func makeNode() -> LazyStackNode {
        let node = LazyStackNode(viewType: Self.self, axis: .horizontal, spacing: StackNode.defaultSpacing)
        node.widget.vexpand = true
        return node
    }
    func updateNode(_ node: LazyStackNode, context: RenderContext) {
        node.crossAlign = alignment.align
        node.renderLazily(content, spacing: spacing, context: context)
    }
    func describe(into description: inout ControlDescription) { GtkUI.describe(content, into: &description) }
}
