/// The Find items of the Edit menu (`TextEditingCommands`): app actions
/// named by the raw value, acting on the active window's text editor.
enum FindCommand: String, CaseIterable {
    case find = "find"
    case findAndReplace = "find-replace"
    case findNext = "find-next"
    case findPrevious = "find-previous"
    case useSelection = "find-selection"

    var title: String {
        switch self {
        case .find: return localized("Find…")
        case .findAndReplace: return localized("Find and Replace…")
        case .findNext: return localized("Find Next")
        case .findPrevious: return localized("Find Previous")
        case .useSelection: return localized("Use Selection for Find")
        }
    }

    /// GNOME's keys (Ctrl+H replaces, as in GNOME Text Editor and gedit).
    var accelerator: String {
        switch self {
        case .find: return "<Control>f"
        case .findAndReplace: return "<Control>h"
        case .findNext: return "<Control>g"
        case .findPrevious: return "<Control><Shift>g"
        case .useSelection: return "<Control>e"
        }
    }

    /// Whether the command can act on `editor` now.
    @MainActor func isPossible(in editor: TextEditorNode) -> Bool {
        guard !editor.findSettings.isDisabled else { return false }
        switch self {
        case .find, .findNext, .findPrevious: return true
        case .findAndReplace: return !editor.findSettings.isReplaceDisabled && editor.textView.isEditable
        case .useSelection: return editor.textView.buffer.hasSelection
        }
    }

    /// Runs the command on `editor`.
    @MainActor func perform(in editor: TextEditorNode) {
        guard let bar = editor.makeFindBar() else { return }
        switch self {
        case .find: bar.open()
        case .findAndReplace: bar.open(replacing: true)
        case .findNext: bar.step(by: 1)
        case .findPrevious: bar.step(by: -1)
        case .useSelection: bar.useSelection()
        }
    }
}
