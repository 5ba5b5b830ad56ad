import Gtk

/// `.layoutPriority`: the view's priority is a trait its container reads.
///
/// `HStack`/`VStack` (see `StackNode`), `HStackLayout`/`VStackLayout` and
/// custom layouts (`LayoutSubview.priority`) share the room out by
/// priority as SwiftUI's stacks do: the views of the highest priority get
/// their ideal length first, lower ones what is left.
///
/// Elsewhere (a toolbar's row, a grid row: GTK boxes without priorities)
/// a positive priority keeps the view's natural length along the axis (its
/// host's minimum there is its natural size), so its siblings give way
/// first; among several positive priorities the order is not honoured and
/// a negative one changes nothing.
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
        // A stack shares its room by priority itself.
        let inStack = node.nearestAncestor(AxisProvidingNode.self) is StackNode
        let axis = priority > 0 && !inStack ? enclosingAxis(of: node, context) : nil
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
    /// the stack gives its room to the views of higher priority first, so
    /// they keep their ideal length while lower ones are squeezed.
    public func layoutPriority(_ value: Double) -> some View {
        LayoutPriorityModifier(content: self, priority: value)
    }
}
