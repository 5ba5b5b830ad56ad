import Foundation
import Gtk

/// How a view's gesture competes with the others (`gesture`, `highPriorityGesture`, `simultaneousGesture`).
enum GesturePriority {
    /// Bubble phase: inner views' gestures first; claims the press once recognized.
    case normal
    /// Capture phase: before the subviews' gestures; claims the press once recognized.
    case high
    /// Bubble phase, never claiming: the other gestures see the press too.
    case simultaneous
}

/// `.gesture(_:)` and its variants: the gesture resolved for GTK on every
/// render, recognized by controllers that stay on the content's widgets.
struct GestureModifier<Content: View, G: Gesture>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let gesture: G
    let priority: GesturePriority
    let isEnabled: Bool

    func makeNode() -> GestureNode { GestureNode(viewType: Self.self) }

    func updateNode(_ node: GestureNode, context: RenderContext) {
        node.priority = priority
        node.spec = isEnabled ? gestureRecognizer(gesture, GestureCallbacks()) : nil
        node.render(content, context: context)
    }
}

/// The node of a gesture: one set of GTK controllers per contributed widget.
///
/// The controllers stay across renders (a drag in progress survives the
/// renders its `@GestureState` causes) and are made again only when the
/// kind of gesture changes; they read the node's latest `spec` at each event.
@MainActor
final class GestureNode: PassthroughNode {
    var priority = GesturePriority.normal
    var spec: GestureRecognizerSpec?
    private let controllers = ControllerAttachments<EventController>()
    /// The kind the controllers were made for; another kind makes them again.
    private var attachedKind: GestureKind?

    override func didRender() {
        if attachedKind != spec?.kind {
            controllers.removeAll()
            attachedKind = spec?.kind
        }
        guard let kind = spec?.kind else { return }
        let claims = priority != .simultaneous
        let phase: PropagationPhase = priority == .high ? .capture : .bubble
        controllers.sync(widgets) { widget in
            let controller = GestureControllers.make(kind, for: widget, claims: claims) { [weak self] event in
                self?.spec?.handle(event)
            }
            controller.propagationPhase = phase
            return controller
        }
    }

    isolated deinit { controllers.removeAll() }
}

extension View {
    /// Attaches `gesture` to this view; the subviews' own gestures (a
    /// button's click) take precedence.
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        GestureModifier(content: self, gesture: gesture, priority: .normal, isEnabled: mask.contains(.gesture))
    }

    /// Attaches `gesture` ahead of the subviews' gestures (GTK's capture phase).
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        GestureModifier(content: self, gesture: gesture, priority: .high, isEnabled: mask.contains(.gesture))
    }

    /// Attaches `gesture` alongside the other gestures, all recognized together.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        GestureModifier(content: self, gesture: gesture, priority: .simultaneous, isEnabled: mask.contains(.gesture))
    }

    /// Runs `action` when this view is pressed and held for `minimumDuration`
    /// seconds; `onPressingChanged` hears `true` when it is recognized and
    /// `false` when the press ends.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
        onPressingChanged: ((Bool) -> Void)? = nil
    ) -> some View {
        let press = LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
            .onEnded { _ in
                onPressingChanged?(true)
                action()
                onPressingChanged?(false)
            }
        return gesture(press)
    }
}

/// Described by its content.
extension GestureModifier: DescribableView {
    func describe(into description: inout ControlDescription) { GtkUI.describe(content, into: &description) }
}
