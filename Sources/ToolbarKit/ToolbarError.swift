// Why the model refused an operation.

/// A refused toolbar operation; the layout is left unchanged.
public enum ToolbarError: Error, Equatable, CustomStringConvertible {
    /// The item id is not declared in the toolbar's catalog.
    case unknownItem(String)
    /// The item is already in the toolbar; only spacers may appear more than once.
    case duplicateItem(String)
    /// The index is outside the layout (`count` entries; insertion also accepts `count`).
    case indexOutOfRange(index: Int, count: Int)
    /// The entry cannot be removed because of its customization behavior.
    case notRemovable(itemID: String, behavior: ItemBehavior)
    /// The entry is `disabled` and cannot move.
    case notMovable(itemID: String)
    /// Customizable entries must stay after the `disabledCount` disabled items.
    case wouldPlaceBeforeDisabled(index: Int, disabledCount: Int)
    /// The toolbar already holds the most entries a layout may have.
    case toolbarFull(limit: Int)
    /// Commit or cancel was asked while no editing session is open.
    case noEditingSession
    /// There is nothing (left in this session) to undo.
    case nothingToUndo
    /// There is nothing to redo.
    case nothingToRedo

    /// A sentence for the user saying what went wrong.
    public var description: String {
        switch self {
        case .unknownItem(let id):
            "The toolbar has no item \"\(id)\"."
        case .duplicateItem(let id):
            "The item \"\(id)\" is already in the toolbar."
        case .indexOutOfRange(let index, let count):
            "Position \(index) is outside the toolbar, which has \(count) entries."
        case .notRemovable(let id, let behavior):
            behavior == .disabled
                ? "The item \"\(id)\" cannot be customized, so it cannot be removed."
                : "The item \"\(id)\" can be moved but not removed."
        case .notMovable(let id):
            "The item \"\(id)\" cannot be customized, so it cannot be moved."
        case .wouldPlaceBeforeDisabled(let index, let disabledCount):
            "Position \(index) is before the \(disabledCount) fixed item(s) at the start of the toolbar."
        case .toolbarFull(let limit):
            "The toolbar already holds \(limit) entries, the most it can hold."
        case .noEditingSession:
            "No toolbar customization is in progress."
        case .nothingToUndo:
            "There is nothing to undo."
        case .nothingToRedo:
            "There is nothing to redo."
        }
    }
}
