import Foundation
import Gtk

/// `.onKeyPress` and the macOS key commands (`onExitCommand`,
/// `onDeleteCommand`, `onMoveCommand`): a GtkEventControllerKey on each of
/// the content's widgets, hearing keys while the focus is inside the view
/// (GTK delivers them to the focused widget, then its ancestors).
struct KeyPressModifier<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let phases: KeyPress.Phases
    let action: (KeyPress) -> KeyPress.Result

    func makeNode() -> KeyPressNode { KeyPressNode(viewType: Self.self) }

    func updateNode(_ node: KeyPressNode, context: RenderContext) {
        node.phases = phases
        node.action = action
        node.render(content, context: context)
    }
}

/// The node of a key-press modifier: one key controller per widget, kept
/// across renders, calling the latest action.
@MainActor
final class KeyPressNode: PassthroughNode {
    var phases: KeyPress.Phases = [.down, .repeat]
    var action: (KeyPress) -> KeyPress.Result = { _ in .ignored }
    private let controllers = ControllerAttachments<EventControllerKey>()

    override func didRender() {
        controllers.sync(widgets) { _ in
            let keys = EventControllerKey()
            keys.onKeyPressed { [weak self] event in
                guard let self, !self.phases.isDisjoint(with: [.down, .repeat]) else { return false }
                return self.action(KeyPress(event, phase: .down)) == .handled
            }
            keys.onKeyReleased { [weak self] event in
                guard let self, self.phases.contains(.up) else { return }
                _ = self.action(KeyPress(event, phase: .up))
            }
            return keys
        }
    }

    isolated deinit { controllers.removeAll() }
}

/// The direction of an arrow key for `onMoveCommand` (SwiftUI's `MoveCommandDirection`).
public enum MoveCommandDirection: Hashable, Sendable {
    case up, down, left, right
}

extension View {
    /// Runs `action` when `key` is pressed while the focus is in this view.
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View {
        onKeyPress(keys: [key], phases: [.down, .repeat]) { _ in action() }
    }

    /// Runs `action` for `key` in `phases` while the focus is in this view.
    public func onKeyPress(
        _ key: KeyEquivalent, phases: KeyPress.Phases, action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View {
        onKeyPress(keys: [key], phases: phases, action: action)
    }

    /// Runs `action` for any of `keys` in `phases` while the focus is in this view.
    public func onKeyPress(
        keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View {
        KeyPressModifier(content: self, phases: phases) { press in keys.contains(press.key) ? action(press) : .ignored }
    }

    /// Runs `action` for keys typing any of `characters` while the focus is in this view.
    public func onKeyPress(
        characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View {
        KeyPressModifier(content: self, phases: phases) { press in
            let typed = press.characters.unicodeScalars
            return !typed.isEmpty && typed.allSatisfy(characters.contains) ? action(press) : .ignored
        }
    }

    /// Runs `action` for every key in `phases` while the focus is in this view.
    public func onKeyPress(
        phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View {
        KeyPressModifier(content: self, phases: phases, action: action)
    }

    /// Runs `action` when Escape is pressed while the focus is in this view (macOS's exit command).
    public func onExitCommand(perform action: (() -> Void)?) -> some View {
        onKeyPress(keys: [.escape]) { _ in
            guard let action else { return .ignored }
            action()
            return .handled
        }
    }

    /// Runs `action` when Delete or Backspace is pressed while the focus is in this view.
    public func onDeleteCommand(perform action: (() -> Void)?) -> some View {
        onKeyPress(keys: [.delete, .deleteForward]) { _ in
            guard let action else { return .ignored }
            action()
            return .handled
        }
    }

    /// Runs `action` with the direction of an arrow key pressed while the focus is in this view.
    public func onMoveCommand(perform action: ((MoveCommandDirection) -> Void)?) -> some View {
        let directions: [KeyEquivalent: MoveCommandDirection] = [
            .upArrow: .up, .downArrow: .down, .leftArrow: .left, .rightArrow: .right
        ]
        return onKeyPress(keys: Set(directions.keys)) { press in
            guard let action, let direction = directions[press.key] else { return .ignored }
            action(direction)
            return .handled
        }
    }
}
