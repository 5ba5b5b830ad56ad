// Undo, redo and editing sessions of a ToolbarModel.

/// One recorded change of a layout, invertible so undo and redo are exact.
enum Edit {
    case insert(LayoutEntry, at: Int)
    case remove(LayoutEntry, at: Int)
    case move(from: Int, to: Int)
    case replace(old: ToolbarLayout, new: ToolbarLayout)
    case displayMode(old: DisplayMode, new: DisplayMode)
    case visibility(old: Bool, new: Bool)

    var inverse: Edit {
        switch self {
        case .insert(let entry, let index): .remove(entry, at: index)
        case .remove(let entry, let index): .insert(entry, at: index)
        case .move(let from, let to): .move(from: to, to: from)
        case .replace(let old, let new): .replace(old: new, new: old)
        case .displayMode(let old, let new): .displayMode(old: new, new: old)
        case .visibility(let old, let new): .visibility(old: new, new: old)
        }
    }
}

/// The undo and redo stacks, and the open editing session if any.
struct EditHistory {
    /// What an open session needs to cancel: the layout and redo stack from before it.
    struct Session {
        let layoutBefore: ToolbarLayout
        let undoBase: Int
        let redoBefore: [[Edit]]
    }

    /// Undo groups, oldest first; each group is undone as one step.
    var undoStack: [[Edit]] = []
    var redoStack: [[Edit]] = []
    var session: Session?

    mutating func record(_ edit: Edit) {
        undoStack.append([edit])
        redoStack.removeAll()
    }
}

extension ToolbarModel {
    /// Whether an undo step is available (inside a session: one made in the session).
    public var canUndo: Bool { history.undoStack.count > (history.session?.undoBase ?? 0) }

    /// Whether a redo step is available.
    public var canRedo: Bool { !history.redoStack.isEmpty }

    /// Whether an editing session (the Customize Toolbar dialog) is open.
    public var isEditing: Bool { history.session != nil }

    /// Undoes the latest step; a committed session is one step.
    public func undo() throws {
        guard canUndo, let group = history.undoStack.popLast() else { throw ToolbarError.nothingToUndo }
        history.redoStack.append(group)
        apply(group.reversed().map(\.inverse), cause: .undo)
    }

    /// Redoes the latest undone step.
    public func redo() throws {
        guard let group = history.redoStack.popLast() else { throw ToolbarError.nothingToRedo }
        history.undoStack.append(group)
        apply(group, cause: .redo)
    }

    /// Opens an editing session: later operations can be undone one by one,
    /// then committed as one undo step or cancelled as a whole.
    ///
    /// Returns `false`, changing nothing, when a session is already open
    /// (a second window asking for the same dialog joins the open session).
    @discardableResult
    public func beginEditingSession() -> Bool {
        guard history.session == nil else { return false }
        history.session = .init(layoutBefore: layout, undoBase: history.undoStack.count, redoBefore: history.redoStack)
        history.redoStack = []
        notify(ToolbarChange(old: layout, new: layout, cause: .sessionBegan))
        return true
    }

    /// Closes the session keeping its changes, which become a single undo step.
    public func commitEditingSession() throws {
        guard let session = history.session else { throw ToolbarError.noEditingSession }
        history.session = nil
        let groups = history.undoStack[session.undoBase...]
        if groups.isEmpty {
            // Nothing kept: what could be redone before the session still can.
            history.redoStack = session.redoBefore
        } else {
            let merged = Array(groups.joined())
            history.undoStack.removeSubrange(session.undoBase...)
            history.undoStack.append(merged)
            history.redoStack = []
        }
        notify(ToolbarChange(old: layout, new: layout, cause: .sessionCommitted))
    }

    /// Closes the session restoring the exact layout, undo and redo steps from before it.
    public func cancelEditingSession() throws {
        guard let session = history.session else { throw ToolbarError.noEditingSession }
        history.session = nil
        history.undoStack.removeSubrange(session.undoBase...)
        history.redoStack = session.redoBefore
        restore(session.layoutBefore, cause: .sessionCancelled)
    }
}
