import Gtk

/// Binds a view's keyboard focus to a focus state: the view takes focus when
/// the state equals `value`, and the state becomes `value` when the view
/// gets focus (and resets when it loses it).
struct FocusedModifier<Content: View, Value: Hashable>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let binding: FocusState<Value>.Binding
    let value: Value

    func makeNode() -> FocusNode { FocusNode(viewType: Self.self) }
    func updateNode(_ node: FocusNode, context: RenderContext) {
        node.render(content, context: context)
        let binding = self.binding
        let value = self.value
        node.onEnter = { if binding.wrappedValue != value { binding.wrappedValue = value } }
        node.onLeave = { if binding.wrappedValue == value { binding.wrappedValue = binding.resetValue } }
        node.wantsFocus = binding.wrappedValue == value
        node.syncFocus()
    }
}

/// Watches focus entering and leaving the content's widget, and moves
/// focus to it when its state asks.
@MainActor
final class FocusNode: PassthroughNode {
    var onEnter: (() -> Void)?
    var onLeave: (() -> Void)?
    var wantsFocus = false
    private var watched: Widget?
    private var controller: EventControllerFocus?
    private var mapHandler: SignalHandler?

    /// Moves focus to the widget, or away from it, to match the state.
    func syncFocus() {
        guard let target = widgets.first else { return }
        watch(target)
        guard target.isMapped else { return }  // focused once it is shown (see `watch`)
        if wantsFocus && !target.containsFocus {
            target.moveFocusHere()
        } else if !wantsFocus && target.containsFocus {
            target.clearWindowFocus()
        }
    }

    private func watch(_ target: Widget) {
        guard watched.map({ !$0.isSameObject(as: target) }) ?? true else { return }
        if let controller, let watched { watched.removeController(controller) }
        mapHandler?.disconnect()
        let controller = EventControllerFocus()
        controller.onEnter { [weak self] in self?.onEnter?() }
        controller.onLeave { [weak self] in self?.onLeave?() }
        target.addController(controller)
        mapHandler = target.onMap { [weak self] in self?.syncFocus() }
        self.controller = controller
        watched = target
    }

    isolated deinit {
        mapHandler?.disconnect()
        if let controller, let watched { watched.removeController(controller) }
    }
}

extension View {
    /// Gives this view keyboard focus while `condition` is true, and sets
    /// it to whether the view has focus.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        FocusedModifier(content: self, binding: condition, value: true)
    }

    /// Gives this view keyboard focus while `binding` equals `value`, and
    /// sets it to `value` when the view gets focus.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        FocusedModifier(content: self, binding: binding, value: value)
    }
}
