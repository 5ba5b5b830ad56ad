import Gtk

/// `.coordinateSpace(name:)`: names the space of its content's widget, for
/// `GeometryProxy.frame(in: .named(…))` below it.
struct CoordinateSpaceModifier<Content: View>: View, PrimitiveView, DescribableView {
    typealias Body = Never
    let content: Content
    let name: AnyHashable

    func makeNode() -> CoordinateSpaceNode { CoordinateSpaceNode(viewType: Self.self) }
    func updateNode(_ node: CoordinateSpaceNode, context: RenderContext) {
        node.name = name
        node.render(content, context: context)
    }
    func describe(into description: inout ControlDescription) { GtkUI.describe(content, into: &description) }
}

/// The node of a named coordinate space.
@MainActor
final class CoordinateSpaceNode: PassthroughNode {
    var name: AnyHashable?
}

extension ViewNode {
    /// The widget of the nearest ancestor that names the space `name`.
    func namedSpace(_ name: AnyHashable) -> Widget? {
        var node = parent
        while let current = node {
            if let space = current as? CoordinateSpaceNode, space.name == name { return space.widgets.first }
            node = current.parent
        }
        return nil
    }
}

extension View {
    /// Names this view's space, so views inside can measure positions in
    /// it (`GeometryProxy.frame(in: .named(name))`).
    @available(*, deprecated, message: "use coordinateSpace(_:) instead")
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        CoordinateSpaceModifier(content: self, name: AnyHashable(name))
    }

    /// Names this view's space, so views inside can measure positions in it.
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        CoordinateSpaceModifier(content: self, name: name.name)
    }
}
