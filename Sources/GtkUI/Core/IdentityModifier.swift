/// `.id(_:)`: the content gets a new identity whenever `id` changes, so
/// its nodes, widgets and `@State` are made afresh (SwiftUI resets a
/// view's state the same way).
struct IdentityModifier<Content: View, ID: Hashable>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let id: ID

    func makeNode() -> IdentityNode { IdentityNode(viewType: Self.self) }

    func updateNode(_ node: IdentityNode, context: RenderContext) {
        let id = AnyHashable(id)
        if node.id != id {
            node.id = id
            node.child = nil
        }
        node.render(content, context: context)
    }
}

/// The node of `.id(_:)`: its child is dropped when the id changes.
@MainActor
final class IdentityNode: PassthroughNode {
    var id: AnyHashable?
}

extension View {
    /// Gives this view an explicit identity: a different `id` makes it a
    /// new view, with new widgets and fresh state.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        IdentityModifier(content: self, id: id)
    }
}

/// A view that compares itself with its previous value (SwiftUI's `EquatableView`).
///
/// Partial: it renders exactly as its content; the comparison that lets
/// SwiftUI skip an unchanged body is not used (GtkUI's node update is
/// already cheap when nothing changed).
public struct EquatableView<Content: View & Equatable>: View {
    /// The view compared.
    public var content: Content
    /// Wraps `content`.
    public init(content: Content) { self.content = content }
    /// The content.
    public var body: Content { content }
}

extension View where Self: Equatable {
    /// This view, compared with its previous value before its body is re-rendered.
    public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}
