import Gtk

/// Runs actions when the view appears in, or disappears with, its window.
struct LifecycleModifier<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let onAppear: (() -> Void)?
    let onDisappear: (() -> Void)?

    func makeNode() -> LifecycleNode { LifecycleNode(viewType: Self.self) }
    func updateNode(_ lifecycle: LifecycleNode, context: RenderContext) {
        lifecycle.onDisappear = onDisappear
        if !lifecycle.appeared {
            lifecycle.appeared = true
            if let host = context.host {
                host.window.onDestroyed { [weak lifecycle] in lifecycle?.onDisappear?() }
            }
            if let onAppear { MainLoop.after(0) { onAppear() } }
        }
        lifecycle.render(content, context: context)
    }
}

@MainActor
final class LifecycleNode: PassthroughNode {
    var appeared = false
    var onDisappear: (() -> Void)?
}

extension View {
    /// Runs `action` once after the view first appears.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        LifecycleModifier(content: self, onAppear: action, onDisappear: nil)
    }
    /// Runs `action` when the view's window closes (GtkUI views live as long as their window).
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        LifecycleModifier(content: self, onAppear: nil, onDisappear: action)
    }
}
