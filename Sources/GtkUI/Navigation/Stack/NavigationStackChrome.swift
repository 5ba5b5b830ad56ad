import Gtk

/// What a `NavigationStack` shows around its pages: the Back button at the
/// start of the window's header bar (while a page is pushed), the window
/// title of the top page, and the ways back (the button, Alt+Left, the
/// mouse's back button).
@MainActor
final class NavigationStackChrome {
    private unowned let stack: NavigationStackNode
    /// The stack's identity, kept apart: `detach` runs in the stack's
    /// deinit, when the unowned reference can no longer be read.
    private let stackID: ObjectIdentifier
    private weak var host: WindowHost?
    /// GNOME's back button: `go-previous-symbolic`, named "Back".
    let backButton = ButtonWidget()
    private var isBackDeclared = false
    private weak var shownTop: NavigationLevelNode?
    /// The window title before the first push, given back at the root when
    /// the root sets none.
    private var titleAtRoot: String?

    init(stack: NavigationStackNode) {
        self.stack = stack
        stackID = ObjectIdentifier(stack)
        backButton.setIconName("go-previous-symbolic")
        backButton.tooltip = localized("Back")
        backButton.setAccessibleLabel(localized("Back"))
        backButton.onClicked { [weak self] in self?.goBack() }
        let shortcuts = ShortcutController()
        shortcuts.setGlobalScope()
        shortcuts.addShortcut(trigger: "<Alt>Left") { [weak self] in
            guard let self, self.canGoBack, self.stack.widget.isMapped else { return false }
            self.goBack()
            return true
        }
        stack.widget.addController(shortcuts)
        // Mouse button 8 is the "back" side button.
        let backClick = GestureClick(button: 8)
        backClick.onPressed { [weak self] _, _, _ in
            if let self, self.canGoBack { self.goBack() }
        }
        stack.widget.addController(backClick)
    }

    func attach(to host: WindowHost?) {
        if self.host == nil { self.host = host }
    }

    /// Whether going back is possible now: a page is pushed, it does not
    /// hide the Back button, and no outer page covers the stack.
    var canGoBack: Bool {
        guard stack.pageDepth > 0, let top = stack.levels.last, !top.hidesBackButton else { return false }
        return stack.enclosingNavigationLevel?.isCovered != true
    }

    /// Pops the top page.
    func goBack() {
        guard canGoBack else { return }
        stack.pop(toDepth: stack.pageDepth - 1)
    }

    /// Shows the top page and updates the header bar for it.
    func showTop() {
        guard let top = stack.levels.last else { return }
        if !stack.widget.isVisibleChild(top.box) { stack.widget.setVisibleChild(top.box) }
        stack.removeRetiredPages()
        let topChanged = shownTop !== top
        shownTop = top
        let showsBack = stack.pageDepth > 0 && !top.hidesBackButton
        if let host, showsBack || isBackDeclared {
            host.headerBarItems.declareBackButton(
                showsBack ? backButton : nil, by: stackID, on: stack.enclosingNavigationLevel)
            isBackDeclared = showsBack
        }
        if topChanged { host?.createdHeaderBarItems?.navigationChanged() }
        showTitle()
    }

    /// The window title follows the nearest page from the top that has one.
    private func showTitle() {
        guard let host, stack.enclosingNavigationLevel?.isCovered != true else { return }
        if let title = stack.levels.reversed().lazy.compactMap(\.title).first {
            if stack.pageDepth > 0 && stack.levels[0].title == nil && titleAtRoot == nil { titleAtRoot = host.window.title }
            host.setTitle(title)
        } else if stack.pageDepth == 0, let titleAtRoot {
            host.setTitle(titleAtRoot)
        }
    }

    /// The stack went away: its Back button leaves the header bar.
    func detach() {
        if isBackDeclared { host?.createdHeaderBarItems?.declareBackButton(nil, by: stackID, on: nil) }
    }
}
