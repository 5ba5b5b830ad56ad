import Gtk
import ToolbarKit

/// Runs an `App`: the GtkApplication, its windows, menu bar and actions.
@MainActor
final class AppRuntime {
    /// The running app, if any (for tests and the dialog).
    static private(set) var current: AppRuntime?

    let application: Application
    let registry: ToolbarRegistry
    let scheduler = UpdateScheduler()
    let about: AboutInfo
    /// Where to look for the app's icon if the icon theme lacks it (`App.iconSearchPaths`).
    var iconSearchPaths: [String] = []
    /// Asked before quitting (`App.applicationShouldTerminate`); the default quits.
    var shouldTerminate: (QuitReason, @escaping @MainActor (Bool) -> Void) -> Void = { _, reply in reply(true) }
    let configurations: [WindowGroupConfiguration]
    private(set) var windows: [WindowRecord] = []
    /// Set once the app decided to quit: windows then close without asking.
    private var isTerminating = false
    /// Set while the app waits for `shouldTerminate`'s answer.
    private var isAskingToQuit = false
    /// Reloads toolbars.json when another instance of the app writes it.
    private var toolbarWatcher: FolderWatcher?
    private(set) lazy var menuBar = MenuBarController(runtime: self)
    /// The open Customize Toolbar dialogs, one per toolbar id.
    let customizeDialogs = CustomizeDialogs()
    /// The Edit menu's text commands, enabled as the focused text allows.
    private(set) lazy var editCommands = EditCommandState(runtime: self)
    /// Light or dark: the desktop's Style or the active window's preference.
    private(set) lazy var colorSchemes = ColorSchemeCoordinator(
        hosts: { [unowned self] in self.windows.map(\.host) }, activeHost: { [unowned self] in self.activeHost })

    /// Where windows' sizes are remembered (`windows.json`).
    let windowStates: WindowStateStore
    /// The documents of the app's `DocumentGroup`s (nil: the app has none).
    private(set) var documents: DocumentController?
    /// Evaluates the app's body again for its `Scene.onChange` actions (set by `App.main`).
    var sceneChanges: SceneChangeTracker?
    /// View ▸ Show/Hide Inspector's action (`InspectorCommands`).
    var inspectorToggle: SimpleAction?

    /// One open window and what renders into it.
    struct WindowRecord {
        let host: WindowHost
        /// The host's window as the application window it is (its menu bar).
        let window: ApplicationWindow
        let content: HostingRoot
        let state: WindowStateTracker
        /// The scene it shows (an index into `configurations`).
        let configurationIndex: Int
        /// The value it presents (`WindowGroup(for:)`), if any.
        let value: AnyHashable?
    }

    init<S: Scene>(appID: String, about: AboutInfo, scene: S) {
        FirstFrameProbe.markStart()
        // Files and URIs arrive through `open` (documents, `.onOpenURL`).
        application = Application(id: appID, handlesOpen: true)
        self.about = about
        registry = ToolbarRegistry(store: ToolbarStore(appID: appID))
        windowStates = WindowStateStore(appID: appID)
        var configurations: [WindowGroupConfiguration] = []
        collectScene(scene, into: &configurations)
        self.configurations = configurations
        AppRuntime.current = self
        if configurations.contains(where: { $0.documentKind != nil }) { documents = DocumentController(runtime: self) }
        scheduler.didFlush = { [weak self] in self?.menuBar.setNeedsRefresh() }
    }

    /// Stops being `current`: a runtime made to read its menu bar without
    /// running (a test's) leaves no global behind.
    func resignCurrent() {
        if AppRuntime.current === self { AppRuntime.current = nil }
    }

    /// The commands declared by every scene.
    var commands: [CommandsDeclaration] { configurations.flatMap(\.commands) }

    func run(arguments: [String] = CommandLine.arguments) -> Int32 {
        offerIconFolders()
        // GtkUI apps ship no GResources. With a resource base path, GTK's
        // startup adds "<path>/icons" to the icon theme; when the theme's
        // loader thread has finished by then (about half the launches), that
        // throws the loaded theme away and the first icon loads it again on
        // the main thread: 15-30 ms of startup, at random.
        application.resourceBasePath = nil
        // Asked before anything else, so the answer is in before the first frame.
        colorSchemes.followDesktop()
        application.onStartup { [weak self] in self?.startup() }
        application.onActivate { [weak self] in self?.activate() }
        application.onOpen { [weak self] uris in self?.open(uris) }
        let status = application.run(arguments: arguments)
        windowStates.flush()
        return status
    }

    private func startup() {
        // A logout or `kill` ends the app like Quit: windows close and save.
        for signal in [SIGTERM, SIGINT, SIGHUP] {
            MainLoop.onUnixSignal(signal) { [weak self] in self?.requestQuit(.signal) }
        }
        // Menus and context menus of a window dragged partly off screen
        // still open on screen (GTK 4.8's X11 backend cannot place them:
        // `GtkWorkaround.popupAnchorOffScreen`).
        PopupPlacement.install()
        // Menus of the menu bar open for the title under the pointer only
        // (`GtkWorkaround.menuBarFalseEnter`).
        MenuBarEnterFilter.install()
        // An arrow key in a flow box not laid out yet (the Customize
        // dialog's palette before its first frame) does not hang the app
        // (`GtkWorkaround.flowBoxRowsBeforeLayout`).
        FlowBoxRowGuard.install()
        LiveObjectProbe.install(runtime: self)
        installAppIcon()
        installAppActions()
        menuBar.build()
        application.setMenubar(menuBar.menu)
        sceneChanges?.update()
    }

    private func activate() {
        if let active = application.activeWindow ?? windows.last?.host.window {
            active.present()
        } else {
            openWindow()
        }
    }

    /// Opens a window of the first scene that opens at launch: a new
    /// window of a window group, a new document of a document group, or a
    /// unique window (brought to the front when open).
    @discardableResult
    func openWindow() -> WindowHost? {
        guard let index = configurations.firstIndex(where: { $0.role.opensAtLaunch }) else { return nil }
        if configurations[index].role == .documentGroup {
            if windows.isEmpty { documents?.openAtLaunch() } else { documents?.newDocument() }
            return activeHost
        }
        return openWindow(configurationAt: index, value: nil)
    }

    /// Opens a window of the scene at `index` presenting `value`; a scene
    /// of one window (Settings), or a window already presenting `value`,
    /// is brought to the front instead.
    @discardableResult
    func openWindow(configurationAt index: Int, value: AnyHashable?) -> WindowHost? {
        let configuration = configurations[index]
        if configuration.role.isUnique || value != nil,
            let open = windows.first(where: { $0.configurationIndex == index && $0.value == value })
        {
            open.host.window.present()
            return open.host
        }
        let window = ApplicationWindow(application: application)
        window.showsMenubar = configuration.role != .settings
        // A window sized by its content (`.windowResizability(.contentSize)`) takes its natural size.
        if configuration.defaultSize.width > 0 && configuration.isResizable {
            window.setDefaultSize(width: configuration.defaultSize.width, height: configuration.defaultSize.height)
        }
        if !configuration.isResizable { window.setProperty("resizable", false) }
        let scene = configuration.id ?? "0"
        let state = WindowStateTracker(
            window: window, store: windowStates, scene: scene,
            slot: WindowStateTracker.freeSlot(scene: scene, among: windows.map(\.state)), restores: configuration.restoresState)
        window.title = configuration.title ?? about.name
        let host = WindowHost(window: window, registry: registry)
        SceneStorageStore.shared.register(host, scene: scene, slot: state.slot)
        host.colorScheme = colorSchemes.shownScheme
        host.onPreferredColorSchemeChange = { [weak self] in self?.colorSchemes.setNeedsUpdate() }
        host.customizeToolbar = { [customizeDialogs] host in customizeDialogs.present(for: host) }
        host.onToolbarChange = { [weak self] in
            self?.menuBar.setNeedsRefresh()
            self?.watchToolbarFile()
        }
        var headerBar = configuration.headerBar
        if let labelStyle = configuration.toolbarLabelStyle {
            // Read when the window opens: the stored choice, not the value at launch.
            headerBar.labelStyle = labelStyle.wrappedValue.kind
            host.toolbarLabelStyle = labelStyle
        }
        if headerBar != HeaderBarSettings() { host.headerBarItems.windowSettings = headerBar }
        host.sceneEnvironment = configuration.environment
        let content = configuration.makeContent(host, scheduler, value)
        host.rerenderContent = { [weak content] in content?.rerender() }
        window.setChild(content.widget)
        windows.append(WindowRecord(host: host, window: window, content: content, state: state, configurationIndex: index, value: value))
        host.onEditingTargetChange = { [weak self] in self?.editCommands.targetMayHaveChanged() }
        host.onUndoChange = { [weak self] in self?.editCommands.refresh() }
        host.installUndoKeys()
        window.onNotify("is-active") { [weak self] in
            self?.menuBar.setNeedsRefresh()
            self?.editCommands.targetMayHaveChanged()
            self?.colorSchemes.setNeedsUpdate()
        }
        window.onCloseRequest { [weak self, weak host] in self?.keepOpenToAsk(host) ?? false }
        watchToolbarFile()
        window.onDestroyed { [weak self, weak host] in
            self?.windows.removeAll { $0.host === host || host == nil }
            self?.menuBar.setNeedsRefresh()
            self?.editCommands.targetMayHaveChanged()
        }
        FirstFrameProbe.watch(window) { [weak self] in self?.quit() }
        window.present()
        menuBar.setNeedsRefresh()
        return host
    }

    /// The host of the active window (or the last opened).
    var activeHost: WindowHost? {
        windows.first { $0.host.window.isActive }?.host ?? windows.last?.host
    }

    private func installAppActions() {
        let newWindow = SimpleAction(name: "new-window")
        newWindow.onActivate { [weak self] _ in self?.openWindow() }
        let quit = SimpleAction(name: "quit")
        quit.onActivate { [weak self] _ in self?.quit() }
        let about = SimpleAction(name: "about")
        about.onActivate { [weak self] _ in self?.showAbout() }
        let shortcuts = SimpleAction(name: "shortcuts")
        shortcuts.onActivate { [weak self] _ in self?.menuBar.showShortcutsWindow() }
        for action in [newWindow, quit, about, shortcuts] { application.addAction(action) }
        if hasSettings {
            let preferences = SimpleAction(name: "preferences")
            preferences.onActivate { [weak self] _ in self?.showSettings() }
            application.addAction(preferences)
        }
        editCommands.install(in: application)
        documents?.installActions(in: application)
        if commands.contains(where: { if case .inspector = $0 { return true } else { return false } }) {
            inspectorToggle = InspectorToggle.install(in: application, runtime: self)
        }
        if commands.contains(where: { if case .textEditing = $0 { return true } else { return false } }) {
            editCommands.installFind(in: application)
        }
        installSceneShortcuts()
        for (action, accelerator) in FixedAccelerators.bound {
            application.setAccelerators([accelerator], for: action)
        }
    }

    /// The actions of `Scene.keyboardShortcut`s: each opens its scene's
    /// window, as `openWindow(id:)` does, with the scene's keys.
    @discardableResult
    func installSceneShortcuts() -> [SimpleAction] {
        var installed: [SimpleAction] = []
        for (index, configuration) in configurations.enumerated() {
            guard let shortcut = configuration.openShortcut else { continue }
            let open = SimpleAction(name: "open-scene-\(index)")
            let isSettings = configuration.role == .settings
            open.onActivate { [weak self] _ in
                if isSettings { self?.showSettings() } else { self?.openWindow(configurationAt: index, value: nil) }
            }
            application.addAction(open)
            application.setAccelerators([shortcut.gtkTrigger], for: "app.open-scene-\(index)")
            installed.append(open)
        }
        return installed
    }

    /// `iconSearchPaths` folders that are not an `icons` folder of a data
    /// directory; added to the icon theme at startup.
    private var lateIconSearchPaths: [String] = []

    /// Makes `iconSearchPaths` (an uninstalled build's icons) visible to the
    /// icon theme's first load: an existing `<dir>/icons` folder joins the
    /// end of `XDG_DATA_DIRS` before GTK starts, after the system's folders,
    /// so an installed icon still wins.
    ///
    /// Adding a search path to the theme once it exists makes GTK load the
    /// whole theme a second time (tens of milliseconds of startup), and
    /// asking the theme whether it has the icon would load it first; neither
    /// is done for such folders.
    private func offerIconFolders() {
        var dataDirectories: [String] = []
        for path in iconSearchPaths where Self.isFolder(path) {
            let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
            if trimmed.hasSuffix("/icons") {
                dataDirectories.append(String(trimmed.dropLast("/icons".count)))
            } else {
                lateIconSearchPaths.append(path)
            }
        }
        guard !dataDirectories.isEmpty else { return }
        // GLib reads XDG_DATA_DIRS once, on first use; nothing has used it yet.
        let current = getenv("XDG_DATA_DIRS").map { String(cString: $0) } ?? ""
        let existing = current.isEmpty ? ["/usr/local/share", "/usr/share"] : current.split(separator: ":").map(String.init)
        setenv("XDG_DATA_DIRS", (existing + dataDirectories.filter { !existing.contains($0) }).joined(separator: ":"), 1)
    }

    /// Makes the app's icon (or, for an app that names none, GNOME's
    /// generic one) the windows' icon.
    private func installAppIcon() {
        guard let icon = about.iconName else {
            Gtk::Window.setDefaultIconName(Self.genericAppIcon)
            return
        }
        for path in lateIconSearchPaths { ImageWidget.addThemeSearchPath(path) }
        Gtk::Window.setDefaultIconName(icon)
    }

    private static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Quits if the app agrees (`App.applicationShouldTerminate`): windows
    /// close (they save on close) and the app ends.
    func quit() { requestQuit(.userRequest) }

    /// Asks about unsaved documents, then `shouldTerminate`, then ends the
    /// app if the answers are yes (a signal asks nobody: documents are
    /// copied aside).
    private func requestQuit(_ reason: QuitReason) {
        guard !isTerminating, !isAskingToQuit || reason == .signal else { return }
        if let documents, reason == .userRequest {
            documents.reviewUnsaved { [weak self] proceed in if proceed { self?.askThenQuit(reason) } }
            return
        }
        if reason == .signal { documents?.preserveUnsaved() }
        askThenQuit(reason)
    }

    /// Asks `shouldTerminate`, then ends the app if the answer is yes (or
    /// the reason is a signal).
    private func askThenQuit(_ reason: QuitReason) {
        let immediate = askToQuit(reason) { [weak self] agreed in
            if agreed || reason == .signal { self?.terminate() }
        }
        if let immediate, immediate || reason == .signal { terminate() }
    }

    /// The window manager's close button (or Close Window) on the last
    /// window asks like Quit; other windows close at once, losing nothing.
    ///
    /// An edited document's window first asks whether to save it.
    ///
    /// Returns true to keep the window open.
    private func keepOpenToAsk(_ host: WindowHost?) -> Bool {
        guard !isTerminating else { return false }
        if let host, documents?.keepOpenToAsk(host) == true { return true }
        guard windows.count == 1 else { return false }
        guard !isAskingToQuit else { return true }
        let immediate = askToQuit(.userRequest) { [weak self] agreed in
            if agreed { self?.terminate() }
        }
        guard let immediate else { return true }
        if immediate { prepareToTerminate() }
        return !immediate
    }

    /// Asks `shouldTerminate`: returns the answer if it came at once, else
    /// nil, and `later` gets the answer when it comes.
    private func askToQuit(_ reason: QuitReason, later: @escaping @MainActor (Bool) -> Void) -> Bool? {
        isAskingToQuit = true
        var immediate: Bool?
        var waiting = false
        shouldTerminate(reason) { [weak self] agreed in
            self?.isAskingToQuit = false
            if waiting { later(agreed) } else { immediate = agreed }
        }
        waiting = true
        return immediate
    }

    /// Closes every window (they save on close) and ends the app.
    private func terminate() {
        prepareToTerminate()
        for record in windows { record.host.window.close() }
        application.quit()
    }

    /// The icon of an app that names none: GNOME's generic application icon.
    static let genericAppIcon = "application-x-executable"

    private func prepareToTerminate() {
        isTerminating = true
        // Changes a failed write kept in memory get one more chance.
        registry.store?.reloadIfChangedOnDisk()
    }

    /// Watches the toolbar settings folder (made if missing), so that
    /// another instance's changes show here.
    private func watchToolbarFile() {
        guard toolbarWatcher == nil, let store = registry.store else { return }
        toolbarWatcher = FolderWatcher(folder: store.folderURL.path, creatingIt: true) { [weak store] names in
            if names.contains(store?.fileURL.lastPathComponent ?? "") { store?.reloadIfChangedOnDisk() }
        }
    }

    private func showAbout() {
        var info = about
        if info.iconName == nil { info.iconName = Self.genericAppIcon }
        let dialog = AboutDialog(info)
        dialog.setTransient(for: activeHost?.window)
        dialog.isModal = true
        dialog.present()
    }
}
