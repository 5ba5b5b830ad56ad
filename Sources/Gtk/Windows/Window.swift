import CGtk
import FoundationEssentials

/// A top-level window (GtkWindow); also used for dialogs.
///
/// GTK owns windows: the constructor's reference belongs to GTK's list of
/// toplevels, so the wrapper takes its own. When GTK destroys the window
/// (closed by the user, or `destroy()`), every Swift signal closure in its
/// widget tree is released, so a closure that captured a widget of the
/// window cannot keep the closed window alive.
@MainActor
open class Window: Widget {
    /// Creates an empty window.
    public init() {
        super.init(borrowing: gtk_window_new())
        WindowTracker.shared.track(self)
    }
    /// Wraps a window GTK owns (`transfer none`: GTK's list of toplevels
    /// holds it); tracked once however many wrappers are made of it.
    override init(borrowing pointer: UnsafeMutablePointer<GtkWidget>) {
        super.init(borrowing: pointer)
        WindowTracker.shared.track(self)
    }
    var window: UnsafeMutablePointer<GtkWindow> { raw.assumingMemoryBound(to: GtkWindow.self) }

    /// The title.
    public var title: String {
        get { gtk_window_get_title(window).map { String(cString: $0) } ?? "" }
        set { gtk_window_set_title(window, newValue) }
    }
    /// The window's content.
    public func setChild(_ child: Widget?) { gtk_window_set_child(window, child?.widget) }
    /// A custom title bar (e.g.
    ///
    /// a `HeaderBar`).
    public func setTitlebar(_ titlebar: Widget?) { gtk_window_set_titlebar(window, titlebar?.widget) }
    /// The size the window opens at.
    public func setDefaultSize(width: Int, height: Int) { gtk_window_set_default_size(window, gint(width), gint(height)) }
    /// The window's size when not maximized: GTK keeps it up to date as the
    /// user resizes the window, and leaves it alone while maximized
    /// (`notify::default-width`, `notify::default-height`).
    public var defaultSize: (width: Int, height: Int) {
        var width: gint = 0
        var height: gint = 0
        gtk_window_get_default_size(window, &width, &height)
        return (Int(width), Int(height))
    }
    /// Whether the window is maximized (`notify::maximized`).
    public var isMaximized: Bool { bool(gtk_window_is_maximized) }
    /// Maximizes the window (before it is shown: it opens maximized).
    public func maximize() { gtk_window_maximize(window) }
    /// Whether `widget` is the window's default widget.
    public func isDefaultWidget(_ widget: Widget) -> Bool { gtk_window_get_default_widget(window) == widget.widget }
    /// Keeps the window above `parent` and centred on it.
    public func setTransient(for parent: Window?) { gtk_window_set_transient_for(window, parent?.window) }
    /// The window this one is kept above (`setTransient(for:)`), if any.
    public var transientParent: Widget? {
        gtk_window_get_transient_for(window).map { Widget(borrowing: UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWidget.self)) }
    }
    /// Whether the window blocks input to its parent.
    public var isModal: Bool {
        get { bool(gtk_window_get_modal) }
        set { setBool(gtk_window_set_modal, newValue) }
    }
    /// Whether the window is destroyed with its transient parent.
    public var destroysWithParent: Bool {
        get { bool(gtk_window_get_destroy_with_parent) }
        set { setBool(gtk_window_set_destroy_with_parent, newValue) }
    }
    /// Whether the window has toplevel focus.
    public var isActive: Bool { bool(gtk_window_is_active) }
    /// Whether GTK still lists the window (it has not been destroyed).
    public var isAlive: Bool { WindowTracker.isToplevel(raw) }
    /// Makes the window modal within the app only: GTK keeps the app's other
    /// windows from taking clicks and keys while it is shown (drags and
    /// drops still reach them), but the window manager is not told.
    ///
    /// mutter (and GNOME Shell) hands no input at all, drags and drops
    /// included, to a window that has a modal dialog, and GNOME centres a
    /// modal dialog over its parent, header bar included: a palette whose
    /// items are dragged into the parent window cannot be modal there. GTK
    /// sets the hint when it realizes the window; it is cleared right after
    /// (`gdk_toplevel_set_modal`).
    public func makeModalInAppOnly() {
        isModal = true
        onRealize { [weak self] in
            guard let self else { return }
            cgtk_window_clear_modal_hint(self.window)
        }
    }
    /// Shows and raises the window.
    ///
    /// On Wayland, when another window of the app has the focus, the window
    /// asks the compositor to come to the front with an activation token
    /// for that window (see `GtkWorkaround.presentTokenForWrongSurface`);
    /// GTK's own would only make it demand attention under GNOME.
    public func present() {
        cgtk_window_prepare_activation(window)
        gtk_window_present(window)
    }
    /// Takes the keyboard focus away from every widget of the window.
    public func unsetFocus() { gtk_window_set_focus(window, nil) }
    /// Asks the window to close, as the window manager's close button does
    /// (emits `close-request`; destroys unless a handler refuses).
    public func close() { gtk_window_close(window) }
    /// Destroys the window now.
    public func destroy() { gtk_window_destroy(window) }
    /// The widget with keyboard focus inside the window, if any.
    public var focusWidget: Widget? { gtk_window_get_focus(window).map { Widget(borrowing: $0) } }
    /// Sets the icon (a theme icon name) of every window that has none of
    /// its own: what the window manager and task switchers show.
    public static func setDefaultIconName(_ name: String) { gtk_window_set_default_icon_name(name) }
    /// Sets the widget that is activated by Enter.
    public func setDefaultWidget(_ widget: Widget?) { gtk_window_set_default_widget(window, widget?.widget) }

    /// `close-request`: return true to keep the window open.
    @discardableResult
    public func onCloseRequest(_ body: @escaping @MainActor () -> Bool) -> SignalHandler {
        connect("close-request", body: body, trampoline: Trampolines.boolean)
    }
    /// Called once when GTK destroys the window (after it leaves the toplevels).
    public func onDestroyed(_ body: @escaping @MainActor () -> Void) {
        WindowTracker.shared.onDestroyed(self, body)
    }
}

extension Window {
    /// Wraps an existing window (`transfer none`), such as the application's
    /// active one; tracked once however many wrappers are made of it.
    convenience init(borrowing pointer: UnsafeMutablePointer<GtkWindow>) {
        self.init(borrowing: UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: GtkWidget.self))
    }
}
