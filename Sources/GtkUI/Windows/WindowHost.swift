import Gtk
import ToolbarKit

/// One window of a scene: its GTK window, header bar, toolbar, context menu,
/// keyboard shortcuts and focused values.
@MainActor
public final class WindowHost {
    /// The GTK window.
    public let window: Gtk::Window
    /// The window's header bar (holds the toolbar).
    public let headerBar = HeaderBar()
    /// Ends when the window is destroyed (see `WindowLifetime`).
    let lifetime = WindowLifetime()
    /// The customizable toolbar shown in the header bar, if the content declares one.
    private(set) var toolbar: ToolbarRenderer?
    /// The items of the window's `.toolbar { }` content, merged into the header bar.
    var headerBarItems: HeaderBarItems {
        if let existing = createdHeaderBarItems { return existing }
        let made = HeaderBarItems(host: self)
        createdHeaderBarItems = made
        return made
    }
    /// Made on first use: windows without `.toolbar { }` content never pay for it.
    private(set) var createdHeaderBarItems: HeaderBarItems?
    /// `windowToolbarLabelStyle(_:)`: the label style the user chooses
    /// (right-click on the `.toolbar { }` items, or a customizable
    /// toolbar's display mode), written to the scene's binding.
    var toolbarLabelStyle: Binding<ToolbarLabelStyle>? {
        didSet { labelStyleMenu = toolbarLabelStyle.map { LabelStyleMenu(host: self, binding: $0) } }
    }
    /// The right-click menu of the `.toolbar { }` items (with `toolbarLabelStyle` only).
    private(set) var labelStyleMenu: LabelStyleMenu?
    /// A sheet's window: its `.cancellationAction` and `.confirmationAction`
    /// items act as a GNOME dialog's buttons (see `DialogActions`).
    var isDialog = false
    let registry: ToolbarRegistry
    /// The environment changes of the window's scene (`Scene.environment(_:_:)`),
    /// applied to the content's environment each time it renders.
    var sceneEnvironment: [(inout EnvironmentValues) -> Void] = []
    /// Values the window's views publish for menu commands (`.focusedSceneValue`).
    var focusedValues = FocusedValues()
    /// Who reads and who wrote `focusedValues`.
    let focusedValuesTracker = FocusedValuesTracker()
    /// Opens the Customize Toolbar dialog for this window.
    var customizeToolbar: ((WindowHost) -> Void)?
    /// Called after the toolbar layout changed (menus follow it).
    var onToolbarChange: (() -> Void)?
    /// The widget the Edit menu acts on: the last focused widget of the
    /// window's content.
    ///
    /// While a menu is open the focus is in the menu bar or the menu's
    /// popover, which do not count.
    private(set) var editingTarget: Widget? {
        didSet { onEditingTargetChange?() }
    }
    /// Called when `editingTarget` changes (the Edit menu follows it).
    var onEditingTargetChange: (() -> Void)?
    /// The document the window shows (a `DocumentGroup` window), which owns it.
    var document: DocumentSession?
    /// The window's `.onOpenURL` handlers, in the order their views first rendered.
    var openURLHandlers = WeakNodes<OpenURLNode>()
    /// The undo manager of a window that shows no document, made when a
    /// view first reads `\.undoManager`.
    private var createdUndoManager: UndoManager?
    /// Called after each change of the window's undo history (the Edit menu follows it).
    var onUndoChange: (() -> Void)?
    /// The window's inspectors, for View ▸ Show/Hide Inspector.
    var inspectors = WeakNodes<InspectorNode>()

    /// The window's focus, phase, scale and direction, followed live
    /// (`\.scenePhase`, `\.controlActiveState`, `\.displayScale`, `\.layoutDirection`).
    let activity = WindowActivity()

    /// The color scheme the window's views are rendered with (`@Environment(\.colorScheme)`).
    var colorScheme: ColorScheme = .light
    /// Re-renders the window's content (after `colorScheme` changed).
    var rerenderContent: (() -> Void)?
    /// Called when `preferredColorScheme` changes.
    var onPreferredColorSchemeChange: (() -> Void)?
    /// `.preferredColorScheme` declarations of the window's views, in the
    /// order they were first made; the latest non-nil one counts.
    private var colorSchemeDeclarations: [(declarer: ObjectIdentifier, scheme: ColorScheme)] = []

    private let shortcuts = ShortcutController()
    private var shortcutTriggers: [ObjectIdentifier: String] = [:]
    private let toolbarActions = ActionGroup()
    private lazy var displayModeAction = SimpleAction(name: "display-mode", state: DisplayMode.iconOnly.rawValue)
    private lazy var visibilityAction = SimpleAction(name: "toggle", state: true)
    private lazy var contextMenu = ToolbarContextMenu(host: self)

    init(window: Gtk::Window, registry: ToolbarRegistry = ToolbarRegistry()) {
        self.window = window
        self.registry = registry
        shortcuts.setGlobalScope()
        window.addController(shortcuts)
        window.setTitlebar(headerBar)
        installToolbarActions()
        window.onNotify("focus-widget") { [weak self] in self?.focusChanged() }
        WindowActivityTracker.follow(self)
        window.onDestroyed { [weak self] in
            self?.lifetime.end()
            self?.contextMenu.detach()
            self?.labelStyleMenu?.detach()
            self?.editingTarget = nil
        }
    }

    /// Sets the window title (`.navigationTitle`).
    func setTitle(_ title: String) {
        if window.title != title { window.title = title }
        createdHeaderBarItems?.titleChanged()
        updateToolbarTitle()
    }

    /// Shows the window title and the views' subtitle line in the
    /// customizable toolbar's title column (the one place that sets it).
    func updateToolbarTitle() {
        toolbar?.titleColumn.update(title: window.title, subtitle: createdHeaderBarItems?.shownSubtitle ?? "")
    }

    /// Binds a keyboard shortcut ("<Control>b") that activates `widget`
    /// (`.keyboardShortcut`).
    ///
    /// Registering the same trigger again is a no-op.
    func setShortcut(_ trigger: String, activating widget: Widget) {
        let key = ObjectIdentifier(widget)
        guard shortcutTriggers[key] != trigger else { return }
        shortcutTriggers[key] = trigger
        shortcuts.addShortcut(trigger: trigger) { [weak widget] in
            guard let widget, widget.isSensitive else { return false }
            return widget.activate()
        }
    }

    private var focusWasInPopover = false

    /// Remembers the content's focused widget for the Edit menu, and gives
    /// it the focus back when a menu of the menu bar closes: GTK 4.8 leaves
    /// the focus on the menu bar item, where typing goes nowhere
    /// (`GtkWorkaround.menuBarKeepsFocus`).
    private func focusChanged() {
        guard let focus = window.focusWidget else { return }
        let inPopover = focus.isInPopover
        defer { focusWasInPopover = inPopover }
        if !inPopover && !focus.isInMenuBar {
            editingTarget = focus
        } else if !inPopover && focusWasInPopover, let target = editingTarget {
            _ = IdleSource { [weak self] in
                // Only while the focus is still on a menu bar title: a click
                // handled before this idle may have opened a menu again, and
                // its items (inside the menu bar's popover) keep the focus.
                guard let self, let focus = self.window.focusWidget, focus.isInMenuBar, !focus.isInPopover else { return }
                _ = target.grabFocus()
            }
        }
    }

    // MARK: Undo

    /// What `\.undoManager` gives the window's views: the document's, or
    /// the window's own (as an `NSWindow` has one).
    var undoManager: UndoManager {
        if let document { return document.undoManager }
        if let createdUndoManager { return createdUndoManager }
        let made = UndoManager()
        made.changeObservers.add(owner: self) { [weak self] _ in self?.onUndoChange?() }
        createdUndoManager = made
        return made
    }

    /// The undo manager Edit ▸ Undo and Ctrl+Z act on when the focus is
    /// not in text, if the window has one (nil: no view asked for one).
    var existingUndoManager: UndoManager? { document?.undoManager ?? createdUndoManager }

    /// Ctrl+Z and Shift+Ctrl+Z undo and redo the window's undo manager when
    /// the focus is not in text (text keeps its own history and keys).
    func installUndoKeys() {
        let keys = ShortcutController()
        for (trigger, isRedo) in [("<Control>z", false), ("<Control><Shift>z", true)] {
            keys.addShortcut(trigger: trigger) { [weak self] in
                guard let self, let undoManager = self.existingUndoManager,
                    self.window.focusWidget?.textEditingState == nil
                else { return false }
                if isRedo, undoManager.canRedo {
                    undoManager.redo()
                } else if !isRedo, undoManager.canUndo {
                    undoManager.undo()
                } else {
                    return false
                }
                return true
            }
        }
        window.addController(keys)
    }

    // MARK: Color scheme

    /// The scheme the window's views ask for, if any.
    var preferredColorScheme: ColorScheme? { colorSchemeDeclarations.last?.scheme }

    /// Records (or, with nil, withdraws) a `.preferredColorScheme` of one view.
    func declareColorScheme(_ scheme: ColorScheme?, by declarer: ObjectIdentifier) {
        let before = preferredColorScheme
        if let index = colorSchemeDeclarations.firstIndex(where: { $0.declarer == declarer }) {
            if let scheme { colorSchemeDeclarations[index].scheme = scheme } else { colorSchemeDeclarations.remove(at: index) }
        } else if let scheme {
            colorSchemeDeclarations.append((declarer, scheme))
        }
        if preferredColorScheme != before { onPreferredColorSchemeChange?() }
    }

    // MARK: Toolbar

    /// Shows the toolbar `id` with the declared items (from `.toolbar(id:)`).
    func setToolbar(id: String, declarations: [ToolbarDeclaration], context: RenderContext) {
        if let toolbar, toolbar.id != id {
            Diagnostics.warn("a window shows one customizable toolbar; '\(id)' is ignored in favour of '\(toolbar.id)'")
            return
        }
        if toolbar == nil {
            let catalog = ToolbarRenderer.catalog(from: declarations)
            for duplicate in catalog.duplicateIDs {
                Diagnostics.warn("toolbar '\(id)': duplicate item id '\(duplicate)'; the first one is used")
            }
            let model = registry.model(id: id, catalog: catalog)
            if let style = toolbarLabelStyle?.wrappedValue, style != .automatic, model.layout.displayMode != style.displayMode {
                model.setDisplayMode(style.displayMode)
            }
            let renderer = ToolbarRenderer(id: id, model: model, host: self)
            // The strip places the window controls itself, so that it can
            // centre the title on the whole bar.
            headerBar.showTitleButtons = false
            headerBar.setTitleWidget(renderer.strip)
            toolbar = renderer
            updateToolbarTitle()
            contextMenu.attach(to: renderer)
            syncToolbarActions()
            createdHeaderBarItems?.toolbarDidAppear()
        }
        if let model = toolbar?.model,
            declarations.contains(where: { declaration in
                if case .item(let item) = declaration.kind { return !model.catalog.contains(itemID: item.id) }
                return false
            })
        {
            model.extendCatalog(with: ToolbarRenderer.catalog(from: declarations))
        }
        toolbar?.update(declarations, context: context)
    }

    func toolbarDidChange(_ renderer: ToolbarRenderer) {
        if let toolbarLabelStyle {
            let chosen = ToolbarLabelStyle(renderer.model.layout.displayMode)
            if toolbarLabelStyle.wrappedValue.displayMode != chosen.displayMode { toolbarLabelStyle.wrappedValue = chosen }
        }
        syncToolbarActions()
        onToolbarChange?()
    }

    /// The labels of the context menu for a right-click on an entry (nil:
    /// between items), section separators left out.
    func contextMenuModel(forEntry entryID: String?) -> [String] {
        let slot = entryID.flatMap { toolbar?.slots[$0] }
        return contextMenu.menu(for: slot).flattenedLabels
    }

    /// The shared model of the window's toolbar.
    var toolbarModel: ToolbarModel? { toolbar?.model }

    private func installToolbarActions() {
        displayModeAction.onChangeState { [weak self] requested in
            guard let self, let raw = requested?.string, let mode = DisplayMode(rawValue: raw) else { return }
            self.toolbar?.model.setDisplayMode(mode)
        }
        visibilityAction.onChangeState { [weak self] requested in
            guard let self, let visible = requested?.bool else { return }
            self.toolbar?.model.setVisible(visible)
        }
        let remove = SimpleAction(name: "remove-item", stringParameter: ())
        remove.onActivate { [weak self] parameter in
            guard let self, let entryID = parameter?.string, let model = self.toolbar?.model,
                let index = model.layout.entries.firstIndex(where: { $0.id == entryID })
            else { return }
            do { try model.remove(at: index) } catch { Diagnostics.warn("Remove Item: \(error)") }
        }
        let toggleVisibility = SimpleAction(name: "toggle-visibility")
        toggleVisibility.onActivate { [weak self] _ in
            guard let model = self?.toolbar?.model else { return }
            model.setVisible(!model.layout.isVisible)
        }
        let customize = SimpleAction(name: "customize")
        customize.onActivate { [weak self] _ in
            guard let self else { return }
            self.customizeToolbar?(self)
        }
        for action in [displayModeAction, visibilityAction, toggleVisibility, remove, customize] { toolbarActions.add(action) }
        window.insertActionGroup("toolbar", toolbarActions)
        syncToolbarActions()
    }

    private func syncToolbarActions() {
        let layout = toolbar?.model.layout
        let hasToolbar = layout != nil
        for action in [displayModeAction, visibilityAction] where action.isEnabled != hasToolbar {
            action.isEnabled = hasToolbar
        }
        guard let layout else { return }
        if displayModeAction.state?.string != layout.displayMode.rawValue {
            displayModeAction.state = .string(layout.displayMode.rawValue)
        }
        if visibilityAction.state?.bool != layout.isVisible {
            visibilityAction.state = .bool(layout.isVisible)
        }
    }
}
