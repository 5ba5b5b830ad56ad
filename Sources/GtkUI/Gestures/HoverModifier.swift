import Foundation
import Gtk

/// Where the pointer is over a view (SwiftUI's `HoverPhase`), for `onContinuousHover`.
public enum HoverPhase: Equatable, Sendable {
    /// Over the view, at this point (in the view's coordinates).
    case active(CGPoint)
    /// Not over the view.
    case ended
}

/// `.onHover` / `.onContinuousHover`: a GtkEventControllerMotion on each of
/// the content's widgets.
struct HoverModifier<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    /// `onHover`: only the changes between over and not over are reported.
    var changesOnly = false
    let action: (HoverPhase) -> Void

    func makeNode() -> HoverNode { HoverNode(viewType: Self.self) }

    func updateNode(_ node: HoverNode, context: RenderContext) {
        node.action = action
        node.changesOnly = changesOnly
        node.render(content, context: context)
    }
}

/// The node of a hover modifier: one motion controller per widget, kept
/// across renders, calling the latest action.
@MainActor
final class HoverNode: PassthroughNode {
    var action: (HoverPhase) -> Void = { _ in }
    var changesOnly = false
    /// Whether the pointer is over the view, so `onHover` hears only the changes.
    private var isOver = false
    private let controllers = ControllerAttachments<EventControllerMotion>()

    override func didRender() {
        controllers.sync(widgets) { _ in
            let motion = EventControllerMotion()
            motion.onEnter { [weak self] x, y in self?.report(.active(CGPoint(x: x, y: y))) }
            motion.onMotion { [weak self] x, y in self?.report(.active(CGPoint(x: x, y: y))) }
            motion.onLeave { [weak self] in self?.report(.ended) }
            return motion
        }
    }

    private func report(_ phase: HoverPhase) {
        let over = phase != .ended
        if changesOnly && over == isOver { return }
        isOver = over
        action(phase)
    }

    isolated deinit { controllers.removeAll() }
}

extension View {
    /// Calls `action` with `true` when the pointer comes over this view and
    /// `false` when it leaves.
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View {
        HoverModifier(content: self, changesOnly: true) { phase in action(phase != .ended) }
    }

    /// Calls `action` with the pointer's position as it moves over this
    /// view, and `.ended` when it leaves.
    public func onContinuousHover(coordinateSpace: CoordinateSpace = .local, perform action: @escaping (HoverPhase) -> Void)
        -> some View
    {
        HoverModifier(content: self, action: action)
    }
}

/// Described by its content.
extension HoverModifier: DescribableView {
    func describe(into description: inout ControlDescription) { GtkUI.describe(content, into: &description) }
}
