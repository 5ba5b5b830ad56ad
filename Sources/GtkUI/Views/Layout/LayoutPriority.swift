import Gtk

/// `.layoutPriority`: a view with a positive priority keeps its natural
/// length along its stack's axis (its host's minimum there is its natural
/// size), so when the row or column runs out of room its siblings of the
/// default priority give way first, as in SwiftUI.
///
/// A custom `Layout` reads the priority itself (`LayoutSubview.priority`),
/// and so do `HStackLayout` and `VStackLayout`, which share the room out
/// by priority as SwiftUI's stacks do.
///
/// GtkBox has no priorities: among several views of positive priority the
/// order is not honoured (each keeps its natural length), and a negative
/// priority changes nothing.
@MainActor
final class PriorityLayout: SingleChildLayout {
    var child: Widget?
    /// The direction the view keeps its natural length in (nil: none).
    var keptAxis: Axis?

    func measure(_ orientation: Orientation, forSize: Int) -> SizeRequest {
        guard let child, child.isVisible else { return SizeRequest(minimum: 0, natural: 0) }
        let request = child.measure(orientation, forSize: forSize)
        guard keptAxis?.orientation == orientation else { return request }
        return SizeRequest(minimum: request.natural, natural: request.natural)
    }

    func allocate(width: Int, height: Int, baseline: Int) {
        child?.allocate(x: 0, y: 0, width: width, height: height)
    }
}

/// Gives its content a layout priority within its stack.
struct LayoutPriorityModifier<Content: View>: View, PrimitiveView, DescribableView {
    typealias Body = Never
    let content: Content
    let priority: Double

    func makeNode() -> HostedContentNode<PriorityLayout> {
        HostedContentNode(viewType: Self.self, layout: PriorityLayout())
    }
    func updateNode(_ node: HostedContentNode<PriorityLayout>, context: RenderContext) {
        let axis = priority > 0 ? enclosingAxis(of: node, context) : nil
        if node.layout.keptAxis != axis {
            node.layout.keptAxis = axis
            node.relayout()
        }
        node.render(content, context: context)
        let traits = LayoutTraits.on(node.host)
        if traits.layoutPriority != priority {
            traits.layoutPriority = priority
            node.nearestAncestor(TraitReadingNode.self)?.traitsChanged()
        }
    }
    func describe(into description: inout ControlDescription) { GtkUI.describe(content, into: &description) }
}

extension View {
    /// Sets how readily this view gives up room in its stack (default 0):
    /// a positive priority keeps it at its natural length while its
    /// siblings shrink (see `PriorityLayout` for what GTK cannot honour).
    public func layoutPriority(_ value: Double) -> some View {
        LayoutPriorityModifier(content: self, priority: value)
    }
}
