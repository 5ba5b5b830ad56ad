import Gtk
import ToolbarKit

/// The Customize Toolbar dialog: a palette, the default set, a live copy of
/// the toolbar, "Show:" display modes, Undo/Redo, Reset to Defaults, Cancel
/// and Done.
///
/// Every edit goes through the shared model inside one editing session, so
/// every window's header bar follows live; Cancel (or Escape) restores the
/// layout from before the dialog opened, Done (or closing the dialog by the
/// window manager, as on macOS) keeps and saves it.
///
/// There is one dialog per toolbar id, not per window (see
/// `CustomizeDialogs`). The dialog is transient for the window it was
/// opened from and modal to it within the app (GTK's grab: the window takes
/// no clicks or keys meanwhile), but the window manager is not told it is
/// modal (`Window.makeModalInAppOnly()`): its items are dragged into that
/// window's header bar, and GNOME's compositor (mutter, also as GNOME
/// Shell) hands no input at all, drags and drops included, to a window that
/// has a modal dialog, and centres a modal dialog over its parent.
@MainActor
final class CustomizeToolbarDialog {

    let window = Gtk::Window()
    let model: ToolbarModel
    let renderer: ToolbarRenderer
    private(set) lazy var palette = CustomizePalette(dialog: self)
    private(set) lazy var strip = CustomizeStrip(dialog: self)
    private let undoButton = ButtonWidget()
    private let redoButton = ButtonWidget()
    private var modeButtons: [DisplayMode: ToggleButton] = [:]
    private var observation: ToolbarObservation?
    private(set) var finished = false
    private var headerBarDrop: DropTarget?
    /// What the drag under way carries (every drag here starts from a tile).
    private(set) var currentDragPayload: CustomizeDragPayload?
    private var dragWatch: TimeoutSource?
    /// Called once when the dialog finishes (its owner forgets it).
    var onFinish: (() -> Void)?

    init(renderer: ToolbarRenderer, parent: Gtk::Window) {
        self.renderer = renderer
        self.model = renderer.model
        CustomizeToolbarDialog.installStyle()
        window.title = localized("Customize Toolbar")
        window.setTransient(for: parent)
        window.makeModalInAppOnly()
        window.destroysWithParent = true
        window.setDefaultSize(width: 720, height: -1)
        window.addCSSClass("customize-toolbar")
        window.accessibleRole = .dialog
        model.beginEditingSession()
        buildHeaderBar()
        window.setChild(buildContent())
        installShortcuts()
        observation = model.addObserver { [weak self] change in
            guard let self else { return }
            if change.old.displayMode != change.new.displayMode { self.strip.refreshContent() }
            self.reload()
        }
        headerBarDrop = renderer.acceptDrops { [weak self] text, index in
            guard let self, let payload = CustomizeDragPayload(encoded: text) else { return false }
            return self.drop(payload, at: index)
        }
        window.onCloseRequest { [weak self] in
            // Closing by the window manager counts as Done; GTK then destroys the window.
            self?.finish(commit: true, destroyingWindow: false)
            return false
        }
        window.onDestroyed { [weak self] in
            // Destroyed with its window (Ctrl+W, Quit): keep the edits, as Done.
            self?.finish(commit: true, destroyingWindow: false)
        }
        reload()
    }

    private func buildHeaderBar() {
        let bar = HeaderBar()
        bar.showTitleButtons = false
        let cancel = ButtonWidget(label: localized("Cancel"))
        cancel.onClicked { [weak self] in self?.finish(commit: false) }
        let done = ButtonWidget(label: localized("Done"))
        done.addCSSClass("suggested-action")
        done.onClicked { [weak self] in self?.finish(commit: true) }
        undoButton.setIconName("edit-undo-symbolic")
        undoButton.tooltip = localized("Undo (Ctrl+Z)")
        undoButton.setAccessibleLabel(localized("Undo"))
        undoButton.onClicked { [weak self] in self?.undo() }
        redoButton.setIconName("edit-redo-symbolic")
        redoButton.tooltip = localized("Redo (Ctrl+Shift+Z)")
        redoButton.setAccessibleLabel(localized("Redo"))
        redoButton.onClicked { [weak self] in self?.redo() }
        let history = Box(.horizontal)
        history.addCSSClass("linked")
        history.append(undoButton)
        history.append(redoButton)
        bar.packStart(cancel)
        bar.packStart(history)
        bar.packEnd(done)
        window.setTitlebar(bar)
        window.setDefaultWidget(done)
    }

    private func buildContent() -> Widget {
        let content = Box(.vertical, spacing: 0)
        content.setMargins(top: 18, bottom: 18, start: 24, end: 24)
        content.append(heading(localized("Drag your favorite items into the toolbar…")))
        // No scrolled window: a flow box inside one asks for the height of a
        // single column. The window grows with the palette instead.
        palette.flow.setMargins(top: 6, bottom: 18, start: 0, end: 0)
        content.append(palette.flow)
        content.append(heading(localized("…or drag the default set into the toolbar.")))
        palette.defaultSet.widget.setMargins(top: 6, bottom: 18, start: 0, end: 0)
        content.append(palette.defaultSet.widget)
        content.append(heading(localized("Toolbar")))
        strip.box.setMargins(top: 6, bottom: 6, start: 0, end: 0)
        content.append(strip.box)
        let help = LabelWidget(localized("Drag items to rearrange them; drag them out of the toolbar to remove them."))
        help.xalign = 0
        help.wraps = true
        help.addCSSClass("dim-label")
        help.addCSSClass("caption")
        content.append(help)
        let bottom = buildBottomRow()
        bottom.setMargins(top: 18, bottom: 0, start: 0, end: 0)
        content.append(bottom)
        return content
    }

    private func heading(_ text: String) -> Widget {
        let label = LabelWidget(text)
        label.xalign = 0
        label.addCSSClass("heading")
        return label
    }

    private func buildBottomRow() -> Widget {
        let row = Box(.horizontal, spacing: 12)
        let show = LabelWidget(localized("Show:"))
        row.append(show)
        let modes = Box(.horizontal)
        modes.addCSSClass("linked")
        var first: ToggleButton?
        for mode in DisplayMode.allCases {
            let button = ToggleButton()
            button.setLabel(mode.localizedLabel)
            button.setGroup(first)
            first = first ?? button
            button.onToggled { [weak self, weak button] in
                guard let self, let button, button.isActive, self.model.layout.displayMode != mode else { return }
                self.model.setDisplayMode(mode)
            }
            modeButtons[mode] = button
            modes.append(button)
        }
        row.append(modes)
        row.append(Gtk::Spacer(width: nil))
        let reset = ButtonWidget(label: localized("Reset to Defaults"))
        reset.onClicked { [weak self] in self?.model.reset() }
        row.append(reset)
        return row
    }

    private func installShortcuts() {
        let shortcuts = ShortcutController()
        shortcuts.setGlobalScope()
        shortcuts.addShortcut(trigger: "<Control>z") { [weak self] in
            self?.undo()
            return true
        }
        shortcuts.addShortcut(trigger: "<Control><Shift>z") { [weak self] in
            self?.redo()
            return true
        }
        shortcuts.addShortcut(trigger: "Escape") { [weak self] in
            self?.finish(commit: false)
            return true
        }
        window.addController(shortcuts)
    }

    // MARK: State

    private func reload() {
        strip.reload()
        palette.reload()
        undoButton.isSensitive = model.canUndo
        redoButton.isSensitive = model.canRedo
        for (mode, button) in modeButtons where button.isActive != (model.layout.displayMode == mode) {
            button.isActive = model.layout.displayMode == mode
        }
    }

    /// The user-visible name of an entry.
    func label(for entry: LayoutEntry) -> String {
        if let kind = entry.spacerKind { return kind.localizedLabel }
        return entry.itemID.flatMap { model.catalog.item(id: $0)?.label } ?? entry.id
    }

    // MARK: Drags

    /// How wide the dragged item is (nil: a drag that does not add one item,
    /// the default set).
    private(set) var currentDragWidth: Int?

    func dragBegan(_ payload: CustomizeDragPayload) {
        currentDragPayload = payload
        switch payload {
        case .entry(let entryID): currentDragWidth = strip.tile(forEntry: entryID)?.widget.width
        case .item, .spacer: currentDragWidth = palette.tile(forPayload: payload)?.widget.width
        case .defaultSet: currentDragWidth = nil
        }
        dragWatch?.cancel()
        dragWatch = TimeoutSource(milliseconds: 50, repeats: true) { [weak self] in self?.followDrag() }
    }

    func dragEnded() {
        currentDragPayload = nil
        currentDragWidth = nil
        dragWatch?.cancel()
        dragWatch = nil
        strip.hideIndicator()
    }

    /// Follows the pointer during a drag: off the strip and the header bar,
    /// dropping a toolbar entry removes it (the cue shows), and the strip's
    /// insertion indicator goes away.
    ///
    /// Polled, because GTK 4.8 does not reliably tell a drop target that a
    /// drag left it (no "leave" after a drop elsewhere, or when the pointer
    /// crosses into another window:
    /// `GtkWorkaround.dropTargetLeaveMissing`).
    private func followDrag() {
        let overStrip = strip.box.isUnderPointer
        strip.showRemovalCue(!overStrip && !renderer.strip.isUnderPointer)
        if !overStrip { strip.hideIndicator() }
    }

    // MARK: Edits

    func canAdd(_ payload: CustomizeDragPayload) -> Bool {
        switch payload {
        case .item(let itemID): !model.contains(itemID: itemID)
        case .spacer: true
        case .entry, .defaultSet: false
        }
    }

    /// Applies a drop on the toolbar at layout `index`.
    ///
    /// Returns whether it was accepted. With `focus`, the keyboard focus
    /// goes to the new entry.
    @discardableResult
    func drop(_ payload: CustomizeDragPayload, at index: Int, focus: Bool = true) -> Bool {
        let index = max(index, model.disabledCount)
        do {
            switch payload {
            case .item(let itemID):
                guard canAdd(payload) else { return false }  // already in the toolbar
                try model.insert(item: itemID, at: index)
                if focus { focusEntry(itemID) } else { strip.lastFocusedEntryID = itemID }
            case .spacer(let kind):
                let entry = try model.insertSpacer(kind, at: index)
                if focus { focusEntry(entry.id) } else { strip.lastFocusedEntryID = entry.id }
            case .entry(let entryID):
                guard let from = strip.position(of: entryID) else { return false }
                move(entryID, from: from, to: index > from ? index - 1 : index)
            case .defaultSet:
                useDefaultSet()
            }
            return true
        } catch {
            Diagnostics.warn("Customize Toolbar: \(error)")
            return false
        }
    }

    /// Moves an entry (Alt+Left/Right, or a drag within the toolbar); focus follows it.
    func move(_ entryID: String, from: Int, to: Int) {
        guard to != from else { return }
        guard model.canMove(from: from, to: to) else {
            window.errorBell()
            return
        }
        try? model.move(from: from, to: to)
        focusEntry(entryID)
    }

    /// Removes an entry (if removable).
    ///
    /// Returns whether it was removed.
    @discardableResult
    func removeEntry(_ entryID: String) -> Bool {
        guard let index = strip.position(of: entryID) else { return false }
        guard model.canRemove(at: index) else {
            window.errorBell()
            return false
        }
        let hadFocus = strip.tile(forEntry: entryID)?.widget.hasFocus ?? false
        _ = try? model.remove(at: index)
        let entries = model.layout.entries
        if !entries.isEmpty {
            let neighbour = entries[min(index, entries.count - 1)].id
            if hadFocus { focusEntry(neighbour) } else { strip.lastFocusedEntryID = neighbour }
        } else if hadFocus {
            palette.firstTile?.widget.grabFocus()
        }
        return true
    }

    func useDefaultSet() {
        try? model.useDefaultSet()
    }

    /// Enter or Space on a palette tile: add after the focused strip item, or
    /// at the end.
    ///
    /// Focus stays in the palette, so several items go in a row.
    func addFromKeyboard(_ payload: CustomizeDragPayload) {
        guard canAdd(payload) else {
            window.errorBell()
            return
        }
        var index = model.layout.entries.count
        if let focused = strip.lastFocusedEntryID, let position = strip.position(of: focused) {
            index = position + 1
        }
        drop(payload, at: index, focus: false)
    }

    private func focusEntry(_ entryID: String) {
        strip.lastFocusedEntryID = entryID
        strip.tile(forEntry: entryID)?.widget.grabFocus()
    }

    func undo() { if model.canUndo { try? model.undo() } }
    func redo() { if model.canRedo { try? model.redo() } }

    /// Ends the session (commit keeps and saves; otherwise restore) and closes.
    func finish(commit: Bool, destroyingWindow: Bool = true) {
        guard !finished else { return }
        finished = true
        observation = nil
        do {
            if commit { try model.commitEditingSession() } else { try model.cancelEditingSession() }
        } catch {
            Diagnostics.warn("Customize Toolbar: \(error)")
        }
        dragWatch?.cancel()
        if let headerBarDrop { renderer.stopAcceptingDrops(headerBarDrop) }
        headerBarDrop = nil
        onFinish?()
        onFinish = nil
        // GTK keeps the parent link of a destroyed dialog and drops it only
        // when the dialog is finalized, by which time the parent may be gone.
        window.setTransient(for: nil)
        if destroyingWindow && window.isAlive { window.destroy() }
    }
}
