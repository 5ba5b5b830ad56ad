import Gtk

/// `.navigationDestination(for:destination:)`: tells the enclosing stack or
/// split view how to draw values of one type that links present.
struct NavigationDestinationModifier<Content: View, D: Hashable, Destination: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let destination: (D) -> Destination

    func makeNode() -> NavigationDeclarationNode { NavigationDeclarationNode(viewType: Self.self) }
    func updateNode(_ node: NavigationDeclarationNode, context: RenderContext) {
        if let presenter = node.navigationPresenter {
            node.presenter = presenter
            let destination = self.destination
            presenter.destinations.register(D.self, by: ObjectIdentifier(node)) { value in NavigationContent(destination(value)) }
            presenter.destinationsChanged(by: node)
        }
        node.render(content, context: context)
    }
}

/// `.navigationDestination(isPresented:)` and `(item:)`: a page the
/// binding shows while it is true (non-nil); going back sets it false (nil).
struct NavigationPresentationModifier<Content: View, Destination: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    /// The destination while presented, nil while not.
    let destination: () -> Destination?
    let dismiss: () -> Void

    func makeNode() -> NavigationDeclarationNode { NavigationDeclarationNode(viewType: Self.self) }
    func updateNode(_ node: NavigationDeclarationNode, context: RenderContext) {
        node.render(content, context: context)
        guard let presenter = node.navigationPresenter else { return }
        node.presenter = presenter
        let key = AnyHashable(ObjectIdentifier(node))
        if let shown = destination() {
            presenter.present(NavigationContent(shown), key: key, from: node, dismiss: dismiss)
        } else if presenter.isPresenting(key: key) {
            presenter.withdraw(key: key)
        }
    }
}

/// The node of a navigation declaration: forgets its destinations, and
/// takes back its presentation, when its view goes away.
@MainActor
final class NavigationDeclarationNode: PassthroughNode {
    weak var presenter: NavigationPresenter?

    isolated deinit {
        guard let presenter else { return }
        let id = ObjectIdentifier(self)
        presenter.destinations.unregister(id)
        if presenter.isPresenting(key: AnyHashable(id)) { presenter.withdraw(key: AnyHashable(id)) }
    }
}

extension View {
    /// Draws values of type `data` that links in the enclosing
    /// `NavigationStack` (or `NavigationSplitView` column) present, with `destination`.
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        NavigationDestinationModifier(content: self, destination: destination)
    }

    /// Pushes `destination` while `isPresented` is true; Back sets it to false.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        let view = destination()
        return NavigationPresentationModifier(
            content: self, destination: { isPresented.wrappedValue ? view : nil },
            dismiss: { if isPresented.wrappedValue { isPresented.wrappedValue = false } })
    }

    /// Pushes the view `destination` gives for `item` while it is not nil; Back sets it to nil.
    public func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        NavigationPresentationModifier(
            content: self, destination: { item.wrappedValue.map(destination) },
            dismiss: { if item.wrappedValue != nil { item.wrappedValue = nil } })
    }
}
