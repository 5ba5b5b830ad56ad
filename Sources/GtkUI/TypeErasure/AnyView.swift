import Gtk

/// A type-erased view (SwiftUI's `AnyView`): its widgets are kept while the
/// wrapped view keeps its type, and replaced when the type changes.
public struct AnyView: View {
    /// `Never`: the renderer draws the wrapped view.
    public typealias Body = Never
    let wrapped: any View

    /// Wraps `view`, hiding its type.
    public init<V: View>(_ view: V) {
        wrapped = (view as? AnyView)?.wrapped ?? view
    }

    /// Wraps `view` when it is a view, else returns nil.
    public init?(erasing view: Any) {
        guard let view = view as? any View else { return nil }
        self.init(view)
    }
}

/// The node of an `AnyView`: one child, rebuilt when the wrapped type changes.
@MainActor
final class AnyViewNode: ListNode {
    private var wrappedType: ObjectIdentifier?

    func show<V: View>(_ view: V, context: RenderContext) {
        let type = ObjectIdentifier(V.self)
        if type != wrappedType {
            children.removeAll()
            wrappedType = type
        }
        children = [reconcile(children.first, with: view, parent: self, context: context)]
        refresh()
    }
}

extension AnyView: PrimitiveView {
    func makeNode() -> AnyViewNode { AnyViewNode(viewType: Self.self) }
    func updateNode(_ node: AnyViewNode, context: RenderContext) {
        node.show(wrapped, context: context)
    }
}

extension AnyView: ViewContainer {
    func forEachChild(_ body: (any View) -> Void) { body(wrapped) }
}
