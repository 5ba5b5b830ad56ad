import Gtk

/// The node of `.padding`: a box with margins around the content.
@MainActor
final class PaddingNode: ViewNode, ContentWrappingNode {
    let children: BoxChildren
    var content: ViewNode?

    override init(viewType: Any.Type) {
        children = BoxChildren(Box(.vertical))
        super.init(viewType: viewType)
        LayoutTraits.markWrapper(children.box)
    }

    var wrappedContent: ViewNode? { content }

    func render<V: View>(_ view: V, context: RenderContext) {
        content = reconcile(content, with: view, parent: self, context: context)
        sync()
    }

    func sync() {
        let widgets = content?.widgets ?? []
        children.sync(widgets)
        // The box, not the content, is what the parent places.
        setWidgets(widgets.isEmpty ? [] : [children.box])
    }

    override func childWidgetsChanged(_ child: ViewNode) { sync() }
}

/// Adds space around its content.
struct PaddingModifier<Content: View>: View, PrimitiveView, DescribableView {
    typealias Body = Never
    let content: Content
    let insets: EdgeInsets

    func makeNode() -> PaddingNode { PaddingNode(viewType: Self.self) }
    func updateNode(_ node: PaddingNode, context: RenderContext) {
        let pixels = { (length: CGFloat) in Int(length.rounded()) }
        node.children.box.setMargins(
            top: pixels(insets.top), bottom: pixels(insets.bottom), start: pixels(insets.leading),
            end: pixels(insets.trailing))
        node.render(content, context: context)
    }
    func describe(into description: inout ControlDescription) { GtkUI.describe(content, into: &description) }
}

extension View {
    /// Adds space around this view on `edges`: `length` points, or GNOME's
    /// 12 pixels when nil (SwiftUI's default padding).
    ///
    /// A box with margins (GtkWidget margins) around the view's widgets.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        PaddingModifier(content: self, insets: EdgeInsets(edges, length ?? 12))
    }

    /// Adds `length` points of space on every side.
    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

    /// Adds the given space on each side.
    public func padding(_ insets: EdgeInsets) -> some View { PaddingModifier(content: self, insets: insets) }
}

/// How much room a scene's content keeps from its window's edges (SwiftUI's `ScenePadding`).
public struct ScenePadding: Equatable, Sendable {
    let length: CGFloat
    /// The platform's padding of a window's content: 18 points, as GNOME's dialogs keep.
    public static let minimum = ScenePadding(length: 18)
    /// The padding around a navigation bar's content (iOS); the same on GNOME.
    public static let navigationBar = ScenePadding(length: 18)
}

extension View {
    /// Keeps the room a window's content keeps from its edges (18 points, as GNOME's dialogs), along `edges`.
    public func scenePadding(_ edges: Edge.Set = .all) -> some View { padding(edges, ScenePadding.minimum.length) }

    /// Keeps `padding`'s room along `edges`.
    public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View {
        self.padding(edges, padding.length)
    }
}
