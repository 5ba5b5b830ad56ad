import Gtk

/// A recorder of operations that can be undone and redone (Foundation's
/// `UndoManager`, which swift-corelibs-foundation lacks on Linux).
///
/// Apple's semantics: an operation registered with
/// `registerUndo(withTarget:handler:)` joins the open undo group; with
/// `groupsByEvent` (the default) a group opens by itself at the first
/// registration and closes when the GLib main loop is next idle, so one
/// user event is one Undo step. `undo()` runs the last group's operations
/// in reverse order; what they register meanwhile becomes the Redo step.
/// A new registration outside undo and redo clears the redo stack. The
/// notifications of Apple's undo manager are posted to
/// `NotificationCenter.default` (`.NSUndoManagerDidUndoChange`, …).
///
/// On GNOME, Edit ▸ Undo and Redo act on the window's undo manager
/// (`\.undoManager`: a document's, or the window's own) when the keyboard
/// focus is not in a text field, whose own undo history GTK keeps.
///
///     undoManager?.registerUndo(withTarget: model) { model in model.remove(item) }
///     undoManager?.setActionName("Add Item")
///
/// Apple's Objective-C forms (`registerUndo(withTarget:selector:object:)`,
/// `prepare(withInvocationTarget:)`) need the Objective-C runtime and are
/// not provided. A target is held weakly: an operation whose target is
/// gone is skipped (Apple's keeps an unowned reference and would crash).
@MainActor
open class UndoManager: NSObject {
    /// One registered operation and the object it acts on.
    private struct Operation {
        weak var target: AnyObject?
        let perform: @MainActor (AnyObject) -> Void
    }

    /// Operations recorded together, undone and redone as one step.
    private struct Group {
        var operations: [Operation] = []
        var actionName = ""
        var isDiscardable = false
    }

    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    /// Groups being recorded, outermost first.
    private var openGroups: [Group] = []
    private var disabledCount = 0
    /// Closes the group `groupsByEvent` opened, once the current event is handled.
    private var eventGroupClosing: IdleSource?
    /// Whether the outermost open group was opened by `groupsByEvent`.
    private var openedForEvent = false

    /// Whether a group opens and closes by itself around each event of the
    /// main loop (true by default).
    open var groupsByEvent = true
    /// How many Undo steps are kept (0: no limit); the oldest go first.
    open var levelsOfUndo = 0 {
        didSet { trimToLevels() }
    }
    /// The run loop modes in which groups close (kept for source
    /// compatibility: GLib's main loop has no modes).
    open var runLoopModes: [RunLoop.Mode] = [.default]
    /// Whether an undo is running.
    open private(set) var isUndoing = false
    /// Whether a redo is running.
    open private(set) var isRedoing = false

    /// Creates an undo manager with empty stacks.
    public override init() { super.init() }

    // MARK: Registering

    /// Registers `handler` as an operation that undoes a change of `target`.
    ///
    /// While undoing, it is recorded as the Redo step; while redoing, as
    /// the Undo step; otherwise it joins the open group (one is opened when
    /// `groupsByEvent` is on) and the redo stack is cleared.
    open func registerUndo<TargetType: AnyObject>(
        withTarget target: TargetType, handler: @escaping @MainActor (TargetType) -> Void
    ) {
        guard isUndoRegistrationEnabled else { return }
        if openGroups.isEmpty {
            guard groupsByEvent else {
                Diagnostics.warn("UndoManager: registerUndo needs an open undo group (groupsByEvent is off)")
                return
            }
            beginUndoGrouping()
            openedForEvent = true
            eventGroupClosing = IdleSource(priority: .beforeRedraw) { [weak self] in self?.finishEventGroup() }
        }
        if !isUndoing && !isRedoing { redoStack.removeAll() }
        openGroups[openGroups.count - 1].operations.append(
            Operation(target: target) { object in
                if let typed = object as? TargetType { handler(typed) }
            })
        changeObservers.notify(.registered)
    }

    /// Stops recording operations until `enableUndoRegistration()` (calls nest).
    open func disableUndoRegistration() { disabledCount += 1 }

    /// Records operations again, balancing one `disableUndoRegistration()`.
    open func enableUndoRegistration() {
        if disabledCount > 0 { disabledCount -= 1 }
    }

    /// Whether operations are recorded.
    open var isUndoRegistrationEnabled: Bool { disabledCount == 0 }

    // MARK: Groups

    /// Opens a group, undone as one step with what it records.
    ///
    /// Operations registered until the matching `endUndoGrouping()` join
    /// it. Groups nest.
    open func beginUndoGrouping() {
        if !isUndoing && !isRedoing { post(.NSUndoManagerCheckpoint) }
        openGroups.append(Group())
        post(.NSUndoManagerDidOpenUndoGroup)
    }

    /// Closes the innermost open group.
    ///
    /// A closed outermost group becomes an Undo step (or, while undoing,
    /// the Redo step); an empty one is dropped.
    open func endUndoGrouping() {
        guard let closing = openGroups.last else {
            Diagnostics.warn("UndoManager: endUndoGrouping without beginUndoGrouping")
            return
        }
        post(.NSUndoManagerCheckpoint)
        post(.NSUndoManagerWillCloseUndoGroup)
        openGroups.removeLast()
        if openGroups.isEmpty {
            eventGroupClosing?.cancel()
            eventGroupClosing = nil
            openedForEvent = false
            if !closing.operations.isEmpty { push(closing) }
        } else {
            openGroups[openGroups.count - 1].operations += closing.operations
            if openGroups[openGroups.count - 1].actionName.isEmpty {
                openGroups[openGroups.count - 1].actionName = closing.actionName
            }
        }
        post(
            .NSUndoManagerDidCloseUndoGroup,
            userInfo: [NSUndoManagerGroupIsDiscardableKey: closing.isDiscardable])
        if openGroups.isEmpty && !closing.operations.isEmpty { changeObservers.notify(.groupClosed) }
    }

    /// How many groups are open.
    open var groupingLevel: Int { openGroups.count }

    /// Closes the group `groupsByEvent` opened, now (before a save: the
    /// changes so far are what is saved).
    func finishEventGroup() {
        eventGroupClosing?.cancel()
        eventGroupClosing = nil
        guard openedForEvent, openGroups.count == 1 else { return }
        endUndoGrouping()
    }

    private func push(_ group: Group) {
        if isUndoing {
            redoStack.append(group)
        } else {
            undoStack.append(group)
            trimToLevels()
        }
    }

    private func trimToLevels() {
        guard levelsOfUndo > 0 else { return }
        if undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
        if redoStack.count > levelsOfUndo { redoStack.removeFirst(redoStack.count - levelsOfUndo) }
    }

    // MARK: Undo and redo

    /// Whether there is a step to undo (the open group counts).
    open var canUndo: Bool {
        !undoStack.isEmpty || openGroups.contains { !$0.operations.isEmpty }
    }

    /// Whether there is an undone step to redo.
    open var canRedo: Bool { !redoStack.isEmpty }

    /// Closes the open group (when only the event's group is open) and
    /// undoes the last step.
    open func undo() {
        if openGroups.count == 1 { endUndoGrouping() }
        guard openGroups.isEmpty else {
            Diagnostics.warn("UndoManager: undo() with \(openGroups.count) nested groups open; use undoNestedGroup()")
            return
        }
        undoNestedGroup()
    }

    /// Undoes the last step without closing open groups.
    open func undoNestedGroup() {
        guard let group = undoStack.popLast() else { return }
        replay(group, undoing: true)
    }

    /// Redoes the last undone step.
    open func redo() {
        guard let group = redoStack.popLast() else { return }
        replay(group, undoing: false)
    }

    /// Runs a group's operations last first, recording what they register
    /// as one group named like the one replayed (the Redo step of an undo,
    /// the Undo step of a redo), between the notifications Apple's posts.
    private func replay(_ group: Group, undoing: Bool) {
        post(.NSUndoManagerCheckpoint)
        post(undoing ? .NSUndoManagerWillUndoChange : .NSUndoManagerWillRedoChange)
        if undoing { isUndoing = true } else { isRedoing = true }
        openGroups.append(Group(actionName: group.actionName, isDiscardable: group.isDiscardable))
        for operation in group.operations.reversed() {
            guard let target = operation.target else { continue }
            operation.perform(target)
        }
        let recorded = openGroups.removeLast()
        if !recorded.operations.isEmpty {
            if undoing { redoStack.append(recorded) } else { undoStack.append(recorded) }
            trimToLevels()
        }
        isUndoing = false
        isRedoing = false
        post(undoing ? .NSUndoManagerDidUndoChange : .NSUndoManagerDidRedoChange)
        changeObservers.notify(undoing ? .undone : .redone)
    }

    /// Empties both stacks, closes open groups and enables registration.
    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
        openGroups.removeAll()
        eventGroupClosing?.cancel()
        eventGroupClosing = nil
        openedForEvent = false
        disabledCount = 0
        changeObservers.notify(.cleared)
    }

    /// Removes the operations on `target` from both stacks (steps left
    /// empty go with them).
    open func removeAllActions(withTarget target: Any) {
        let object = target as AnyObject
        func strip(_ groups: [Group]) -> [Group] {
            groups.compactMap { group in
                var kept = group
                kept.operations.removeAll { $0.target == nil || $0.target === object }
                return kept.operations.isEmpty ? nil : kept
            }
        }
        undoStack = strip(undoStack)
        redoStack = strip(redoStack)
        for index in openGroups.indices { openGroups[index].operations.removeAll { $0.target === object } }
        changeObservers.notify(.cleared)
    }

    // MARK: Action names

    /// Names the step being recorded (else the last step): "Undo <name>".
    open func setActionName(_ actionName: String) {
        if !openGroups.isEmpty {
            openGroups[openGroups.count - 1].actionName = actionName
        } else if isUndoing, !redoStack.isEmpty {
            redoStack[redoStack.count - 1].actionName = actionName
        } else if !undoStack.isEmpty {
            undoStack[undoStack.count - 1].actionName = actionName
        }
    }

    /// The name of the step Undo would undo ("" without one).
    open var undoActionName: String {
        openGroups.last(where: { !$0.operations.isEmpty })?.actionName ?? undoStack.last?.actionName ?? ""
    }

    /// The name of the step Redo would redo ("" without one).
    open var redoActionName: String { redoStack.last?.actionName ?? "" }

    /// The Undo menu item's title: "Undo Typing", or "Undo".
    open var undoMenuItemTitle: String { undoMenuTitle(forUndoActionName: undoActionName) }

    /// The Redo menu item's title: "Redo Typing", or "Redo".
    open var redoMenuItemTitle: String { redoMenuTitle(forUndoActionName: redoActionName) }

    /// "Undo" followed by `actionName`, if any.
    open func undoMenuTitle(forUndoActionName actionName: String) -> String {
        actionName.isEmpty ? localized("Undo") : localized("Undo %@", .string(actionName))
    }

    /// "Redo" followed by `actionName`, if any.
    open func redoMenuTitle(forUndoActionName actionName: String) -> String {
        actionName.isEmpty ? localized("Redo") : localized("Redo %@", .string(actionName))
    }

    // MARK: Discardable steps

    /// Marks the step being recorded as discardable (it changes nothing
    /// worth saving, such as a selection).
    open func setActionIsDiscardable(_ discardable: Bool) {
        if !openGroups.isEmpty {
            openGroups[openGroups.count - 1].isDiscardable = discardable
        } else if !undoStack.isEmpty {
            undoStack[undoStack.count - 1].isDiscardable = discardable
        }
    }

    /// Whether the step Undo would undo is discardable.
    open var undoActionIsDiscardable: Bool { openGroups.last?.isDiscardable ?? undoStack.last?.isDiscardable ?? false }

    /// Whether the step Redo would redo is discardable.
    open var redoActionIsDiscardable: Bool { redoStack.last?.isDiscardable ?? false }

    // MARK: Observers

    /// What changed, for the document that counts its changes (internal).
    enum Change {
        case registered, groupClosed, undone, redone, cleared
    }

    /// Internal observers of changes (a document's edited state).
    let changeObservers = UndoChangeObservers()

    private func post(_ name: Notification.Name, userInfo: [AnyHashable: Any]? = nil) {
        NotificationCenter.default.post(name: name, object: self, userInfo: userInfo)
    }
}

/// The closures that follow an undo manager's changes, without the
/// notification center's untyped dictionaries.
@MainActor
final class UndoChangeObservers {
    private var observers: [(owner: ObjectIdentifier, body: @MainActor (UndoManager.Change) -> Void)] = []

    /// Calls `body` after each change until `remove(owner:)`.
    func add(owner: AnyObject, _ body: @escaping @MainActor (UndoManager.Change) -> Void) {
        observers.append((ObjectIdentifier(owner), body))
    }

    /// Stops calling the closures `owner` added.
    func remove(owner: AnyObject) { observers.removeAll { $0.owner == ObjectIdentifier(owner) } }

    fileprivate func notify(_ change: UndoManager.Change) {
        for observer in observers { observer.body(change) }
    }
}
