import Gtk

extension View {
    /// Runs `action` with each URL the app is asked to open.
    ///
    /// The URLs are URIs given on the command line or by the desktop (a URL
    /// scheme the desktop file registers, `%U`), sent to the app's one
    /// instance (GApplication's `open`). The active window's handlers
    /// receive them, else those of the first window that has any. In a
    /// `DocumentGroup` app, files open as documents instead.
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
        OnOpenURLModifier(content: self, action: action)
    }
}

/// `.onOpenURL`: the content, and the action registered with its window.
struct OnOpenURLModifier<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let action: (URL) -> Void

    func makeNode() -> OpenURLNode { OpenURLNode(viewType: Self.self) }

    func updateNode(_ node: OpenURLNode, context: RenderContext) {
        node.action = action
        context.host?.openURLHandlers.register(node)
        node.render(content, context: context)
    }
}

/// The node of an `.onOpenURL`: its latest action.
@MainActor
final class OpenURLNode: PassthroughNode {
    var action: ((URL) -> Void)?
}

extension WeakNodes where Node == OpenURLNode {
    /// Whether a live view handles URLs.
    var handlesNoURL: Bool { live.allSatisfy { $0.action == nil } }

    /// Runs every live handler with `url`.
    func deliver(_ url: URL) {
        for node in live { node.action?(url) }
    }
}
