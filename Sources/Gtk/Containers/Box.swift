import CGtk

/// A row or column of widgets (GtkBox).
@MainActor
public final class Box: Widget {
    /// Creates a box.
    public init(_ orientation: Orientation, spacing: Int = 0) {
        super.init(constructed: gtk_box_new(orientation.gtk, gint(spacing)))
    }
    var box: UnsafeMutablePointer<GtkBox> { raw.assumingMemoryBound(to: GtkBox.self) }

    /// Adds a child at the end.
    public func append(_ child: Widget) { gtk_box_append(box, child.widget) }
    /// Adds a child at the start.
    public func prepend(_ child: Widget) { gtk_box_prepend(box, child.widget) }
    /// Removes a child.
    public func remove(_ child: Widget) { gtk_box_remove(box, child.widget) }
    /// Places `child` (already in the box, or new) right after `sibling`, or first when nil.
    public func insert(_ child: Widget, after sibling: Widget?) {
        if gtk_widget_get_parent(child.widget) == widget {
            gtk_box_reorder_child_after(box, child.widget, sibling?.widget)
        } else {
            gtk_box_insert_child_after(box, child.widget, sibling?.widget)
        }
    }
    /// Spacing between children.
    public var spacing: Int {
        get { Int(gtk_box_get_spacing(box)) }
        set { gtk_box_set_spacing(box, gint(newValue)) }
    }
    /// Whether all children get the same size.
    public var isHomogeneous: Bool {
        get { gtk_box_get_homogeneous(box) != 0 }
        set { gtk_box_set_homogeneous(box, newValue ? 1 : 0) }
    }
}

/// A header bar: the window's title bar with start, title and end areas.
@MainActor
public final class HeaderBar: Widget {
    /// Creates a header bar.
    public init() { super.init(constructed: gtk_header_bar_new()) }
    var bar: OpaquePointer { OpaquePointer(raw) }
    /// Packs a child at the start (left in LTR).
    public func packStart(_ child: Widget) { gtk_header_bar_pack_start(bar, child.widget) }
    /// Packs a child at the end (right in LTR).
    public func packEnd(_ child: Widget) { gtk_header_bar_pack_end(bar, child.widget) }
    /// Removes a packed child.
    public func remove(_ child: Widget) { gtk_header_bar_remove(bar, child.widget) }
    /// Replaces the title with a custom widget (nil restores the window title).
    public func setTitleWidget(_ child: Widget?) { gtk_header_bar_set_title_widget(bar, child?.widget) }
    /// Whether the window controls (close, …) are shown.
    public var showTitleButtons: Bool {
        get { gtk_header_bar_get_show_title_buttons(bar) != 0 }
        set { gtk_header_bar_set_show_title_buttons(bar, newValue ? 1 : 0) }
    }
}

/// The window's buttons (minimize, maximize, close) for one side of a
/// title bar, as the desktop's decoration layout places them
/// (GtkWindowControls): what a header bar shows when `showTitleButtons`.
@MainActor
public final class WindowControls: Widget {
    /// Which end of the title bar the controls are for.
    public enum Side: Sendable { case start, end }
    /// Creates the controls for one side.
    public init(_ side: Side) {
        super.init(constructed: gtk_window_controls_new(side == .start ? GTK_PACK_START : GTK_PACK_END))
    }
}

/// Makes its single child scrollable.
@MainActor
public final class ScrolledWindow: Widget {
    /// Creates an empty scrolled window.
    public init() { super.init(constructed: gtk_scrolled_window_new()) }
    var scrolled: OpaquePointer { OpaquePointer(raw) }
    /// The scrolled child.
    public func setChild(_ child: Widget?) { gtk_scrolled_window_set_child(scrolled, child?.widget) }
    /// Whether horizontal scrolling is disabled (content wraps instead).
    public func setPolicy(horizontalScroll: Bool, verticalScroll: Bool) {
        gtk_scrolled_window_set_policy(scrolled, horizontalScroll ? GTK_POLICY_AUTOMATIC : GTK_POLICY_NEVER,
                                       verticalScroll ? GTK_POLICY_AUTOMATIC : GTK_POLICY_NEVER)
    }
}

/// A horizontal or vertical line.
@MainActor
public final class Separator: Widget {
    /// Creates a separator.
    public init(_ orientation: Orientation) { super.init(constructed: gtk_separator_new(orientation.gtk)) }
}

/// A floating panel attached to a widget (GtkPopover).
@MainActor
public class Popover: Widget {
    /// Creates an empty popover.
    public init() { super.init(constructed: gtk_popover_new()) }
    init(popover pointer: UnsafeMutablePointer<GtkWidget>) { super.init(constructed: pointer) }
    var popover: UnsafeMutablePointer<GtkPopover> { raw.assumingMemoryBound(to: GtkPopover.self) }

    /// The popover's content.
    public func setChild(_ child: Widget?) { gtk_popover_set_child(popover, child?.widget) }
    /// Shows the popover. When it closes, the keyboard focus goes back to
    /// the widget that had it (GTK 4.8 leaves it to the window's first
    /// focusable widget): a menu opened from a toolbar button with
    /// Shift+F10 and closed with Escape leaves the focus on the button.
    public func popup() {
        rememberFocus()
        gtk_popover_popup(popover)
    }
    /// Hides the popover.
    public func popdown() { gtk_popover_popdown(popover) }
    /// Whether the popover has an arrow.
    public var hasArrow: Bool {
        get { gtk_popover_get_has_arrow(popover) != 0 }
        set { gtk_popover_set_has_arrow(popover, newValue ? 1 : 0) }
    }
    /// Points the popover at a rectangle of its parent.
    public func point(to rect: Rect) {
        var r = GdkRectangle(x: gint(rect.x), y: gint(rect.y), width: gint(max(1, rect.width)), height: gint(max(1, rect.height)))
        gtk_popover_set_pointing_to(popover, &r)
    }
    /// Attaches the popover to a widget that does not manage popovers itself.
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
              gtk_widget_is_ancestor(focus, widget) == 0 else { return }
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
              let root = gtk_widget_get_root(saved) else { return }
        if let current = gtk_root_get_focus(root), gtk_widget_get_ancestor(current, gtk_popover_get_type()) != nil,
           gtk_widget_is_ancestor(current, widget) == 0 { return }
        gtk_widget_grab_focus(saved)
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

/// A popover showing a menu model (GtkPopoverMenu).
@MainActor
public final class PopoverMenu: Popover {
    /// Creates a popover menu for `menu`.
    public init(_ menu: Menu) {
        super.init(popover: gtk_popover_menu_new_from_model(menu.model))
    }
    /// Replaces the menu model.
    public func setMenu(_ menu: Menu) {
        gtk_popover_menu_set_menu_model(OpaquePointer(raw), menu.model)
    }
}

/// A button that opens a popover or menu (GtkMenuButton).
@MainActor
public final class MenuButton: Widget {
    /// Creates a menu button.
    public init() { super.init(constructed: gtk_menu_button_new()) }
    var button: OpaquePointer { OpaquePointer(raw) }
    /// The icon shown.
    public func setIconName(_ name: String) { gtk_menu_button_set_icon_name(button, name) }
    /// The text shown.
    public func setLabel(_ text: String) { gtk_menu_button_set_label(button, text) }
    /// A menu model shown as a popover menu.
    public func setMenu(_ menu: Menu?) { gtk_menu_button_set_menu_model(button, menu?.model) }
    /// A custom popover.
    public func setPopover(_ popover: Popover?) { gtk_menu_button_set_popover(button, popover?.widget) }
    /// Whether the button has the flat look.
    public var hasFrame: Bool {
        get { gtk_menu_button_get_has_frame(button) != 0 }
        set { gtk_menu_button_set_has_frame(button, newValue ? 1 : 0) }
    }
    /// Opens the popover.
    public func popup() { gtk_menu_button_popup(button) }
    /// Closes the popover.
    public func popdown() { gtk_menu_button_popdown(button) }
    /// Whether the popover is open.
    public var isActive: Bool {
        if case .bool(let b)? = property("active") { return b }
        return false
    }
}

/// A placeholder that takes up space (GtkBox with no children; expands when asked).
@MainActor
public final class Spacer: Widget {
    /// Creates a spacer of a fixed width, or a flexible one (`width` nil).
    public init(width: Int?) {
        super.init(constructed: gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0))
        if let width { setSizeRequest(width: width, height: -1) } else { hexpand = true }
    }
}

/// Children that flow into rows and wrap (GtkFlowBox), without selection.
@MainActor
public final class FlowBox: Widget {
    /// Creates an empty flow box.
    public init() {
        super.init(constructed: gtk_flow_box_new())
        gtk_flow_box_set_selection_mode(flow, GTK_SELECTION_NONE)
        gtk_flow_box_set_homogeneous(flow, 0)
    }
    var flow: OpaquePointer { OpaquePointer(raw) }
    /// Adds a child at the end; its wrapper cell does not take focus (the child may).
    public func append(_ child: Widget) {
        gtk_flow_box_insert(flow, child.widget, -1)
        if let cell = gtk_widget_get_parent(child.widget) {
            gtk_widget_set_focusable(cell, 0)
        }
    }
    /// Removes a child added with `append`.
    public func remove(_ child: Widget) {
        guard let cell = gtk_widget_get_parent(child.widget) else { return }
        gtk_flow_box_remove(flow, cell)
    }
    /// Spacing between columns and rows.
    public func setSpacing(column: Int, row: Int) {
        gtk_flow_box_set_column_spacing(flow, guint(column))
        gtk_flow_box_set_row_spacing(flow, guint(row))
    }
    /// The fewest children per row. A window's minimum height is measured at
    /// its minimum width, so a flow box allowed to shrink to one column makes
    /// a window as tall as that column.
    public var minChildrenPerLine: Int {
        get { Int(gtk_flow_box_get_min_children_per_line(flow)) }
        set { gtk_flow_box_set_min_children_per_line(flow, guint(newValue)) }
    }
    /// The most children per row.
    public var maxChildrenPerLine: Int {
        get { Int(gtk_flow_box_get_max_children_per_line(flow)) }
        set { gtk_flow_box_set_max_children_per_line(flow, guint(newValue)) }
    }
}

/// One child with others drawn on top of it (GtkOverlay).
@MainActor
public final class Overlay: Widget {
    /// Creates an empty overlay.
    public init() { super.init(constructed: gtk_overlay_new()) }
    var overlay: OpaquePointer { OpaquePointer(raw) }
    /// The main child, which gives the overlay its size.
    public func setChild(_ child: Widget?) { gtk_overlay_set_child(overlay, child?.widget) }
    /// Adds a widget drawn above the main child, placed by its `halign`/`valign`.
    public func addOverlay(_ widget: Widget) { gtk_overlay_add_overlay(overlay, widget.widget) }
}

/// Shows a paintable at its natural size (GtkPicture).
@MainActor
public final class Picture: Widget {
    /// Creates a picture of `paintable`.
    public init(_ paintable: Paintable) {
        super.init(constructed: gtk_picture_new_for_paintable(paintable.paintable))
        gtk_picture_set_can_shrink(OpaquePointer(raw), 0)
    }
}
