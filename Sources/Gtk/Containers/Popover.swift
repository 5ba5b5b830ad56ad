import CGtk

/// A floating panel attached to a widget (GtkPopover).
@MainActor
public class Popover: Widget {
    /// Creates an empty popover.
    public init() { super.init(sinking: gtk_popover_new()) }
    override init(sinking pointer: UnsafeMutablePointer<GtkWidget>) { super.init(sinking: pointer) }
    var popover: UnsafeMutablePointer<GtkPopover> { raw.assumingMemoryBound(to: GtkPopover.self) }

    /// The popover's content.
    public func setChild(_ child: Widget?) { gtk_popover_set_child(popover, child?.widget) }
    /// Shows the popover.
    ///
    /// When it closes, the keyboard focus goes back to the widget that had
    /// it (`GtkWorkaround.popoverFocusNotRestored`): a menu opened from a
    /// toolbar button with Shift+F10 and closed with Escape leaves the
    /// focus on the button.
    public func popup() {
        if GtkWorkaround.popoverFocusNotRestored.isActive { rememberFocus() }
        gtk_popover_popup(popover)
    }
    /// Hides the popover.
    public func popdown() { gtk_popover_popdown(popover) }
    /// Whether the popover has an arrow.
    public var hasArrow: Bool {
        get { bool(gtk_popover_get_has_arrow) }
        set { setBool(gtk_popover_set_has_arrow, newValue) }
    }
    /// The side of its parent the popover opens on.
    public func setPosition(_ side: PopoverSide) { gtk_popover_set_position(popover, side.gtk) }
    /// Points the popover at a rectangle of its parent.
    public func point(to rect: Rect) {
        var r = GdkRectangle(x: gint(rect.x), y: gint(rect.y), width: gint(max(1, rect.width)), height: gint(max(1, rect.height)))
        gtk_popover_set_pointing_to(popover, &r)
    }
    /// Attaches the popover to a widget that does not manage popovers itself.
    ///
    /// Call `detach()` before the parent goes away.
    public func attach(to parent: Widget) { gtk_widget_set_parent(widget, parent.widget) }
    /// Detaches a popover attached with `attach(to:)`.
    public func detach() { if hasParent { unparent() } }
    /// `closed`.
    @discardableResult
    public func onClosed(_ body: @escaping @MainActor () -> Void) -> SignalHandler { connect("closed", body) }
    /// `show`: the popover is about to open.
    @discardableResult
    public func onShow(_ body: @escaping @MainActor () -> Void) -> SignalHandler { connect("show", body) }

    /// The widget focused when the popover opened, held weakly.
    private let focusBeforePopup = WeakWidget()
    private var restoresFocus = false

    private func rememberFocus() {
        guard let root = gtk_widget_get_root(widget), let focus = gtk_root_get_focus(root),
            gtk_widget_is_ancestor(focus, widget) == 0
        else { return }
        focusBeforePopup.set(focus)
        guard !restoresFocus else { return }
        restoresFocus = true
        onClosed { [weak self] in
            // After GTK has finished closing (it moves the focus itself).
            _ = IdleSource(priority: .beforeRedraw) { [weak self] in self?.restoreFocus() }
        }
    }

    private func restoreFocus() {
        guard let saved = focusBeforePopup.take() else { return }
        defer { g_object_unref(saved) }
        // Only if it can still take the focus (a "Remove Item" may have
        // removed it), and another popover has not taken it since.
        guard gtk_widget_get_mapped(saved) != 0, gtk_widget_is_focus(saved) == 0,
            let root = gtk_widget_get_root(saved)
        else { return }
        if let current = gtk_root_get_focus(root), gtk_widget_get_ancestor(current, gtk_popover_get_type()) != nil,
            gtk_widget_is_ancestor(current, widget) == 0
        {
            return
        }
        gtk_widget_grab_focus(saved)
    }
}

/// The side of its parent a popover opens on (GtkPositionType).
public enum PopoverSide: Sendable {
    case left, right, top, bottom
    var gtk: GtkPositionType {
        switch self {
        case .left: GTK_POS_LEFT
        case .right: GTK_POS_RIGHT
        case .top: GTK_POS_TOP
        case .bottom: GTK_POS_BOTTOM
        }
    }
}

/// A weak reference to a widget (GWeakRef): it does not keep it alive.
@MainActor
final class WeakWidget {
    private var reference = GWeakRef()
    private var isSet = false

    func set(_ widget: UnsafeMutablePointer<GtkWidget>) {
        if isSet { g_weak_ref_set(&reference, widget) } else { g_weak_ref_init(&reference, widget) }
        isSet = true
    }

    /// The widget with a new strong reference (release it), clearing the reference; nil when it is gone.
    func take() -> UnsafeMutablePointer<GtkWidget>? {
        guard isSet, let object = g_weak_ref_get(&reference) else { return nil }
        g_weak_ref_set(&reference, nil)
        return object.assumingMemoryBound(to: GtkWidget.self)
    }

    isolated deinit {
        if isSet { g_weak_ref_clear(&reference) }
    }
}
