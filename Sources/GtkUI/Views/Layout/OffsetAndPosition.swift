import Gtk

/// Draws a modifier's content away from where its layout put it (`.offset`, `.position`).
///
/// An offset moves it by a distance, leaving its room where it was; a
/// position puts its centre at a point of the space offered, which it
/// takes entirely. Clicks reach the content where it is drawn.
@MainActor
final class DisplacementLayout: SingleChildLayout {
    enum Mode: Equatable {
        case offset(x: Int, y: Int)
        case position(x: Int, y: Int)
    }
    var child: Widget?
    var mode = Mode.offset(x: 0, y: 0)

    func measure(_ orientation: Orientation, forSize: Int) -> SizeRequest {
        guard let child, child.isVisible else { return SizeRequest(minimum: 0, natural: 0) }
        let request = child.measure(orientation, forSize: forSize)
        guard case .position(let x, let y) = mode else { return request }
        // Room for the view around its centre; it may be shrunk to nothing.
        let centre = orientation == .horizontal ? x : y
        return SizeRequest(minimum: 0, natural: max(0, centre + (request.natural + 1) / 2))
    }

    func allocate(width: Int, height: Int, baseline: Int) {
        guard let child, child.isVisible else { return }
        switch mode {
        case .offset(let x, let y):
            child.allocate(x: x, y: y, width: width, height: height)
        case .position(let x, let y):
            let size = ChildPlacement.size(of: child, offeredWidth: width, height: height)
            child.allocate(x: x - size.width / 2, y: y - size.height / 2, width: size.width, height: size.height)
        }
    }
}

/// Draws its content displaced.
struct DisplacementModifier<Content: View>: View, PrimitiveView, DescribableView {
    typealias Body = Never
    let content: Content
    let mode: DisplacementLayout.Mode

    func makeNode() -> HostedContentNode<DisplacementLayout> {
        HostedContentNode(viewType: Self.self, layout: DisplacementLayout())
    }
    func updateNode(_ node: HostedContentNode<DisplacementLayout>, context: RenderContext) {
        if node.layout.mode != mode {
            node.layout.mode = mode
            if case .position = mode {
                node.host.hexpand = true
                node.host.vexpand = true
            }
            node.relayout()
        }
        node.render(content, context: context)
    }
    func describe(into description: inout ControlDescription) { GtkUI.describe(content, into: &description) }
}

extension View {
    /// Draws this view `offset` points away from where its layout placed
    /// it; its room in the layout stays where it was.
    public func offset(_ offset: CGSize) -> some View { self.offset(x: offset.width, y: offset.height) }

    /// Draws this view `x` points right and `y` points down of where its
    /// layout placed it.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        DisplacementModifier(content: self, mode: .offset(x: Int(x.rounded()), y: Int(y.rounded())))
    }

    /// Places this view's centre at `position` in the space offered, all of
    /// which it takes.
    public func position(_ position: CGPoint) -> some View { self.position(x: position.x, y: position.y) }

    /// Places this view's centre at (`x`, `y`) in the space offered, all of
    /// which it takes.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        DisplacementModifier(content: self, mode: .position(x: Int(x.rounded()), y: Int(y.rounded())))
    }
}
