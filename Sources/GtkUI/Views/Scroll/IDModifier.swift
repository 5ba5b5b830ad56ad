import Gtk

/// `.id(_:)`: gives a view an explicit identity (SwiftUI's `IDView`).
///
/// When the id changes the view is a new one: its widgets and state are
/// made again. Inside a `ScrollViewReader` the id is what
/// `ScrollViewProxy.scrollTo` scrolls to.
struct IDModifier<Content: View, ID: Hashable>: View, PrimitiveView, DescribableView {
    typealias Body = Never
    let content: Content
    let id: ID

    func makeNode() -> IDNode { IDNode(viewType: Self.self) }
    func updateNode(_ node: IDNode, context: RenderContext) {
        node.show(content, id: AnyHashable(id), context: context)
    }
    func describe(into description: inout ControlDescription) { GtkUI.describe(content, into: &description) }
}

/// The node of `.id`: its content, made anew when the id changes.
@MainActor
final class IDNode: PassthroughNode {
    private var id: AnyHashable?
    private weak var targets: ScrollTargets?

    func show<V: View>(_ content: V, id newID: AnyHashable, context: RenderContext) {
        if newID != id {
            if let id { targets?.unregister(id, self) }
            child = nil
            id = newID
            targets = nearestAncestor(ScrollViewReaderNode.self)?.targets
            targets?.register(newID, self)
            context.environment.scrollPositionTargets?.register(newID, self)
        }
        render(content, context: context)
    }
}

extension View {
    /// Gives this view an explicit identity: a new id makes it a new view
    /// (new widgets, fresh state), and `ScrollViewProxy.scrollTo` finds it
    /// by it.
    public func id<ID: Hashable>(_ id: ID) -> some View { IDModifier(content: self, id: id) }
}
