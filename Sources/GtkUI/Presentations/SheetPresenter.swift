import Gtk

/// A sheet on screen: a modal window transient for the presenting window,
/// with its own header bar (its `WindowHost`, where the sheet content's
/// toolbar items go), rendering the sheet's content.
///
/// The user dismisses it with Escape, the window's close button or the
/// content's `\.dismiss`; each calls `onUserDismiss` once. The keyboard
/// focus goes back to the widget of the parent window that had it.
@MainActor
final class SheetPresenter {
    /// The sheet's window.
    let window = Gtk::Window()
    /// The sheet's window host: its header bar, title and shortcuts.
    let host: WindowHost
    private let root = RootNode(orientation: .vertical)
    private weak var parentWindow: Gtk::Window?
    /// The parent window's focused widget when the sheet opened.
    private var focusBefore: Widget?
    /// Called once when the user (not the program) dismisses the sheet.
    var onUserDismiss: (() -> Void)?
    /// `.interactiveDismissDisabled`: Escape and the close button do nothing.
    var isInteractiveDismissDisabled = false
    private(set) var isClosed = false

    /// Makes the (not yet shown) sheet of `parent`; `fullScreen` opens it maximized (`fullScreenCover`).
    init(parent: WindowHost?, fullScreen: Bool) {
        host = WindowHost(window: window)
        host.isDialog = true
        host.colorScheme = parent?.colorScheme ?? .light
        parentWindow = parent?.window
        window.setTransient(for: parent?.window)
        window.isModal = true
        window.destroysWithParent = true
        parent?.window.onDestroyed { [weak self] in self?.close() }
        if fullScreen { window.maximize() }
        window.setChild(root.children.box)
        let escape = ShortcutController()
        escape.addShortcut(trigger: "Escape") { [weak self] in
            // A Cancel toolbar item cancels (its action decides); else Escape dismisses.
            if self?.host.createdHeaderBarItems?.dialogActions.activateCancel() != true { self?.window.close() }
            return true
        }
        window.addController(escape)
        window.onCloseRequest { [weak self] in
            guard let self else { return false }
            if self.isInteractiveDismissDisabled { return true }
            self.userDismissed()
            return false
        }
        window.onDestroyed { [weak self] in self?.isClosed = true }
    }

    /// Renders the sheet's content, in `context` with this sheet as its presentation.
    func render<V: View>(_ content: V, context: RenderContext, depth: Int) {
        var inner = context
        inner.host = host
        inner.environment.colorScheme = host.colorScheme
        inner.environment.windowActivity = host.activity
        inner.environment.presentation = PresentationEnvironment(
            // Closed once the current event is handled: a button that called
            // `dismiss()` must not see its window destroyed under it (GTK
            // 4.8 then reads the pointer of a dead surface).
            dismiss: DismissAction { [weak self] in _ = IdleSource { self?.window.close() } },
            window: window, sheet: self, isPresented: true)
        root.depth = depth
        root.render(content, context: inner)
    }

    /// Shows the sheet over its parent, remembering the parent's focus.
    func present() {
        focusBefore = parentWindow?.focusWidget
        window.present()
    }

    /// Closes the sheet without telling `onUserDismiss` (the program dismissed it).
    func close() {
        guard !isClosed else { return }
        onUserDismiss = nil
        isClosed = true
        // Detached first: disposing a window still transient for a parent
        // that is gone disconnects handlers from the dead parent.
        window.setTransient(for: nil)
        window.destroy()
        restoreFocus()
    }

    private func userDismissed() {
        guard !isClosed else { return }
        isClosed = true
        window.setTransient(for: nil)
        restoreFocus()
        let dismissed = onUserDismiss
        onUserDismiss = nil
        dismissed?()
    }

    /// Gives the focus back to the parent window's widget that had it,
    /// once GTK has finished moving it to the parent.
    private func restoreFocus() {
        guard let focus = focusBefore else { return }
        focusBefore = nil
        let parent = parentWindow
        MainLoop.after(0) {
            guard focus.isMapped else { return }
            parent?.present()
            _ = focus.grabFocus()
        }
    }
}
