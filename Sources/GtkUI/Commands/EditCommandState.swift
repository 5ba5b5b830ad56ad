import Gtk

/// The Edit menu's Undo, Redo, Cut, Copy, Paste and Select All: app actions
/// that act on the active window's text widget, enabled only when they can
/// do something there (as the text's own context menu greys them).
///
/// The state is followed, not polled: the target text widget's undo
/// history, selection and emptiness, and the clipboard's formats notify
/// changes; the target follows the keyboard focus and the active window.
/// Outside text, Undo and Redo act on the window's document's undo manager
/// (its session calls `refresh()` when that changes).
@MainActor
final class EditCommandState {
    /// Action name, the text widget's own action it forwards to, and when it can act.
    private static let commands: [(name: String, widgetAction: String, isPossible: (TextEditingState, Bool) -> Bool)] = [
        ("undo", "text.undo", { state, _ in state.isEditable && (state.canUndo ?? true) }),
        ("redo", "text.redo", { state, _ in state.isEditable && (state.canRedo ?? true) }),
        ("cut", "clipboard.cut", { state, _ in state.isEditable && state.hasSelection }),
        ("copy", "clipboard.copy", { state, _ in state.hasSelection }),
        ("paste", "clipboard.paste", { state, clipboardHasText in state.isEditable && clipboardHasText }),
        ("select-all", "selection.select-all", { state, _ in !state.isEmpty })
    ]

    private unowned let runtime: AppRuntime
    private var actions: [SimpleAction] = []
    private var findActions: [(command: FindCommand, action: SimpleAction)] = []
    private var target: Widget?
    private var targetHandlers: [SignalHandler] = []
    private var clipboard: Clipboard?
    private var clipboardHasText = false

    init(runtime: AppRuntime) { self.runtime = runtime }

    /// Adds the actions to the application and starts following the clipboard.
    func install(in application: Application) {
        for command in Self.commands {
            let action = SimpleAction(name: command.name)
            let widgetAction = command.widgetAction
            action.onActivate { [weak self] _ in self?.forward(widgetAction) }
            action.isEnabled = false
            application.addAction(action)
            actions.append(action)
        }
        clipboard = Clipboard.ofDefaultDisplay()
        clipboardHasText = clipboard?.hasText ?? false
        clipboard?.onFormatsChanged { [weak self] in
            guard let self else { return }
            self.clipboardHasText = self.clipboard?.hasText ?? false
            self.update()
        }
    }

    /// Adds the Find actions and binds their keys (`TextEditingCommands`).
    func installFind(in application: Application) {
        for command in FindCommand.allCases {
            let action = SimpleAction(name: command.rawValue)
            action.onActivate { [weak self] _ in
                guard let editor = self?.findEditor, command.isPossible(in: editor) else { return }
                command.perform(in: editor)
            }
            action.isEnabled = false
            application.addAction(action)
            application.setAccelerators([command.accelerator], for: "app.\(command.rawValue)")
            findActions.append((command, action))
        }
    }

    /// The text editor Find acts on: the one holding the editing target,
    /// else the active window's only one.
    private var findEditor: TextEditorNode? {
        if let target, let editor = FindTargets.editor(containing: target) { return editor }
        return runtime.activeHost.flatMap { FindTargets.soleEditor(in: $0.window) }
    }

    /// The focused widget, else (focus in the menu's popover) the widget
    /// that had the focus before the menu opened.
    private func forward(_ widgetAction: String) {
        guard let host = runtime.activeHost else { return }
        if host.editingTarget?.textEditingState == nil, let transfer = host.editingTarget.flatMap(ClipboardNode.owner(of:)) {
            // A view with `.copyable`, `.cuttable` or `.pasteDestination` has the focus.
            switch widgetAction {
            case "clipboard.copy":
                _ = transfer.copy()
                return
            case "clipboard.cut":
                _ = transfer.cut()
                return
            case "clipboard.paste":
                _ = transfer.paste()
                return
            default: break
            }
        }
        if host.editingTarget?.textEditingState == nil, let undoManager = host.existingUndoManager {
            if widgetAction == "text.undo" { return undoManager.undo() }
            if widgetAction == "text.redo" { return undoManager.redo() }
        }
        if host.window.focusWidget?.activateAction(widgetAction) == true { return }
        _ = host.editingTarget?.activateAction(widgetAction)
    }

    /// Updates the actions' enabled states now (the document's undo history changed).
    func refresh() { update() }

    /// Follows the active window's editing target (call when the focus or
    /// the active window changed).
    func targetMayHaveChanged() {
        let newTarget = runtime.activeHost?.editingTarget
        if let newTarget, let target, newTarget.isSameObject(as: target) { return }
        if newTarget == nil && target == nil { return }
        for handler in targetHandlers { handler.disconnect() }
        target = newTarget
        targetHandlers = newTarget?.observeTextEditingState { [weak self] in self?.update() } ?? []
        update()
    }

    private func update() {
        let state = target?.textEditingState
        let undoManager = state == nil ? runtime.activeHost?.existingUndoManager : nil
        let transfer = state == nil ? target.flatMap(ClipboardNode.owner(of:)) : nil
        for (action, command) in zip(actions, Self.commands) {
            var enabled = state.map { command.isPossible($0, clipboardHasText) } ?? false
            if let transfer, command.name == "copy" { enabled = transfer.canCopy }
            if let transfer, command.name == "cut" { enabled = transfer.canCut }
            if let transfer, command.name == "paste" { enabled = transfer.canPaste }
            if let undoManager, command.name == "undo" { enabled = undoManager.canUndo }
            if let undoManager, command.name == "redo" { enabled = undoManager.canRedo }
            if action.isEnabled != enabled { action.isEnabled = enabled }
        }
        guard !findActions.isEmpty else { return }
        let editor = findEditor
        for (command, action) in findActions {
            let enabled = editor.map { command.isPossible(in: $0) } ?? false
            if action.isEnabled != enabled { action.isEnabled = enabled }
        }
    }
}
