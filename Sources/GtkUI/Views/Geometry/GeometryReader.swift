import Gtk

/// A view that gives its content its own size and position (SwiftUI's
/// `GeometryReader`).
///
/// The reader takes all the space it is offered; its content is made from
/// a `GeometryProxy` and placed at its top leading corner. The reader is a
/// GtkUI layout (`GeometryLayout` in a `LayoutHost`) whose allocation
/// reports the size GTK gave it: when the size changes (or, once the
/// content read a position, when the reader moves or its scroll view
/// scrolls), the content renders again before the next frame, so it lags
/// GTK's allocation by one frame.
///
/// No layout loop: the reader's own size request is zero in both
/// directions and never depends on its content, so what the content
/// renders cannot change the size that made it render.
public struct GeometryReader<Content: View>: View {
    /// `Never`: a primitive view, rendered as a layout host reporting its size.
    public typealias Body = Never
    /// Makes the content from the reader's geometry.
    public var content: (GeometryProxy) -> Content

    /// Creates a reader whose content is made from its geometry.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
}

/// Places a geometry reader's content at its top leading corner and
/// reports each allocation.
@MainActor
final class GeometryLayout: LayoutDelegate {
    var children: [Widget] = []
    var onAllocate: ((Int, Int) -> Void)?

    func measure(_ orientation: Orientation, forSize: Int) -> SizeRequest { SizeRequest(minimum: 0, natural: 0) }

    func allocate(width: Int, height: Int, baseline: Int) {
        for child in children where child.isVisible {
            let size = ChildPlacement.size(of: child, offeredWidth: width, height: height)
            child.allocate(x: 0, y: 0, width: size.width, height: size.height)
        }
        onAllocate?(width, height)
    }
}

extension GeometryReader: PrimitiveView {
    func makeNode() -> GeometryReaderNode { GeometryReaderNode(viewType: Self.self) }
    func updateNode(_ node: GeometryReaderNode, context: RenderContext) {
        let content = self.content
        node.show(context: context) { content($0) }
    }
}
