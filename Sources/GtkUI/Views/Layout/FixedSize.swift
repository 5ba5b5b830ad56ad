import Gtk

/// Keeps a view at its natural (ideal) size in the chosen directions
/// (SwiftUI's `fixedSize`): the host's minimum there is the view's natural
/// size, so a row that runs out of room neither truncates nor wraps it,
/// and it does not grow into extra space.
@MainActor
final class FixedSizeLayout: SingleChildLayout {
    var child: Widget?
    /// The directions kept at the natural size (nil until first set).
    var fixedAxes: Axis.Set?
    private var horizontal: Bool { fixedAxes?.contains(.horizontal) ?? false }
    private var vertical: Bool { fixedAxes?.contains(.vertical) ?? false }

    func measure(_ orientation: Orientation, forSize: Int) -> SizeRequest {
        guard let child, child.isVisible else { return SizeRequest(minimum: 0, natural: 0) }
        var childForSize = forSize
        if orientation == .vertical, horizontal { childForSize = child.measure(.horizontal).natural }
        let request = child.measure(orientation, forSize: childForSize)
        let fixed = orientation == .horizontal ? horizontal : vertical
        return fixed ? SizeRequest(minimum: request.natural, natural: request.natural) : request
    }

    func allocate(width: Int, height: Int, baseline: Int) {
        guard let child, child.isVisible else { return }
        let childWidth = horizontal ? child.measure(.horizontal).natural : width
        let childHeight = vertical ? child.measure(.vertical, forSize: childWidth).natural : height
        child.allocate(x: 0, y: 0, width: childWidth, height: childHeight)
    }
}

/// Keeps its content at its natural size.
struct FixedSizeModifier<Content: View>: View, PrimitiveView, DescribableView {
    typealias Body = Never
    let content: Content
    let horizontal: Bool
    let vertical: Bool

    func makeNode() -> HostedContentNode<FixedSizeLayout> {
        HostedContentNode(viewType: Self.self, layout: FixedSizeLayout())
    }
    func updateNode(_ node: HostedContentNode<FixedSizeLayout>, context: RenderContext) {
        let axes: Axis.Set = [horizontal ? .horizontal : [], vertical ? .vertical : []]
        if node.layout.fixedAxes != axes {
            node.layout.fixedAxes = axes
            if horizontal { node.host.hexpand = false } else { node.host.hexpandSet = false }
            if vertical { node.host.vexpand = false } else { node.host.vexpandSet = false }
            node.relayout()
        }
        node.render(content, context: context)
    }
    func describe(into description: inout ControlDescription) { GtkUI.describe(content, into: &description) }
}

extension View {
    /// Keeps this view at its natural size in the chosen directions: it is
    /// never truncated or wrapped there, and never stretched.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        FixedSizeModifier(content: self, horizontal: horizontal, vertical: vertical)
    }

    /// Keeps this view at its natural size in both directions.
    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }
}
