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
                host.window.onDestroyed { [weak lifecycle] in lifecycle?.disappear() }
            }
            if let onAppear { MainLoop.after(0) { onAppear() } }
        }
        lifecycle.render(content, context: context)
    }
}

/// The node of `onAppear`/`onDisappear`: the view disappears when it
/// leaves the view tree (its node goes: an `if` turned false, a `ForEach`
/// element removed, a navigation page popped) or its window closes,
/// whichever comes first.
@MainActor
final class LifecycleNode: PassthroughNode {
    var appeared = false
    private var disappeared = false
    var onDisappear: (() -> Void)?

    /// Runs `onDisappear` once, after the render under way.
    func disappear() {
        guard appeared, !disappeared else { return }
        disappeared = true
        if let action = onDisappear { MainLoop.after(0) { action() } }
    }

    isolated deinit { disappear() }
}

extension View {
    /// Runs `action` once after the view first appears.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        LifecycleModifier(content: self, onAppear: action, onDisappear: nil)
    }
    /// Runs `action` once the view has left the view tree, or its window has closed.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        LifecycleModifier(content: self, onAppear: nil, onDisappear: action)
    }
}

/// Described by its content.
extension LifecycleModifier: DescribableView {
    func describe(into description: inout ControlDescription) { GtkUI.describe(content, into: &description) }
}
