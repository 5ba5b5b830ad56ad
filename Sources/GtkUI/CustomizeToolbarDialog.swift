import Gtk
import ToolbarKit

/// The Customize Toolbar dialog: a palette, the default set, a live copy of
/// the toolbar, "Show:" display modes, Undo/Redo, Reset to Defaults, Cancel
/// and Done. Every edit goes through the shared model inside one editing
/// session, so every window's header bar follows live; Cancel (or Escape)
/// restores the layout from before the dialog opened, Done (or closing the
/// dialog by the window manager, as on macOS) keeps and saves it.
@MainActor
final class CustomizeToolbarDialog {
    /// Open dialogs by toolbar id: one editing session per shared model.
    private static var open: [String: CustomizeToolbarDialog] = [:]

    let window = Window()
    let model: ToolbarModel
    let renderer: ToolbarRenderer
    private(set) lazy var palette = CustomizePalette(dialog: self)
    private(set) lazy var strip = CustomizeStrip(dialog: self)
    private let hint = LabelWidget("Drag your favorite items into the toolbar…")
    private let undoButton = ButtonWidget()
    private let redoButton = ButtonWidget()
    private var modeButtons: [DisplayMode: ToggleButton] = [:]
    private var observation: ToolbarObservation?
    private var finished = false
    private var headerBarDrop: DropTarget?

    /// Opens the dialog for `host`'s toolbar, or presents the one already open for it.
    static func present(for host: WindowHost) {
        guard let renderer = host.toolbar else { return }
        if let existing = open[renderer.id] {
            existing.window.present()
            return
        }
        let dialog = CustomizeToolbarDialog(renderer: renderer, parent: host.window)
        open[renderer.id] = dialog
        dialog.window.present()
    }

    /// The dialog open for a toolbar id, if any (for tests).
    static func dialog(for id: String) -> CustomizeToolbarDialog? { open[id] }

    private init(renderer: ToolbarRenderer, parent: Window) {
        self.renderer = renderer
        self.model = renderer.model
        CustomizeToolbarDialog.installStyle()
        window.title = "Customize Toolbar"
        window.setTransient(for: parent)
        window.isModal = true
        window.destroysWithParent = true
        window.setDefaultSize(width: 760, height: 460)
        window.addCSSClass("customize-toolbar")
        model.beginEditingSession()
        buildHeaderBar()
        window.setChild(buildContent())
        installShortcuts()
        observation = model.addObserver { [weak self] change in
            self?.reload()
            if change.old.displayMode != change.new.displayMode {
                self?.strip.refreshContent()
                self?.palette.refreshContent()
            }
        }
        headerBarDrop = renderer.acceptDrops { [weak self] payload, index in
            self?.drop(payload, at: index) ?? false
        }
        window.onCloseRequest { [weak self] in
            self?.finish(commit: true) // closing by the window manager counts as Done
            return false
        }
        reload()
    }

    private func buildHeaderBar() {
        let bar = HeaderBar()
        bar.showTitleButtons = false
        let cancel = ButtonWidget(label: "Cancel")
        cancel.onClicked { [weak self] in self?.finish(commit: false) }
        let done = ButtonWidget(label: "Done")
        done.addCSSClass("suggested-action")
        done.onClicked { [weak self] in self?.finish(commit: true) }
        undoButton.setIconName("edit-undo-symbolic")
        undoButton.tooltip = "Undo"
        undoButton.setAccessibleLabel("Undo")
        undoButton.onClicked { [weak self] in self?.undo() }
        redoButton.setIconName("edit-redo-symbolic")
        redoButton.tooltip = "Redo"
        redoButton.setAccessibleLabel("Redo")
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
        let content = Box(.vertical, spacing: 12)
        content.setMargins(top: 18, bottom: 18, start: 18, end: 18)
        hint.xalign = 0
        hint.addCSSClass("heading")
        content.append(hint)
        let scroller = ScrolledWindow()
        scroller.setPolicy(horizontalScroll: false, verticalScroll: true)
        scroller.vexpand = true
        scroller.setChild(palette.flow)
        content.append(scroller)
        let defaultHint = LabelWidget("…or drag the default set into the toolbar.")
        defaultHint.xalign = 0
        defaultHint.addCSSClass("heading")
        content.append(defaultHint)
        content.append(palette.defaultSet.box)
        content.append(Separator(.horizontal))
        let toolbarTitle = LabelWidget("Toolbar")
        toolbarTitle.xalign = 0
        toolbarTitle.addCSSClass("dim-label")
        content.append(toolbarTitle)
        content.append(strip.box)
        content.append(buildBottomRow())
        return content
    }

    private func buildBottomRow() -> Widget {
        let row = Box(.horizontal, spacing: 6)
        row.append(LabelWidget("Show:"))
        let modes = Box(.horizontal)
        modes.addCSSClass("linked")
        var first: ToggleButton?
        for mode in DisplayMode.allCases {
            let button = ToggleButton()
            button.setLabel(mode.label)
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
        let filler = Gtk::Spacer(width: nil)
        row.append(filler)
        let reset = ButtonWidget(label: "Reset to Defaults")
        reset.onClicked { [weak self] in self?.model.reset() }
        row.append(reset)
        return row
    }

    private func installShortcuts() {
        let shortcuts = ShortcutController()
        shortcuts.setGlobalScope()
        shortcuts.addShortcut(trigger: "<Control>z") { [weak self] in self?.undo(); return true }
        shortcuts.addShortcut(trigger: "<Control><Shift>z") { [weak self] in self?.redo(); return true }
        shortcuts.addShortcut(trigger: "Escape") { [weak self] in self?.finish(commit: false); return true }
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
        if let kind = entry.spacerKind { return kind.label }
        return entry.itemID.flatMap { model.catalog.item(id: $0)?.label } ?? entry.id
    }

    // MARK: Edits

    func canAdd(_ payload: String) -> Bool {
        if payload.hasPrefix("item:") { return !model.contains(itemID: String(payload.dropFirst(5))) }
        return payload.hasPrefix("spacer:")
    }

    /// Applies a drop on the strip at `index`. Returns whether it was accepted.
    @discardableResult
    func drop(_ payload: String, at index: Int) -> Bool {
        let index = max(index, model.disabledCount)
        do {
            if payload.hasPrefix("item:") {
                try model.insert(item: String(payload.dropFirst(5)), at: index)
                focusEntry(String(payload.dropFirst(5)))
            } else if payload.hasPrefix("spacer:"), let kind = SpacerKind(rawValue: String(payload.dropFirst(7))) {
                let entry = try model.insertSpacer(kind, at: index)
                focusEntry(entry.id)
            } else if payload.hasPrefix("entry:") {
                let entryID = String(payload.dropFirst(6))
                guard let from = strip.position(of: entryID) else { return false }
                move(entryID, from: from, to: index > from ? index - 1 : index)
            } else if payload == "default-set" {
                useDefaultSet()
            } else {
                return false
            }
            return true
        } catch {
            Diagnostics.warn("Customize Toolbar: \(error)")
            return false
        }
    }

    func move(_ entryID: String, from: Int, to: Int) {
        guard to >= 0, to < model.layout.entries.count, to != from else { return }
        do {
            try model.move(from: from, to: to)
            focusEntry(entryID)
        } catch {
            window.errorBell()
        }
    }

    /// Removes an entry (if removable). Returns whether it was removed.
    @discardableResult
    func removeEntry(_ entryID: String) -> Bool {
        guard let index = strip.position(of: entryID) else { return false }
        guard model.canRemove(at: index) else {
            window.errorBell()
            return false
        }
        _ = try? model.remove(at: index)
        let entries = model.layout.entries
        if !entries.isEmpty { focusEntry(entries[min(index, entries.count - 1)].id) }
        return true
    }

    func useDefaultSet() {
        try? model.useDefaultSet()
    }

    /// Enter or Space on a palette tile: add after the focused strip item, or at the end.
    func addFromKeyboard(_ payload: String) {
        guard canAdd(payload) else {
            window.errorBell()
            return
        }
        var index = model.layout.entries.count
        if let focused = strip.lastFocusedEntryID, let position = strip.position(of: focused) {
            index = position + 1
        }
        drop(payload, at: index)
    }

    private func focusEntry(_ entryID: String) {
        strip.lastFocusedEntryID = entryID
        strip.tile(forEntry: entryID)?.box.grabFocus()
    }

    private func undo() { if model.canUndo { try? model.undo() } }
    private func redo() { if model.canRedo { try? model.redo() } }

    /// Ends the session (commit keeps and saves; otherwise restore) and closes.
    private func finish(commit: Bool) {
        guard !finished else { return }
        finished = true
        observation = nil
        do {
            if commit { try model.commitEditingSession() } else { try model.cancelEditingSession() }
        } catch {
            Diagnostics.warn("Customize Toolbar: \(error)")
        }
        if let headerBarDrop { renderer.strip.removeController(headerBarDrop) }
        headerBarDrop = nil
        CustomizeToolbarDialog.open[renderer.id] = nil
        window.destroy()
    }

    private static var styleInstalled = false
    private static func installStyle() {
        guard !styleInstalled else { return }
        styleInstalled = true
        CssProvider(css: """
            .customize-tile { padding: 6px; border-radius: 8px; }
            .customize-tile:hover { background-color: alpha(currentColor, 0.06); }
            .customize-tile:focus-visible { outline: 2px solid @accent_color; outline-offset: -2px; }
            .customize-tile.in-toolbar { opacity: 0.4; }
            .customize-tile.dragging { opacity: 0.3; }
            .customize-strip { padding: 6px 12px; border-radius: 8px; border: 1px solid alpha(currentColor, 0.15);
                               background-color: alpha(currentColor, 0.04); }
            .drop-indicator { min-width: 3px; margin: 6px 0; border-radius: 2px; background-color: @accent_bg_color; }
            .spacer-glyph { border: 1px dashed alpha(currentColor, 0.5); border-radius: 4px; }
            .default-set { border: 1px solid alpha(currentColor, 0.15); }
            """).applyToDisplay()
    }
}
