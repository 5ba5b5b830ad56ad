import Gtk

/// `.onTapGesture(count:perform:)`: a GTK click gesture on each widget of
/// the content; `count` presses in a row (a double click for 2) run the
/// action when the last one is released over the view.
struct TapGestureModifier<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let count: Int
    let action: @MainActor () -> Void

    func makeNode() -> TapGestureNode { TapGestureNode(viewType: Self.self) }
    func updateNode(_ node: TapGestureNode, context: RenderContext) {
        node.count = max(1, count)
        node.action = action
        node.render(content, context: context)
    }
}

/// The node of `.onTapGesture`: one click gesture per contributed widget,
/// taken off a widget that leaves.
@MainActor
final class TapGestureNode: PassthroughNode {
    var count = 1
    var action: @MainActor () -> Void = {}
    private var gestures: [(widget: Widget, gesture: GestureClick)] = []

    override func didRender() {
        let current = widgets
        for (widget, gesture) in gestures where !current.contains(where: { $0.isSameObject(as: widget) }) {
            widget.removeController(gesture)
        }
        gestures = gestures.filter { pair in current.contains { $0.isSameObject(as: pair.widget) } }
        for widget in current where !gestures.contains(where: { $0.widget.isSameObject(as: widget) }) {
            let gesture = GestureClick()
            gesture.onReleased { [weak self, weak widget] presses, x, y in
                guard let self, let widget, presses == self.count, x >= 0, y >= 0,
                    x < Double(widget.width), y < Double(widget.height)
                else { return }
                self.action()
            }
            widget.addController(gesture)
            gestures.append((widget, gesture))
        }
    }

    isolated deinit {
        for (widget, gesture) in gestures { widget.removeController(gesture) }
    }
}

extension View {
    /// Runs `action` when the view is clicked `count` times in a row (GTK's
    /// click gesture on the view's widgets).
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        TapGestureModifier(content: self, count: count, action: action)
    }
}
