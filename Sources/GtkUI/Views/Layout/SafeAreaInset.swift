import Gtk

/// `.safeAreaInset(edge:)`: a view placed along one edge of the modified
/// view, which gets the rest of the space (SwiftUI insets the view's safe
/// area by it; a GNOME window has no safe area, so the two share a box).
///
/// A GtkBox across the edge: the inset view first for `.top`/`.leading`,
/// last for `.bottom`/`.trailing`; the modified view (usually a scroll
/// view or a list, which expand) gets the space left. The inset view sits per `alignment` along the edge unless it
/// expands.
struct SafeAreaInsetModifier<Content: View, Inset: View>: View, PrimitiveView, DescribableView {
    typealias Body = Never
    let content: Content
    let inset: Inset
    let edge: Edge
    let crossAlign: Align
    let spacing: CGFloat?

    func makeNode() -> SafeAreaInsetNode { SafeAreaInsetNode(viewType: Self.self) }
    func updateNode(_ node: SafeAreaInsetNode, context: RenderContext) {
        let vertical = edge == .top || edge == .bottom
        let box = node.children.box
        box.orientation = vertical ? .vertical : .horizontal
        let pixels = Int((spacing ?? 0).rounded())
        if box.spacing != pixels { box.spacing = pixels }
        node.insetFirst = edge == .top || edge == .leading
        node.crossAlign = crossAlign
        node.content = reconcile(node.content, with: content, parent: node, context: context)
        node.insetContent = reconcile(node.insetContent, with: inset, parent: node, context: context)
        node.sync()
    }
    func describe(into description: inout ControlDescription) { GtkUI.describe(content, into: &description) }
}

/// The node of a safe area inset: a box of the modified view and the inset view.
@MainActor
final class SafeAreaInsetNode: ViewNode, ContentWrappingNode {
    let children = BoxChildren(Box(.vertical))
    var content: ViewNode?
    var insetContent: ViewNode?
    var insetFirst = false
    var crossAlign = Align.center

    var wrappedContent: ViewNode? { content }

    func sync() {
        let main = content?.widgets ?? []
        let inset = insetContent?.widgets ?? []
        let vertical = children.box.orientation == .vertical
        // As a stack places its children across its axis.
        for widget in inset where !widget.computesExpand(vertical ? .horizontal : .vertical) {
            if vertical, widget.halign == .fill { widget.halign = crossAlign }
            if !vertical, widget.valign == .fill { widget.valign = crossAlign }
        }
        children.sync(insetFirst ? inset + main : main + inset)
        setWidgets(main.isEmpty && inset.isEmpty ? [] : [children.box])
    }

    override func childWidgetsChanged(_ child: ViewNode) { sync() }
}

extension View {
    /// Shows `content` along the top or bottom edge of this view, which
    /// keeps the rest of the space.
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        SafeAreaInsetModifier(
            content: self, inset: content(), edge: edge == .top ? .top : .bottom, crossAlign: alignment.align,
            spacing: spacing)
    }

    /// Shows `content` along the leading or trailing edge of this view,
    /// which keeps the rest of the space.
    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        SafeAreaInsetModifier(
            content: self, inset: content(), edge: edge == .leading ? .leading : .trailing,
            crossAlign: alignment.align, spacing: spacing)
    }

    /// Lets this view extend under the safe area.
    ///
    /// Compiles, no effect: a GNOME window's content has no safe area (no notch, no home
    /// indicator; the header bar is outside the content).
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }

    /// Lets this view extend under the safe area (SwiftUI's older form).
    ///
    /// Compiles, no effect, as `ignoresSafeArea`.
    @available(*, deprecated, message: "Use ignoresSafeArea(_:edges:) instead.")
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }

    /// Adds space to this view's safe area.
    ///
    /// On GNOME, where there is no safe area, this is padding of the same size.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(edges, length)
    }

    /// Adds `length` points to this view's safe area on every side (padding on GNOME).
    public func safeAreaPadding(_ length: CGFloat) -> some View { padding(length) }

    /// Adds the given insets to this view's safe area (padding on GNOME).
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View { padding(insets) }
}
