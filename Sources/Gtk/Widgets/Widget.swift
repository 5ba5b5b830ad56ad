import CGtk

/// Any GtkWidget.
@MainActor
open class Widget: Object {
    var widget: UnsafeMutablePointer<GtkWidget> { raw.assumingMemoryBound(to: GtkWidget.self) }
    var accessible: OpaquePointer { opaque }

    /// Wraps a new widget from a GTK constructor: sinks its floating reference.
    init(sinking pointer: UnsafeMutablePointer<GtkWidget>) {
        super.init(sinking: UnsafeMutableRawPointer(pointer))
    }

    /// Wraps a widget GTK owns (`transfer none`): takes a reference of its own.
    init(borrowing pointer: UnsafeMutablePointer<GtkWidget>) {
        super.init(borrowing: UnsafeMutableRawPointer(pointer))
    }

    // MARK: Visibility, sensitivity, focus

    /// Whether the widget is visible (shown when its parent is).
    public var isVisible: Bool {
        get { bool(gtk_widget_get_visible) }
        set { setBool(gtk_widget_set_visible, newValue) }
    }
    /// Whether the widget is mapped on screen now.
    public var isMapped: Bool { bool(gtk_widget_get_mapped) }
    /// Whether the widget responds to input.
    public var isSensitive: Bool {
        get { bool(gtk_widget_get_sensitive) }
        set { setBool(gtk_widget_set_sensitive, newValue) }
    }
    /// Whether the widget can receive pointer input at all.
    public var canTarget: Bool {
        get { bool(gtk_widget_get_can_target) }
        set { setBool(gtk_widget_set_can_target, newValue) }
    }
    /// Whether the widget can take keyboard focus.
    public var isFocusable: Bool {
        get { bool(gtk_widget_get_focusable) }
        set { setBool(gtk_widget_set_focusable, newValue) }
    }
    /// Whether the widget (or, for containers, its children) may get focus.
    public var canFocus: Bool {
        get { bool(gtk_widget_get_can_focus) }
        set { setBool(gtk_widget_set_can_focus, newValue) }
    }
    /// Whether clicking focuses the widget.
    public var focusOnClick: Bool {
        get { bool(gtk_widget_get_focus_on_click) }
        set { setBool(gtk_widget_set_focus_on_click, newValue) }
    }
    /// Whether the widget has keyboard focus.
    public var hasFocus: Bool { bool(gtk_widget_has_focus) }
    /// Moves keyboard focus to the widget.
    ///
    /// Returns whether it took it.
    @discardableResult
    public func grabFocus() -> Bool { bool(gtk_widget_grab_focus) }

    // MARK: Layout

    /// Expands horizontally into extra space.
    public var hexpand: Bool {
        get { bool(gtk_widget_get_hexpand) }
        set { setBool(gtk_widget_set_hexpand, newValue) }
    }
    /// Expands vertically into extra space.
    public var vexpand: Bool {
        get { bool(gtk_widget_get_vexpand) }
        set { setBool(gtk_widget_set_vexpand, newValue) }
    }
    /// Horizontal alignment.
    public var halign: Align {
        get { Align.from(gtk_widget_get_halign(widget)) }
        set { gtk_widget_set_halign(widget, newValue.gtk) }
    }
    /// Vertical alignment.
    public var valign: Align {
        get { Align.from(gtk_widget_get_valign(widget)) }
        set { gtk_widget_set_valign(widget, newValue.gtk) }
    }
    /// Requests a minimum size; -1 leaves a dimension natural.
    public func setSizeRequest(width: Int, height: Int) {
        gtk_widget_set_size_request(widget, gint(width), gint(height))
    }
    /// The requested minimum size (-1 where unset).
    public var sizeRequest: (width: Int, height: Int) {
        var w: gint = 0
        var h: gint = 0
        gtk_widget_get_size_request(widget, &w, &h)
        return (Int(w), Int(h))
    }
    /// Sets margins on every side.
    public func setMargins(top: Int, bottom: Int, start: Int, end: Int) {
        gtk_widget_set_margin_top(widget, gint(top))
        gtk_widget_set_margin_bottom(widget, gint(bottom))
        gtk_widget_set_margin_start(widget, gint(start))
        gtk_widget_set_margin_end(widget, gint(end))
    }
    /// The allocated width.
    public var width: Int { Int(gtk_widget_get_width(widget)) }
    /// The allocated height.
    public var height: Int { Int(gtk_widget_get_height(widget)) }
    /// The natural width the widget asks for.
    public var naturalWidth: Int {
        var minimum: gint = 0
        var natural: gint = 0
        gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
        return Int(natural)
    }
    /// Where the widget's first text baseline is, from its top, at `width`
    /// (its natural height's baseline; nil: the widget has none).
    public func naturalBaseline(forWidth width: Int) -> Int? {
        var minimum: gint = 0
        var natural: gint = 0
        var minimumBaseline: gint = -1
        var naturalBaseline: gint = -1
        gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, gint(width), &minimum, &natural, &minimumBaseline, &naturalBaseline)
        return naturalBaseline >= 0 ? Int(naturalBaseline) : nil
    }
    /// The minimum width the widget needs.
    public var minimumWidth: Int {
        var minimum: gint = 0
        var natural: gint = 0
        gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
        return Int(minimum)
    }
    /// The widget's bounds in `other`'s coordinates, if both share a root.
    public func bounds(relativeTo other: Widget) -> Rect? {
        var rect = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, other.widget, &rect) != 0 else { return nil }
        return Rect(
            x: Double(rect.origin.x), y: Double(rect.origin.y),
            width: Double(rect.size.width), height: Double(rect.size.height))
    }
    /// Where the pointer is now, in this widget's coordinates (nil when the
    /// widget is not on screen).
    ///
    /// Asks the windowing system, so it is right even during a drag, when
    /// GTK sends a widget no motion events (see
    /// `GtkWorkaround.dropTargetLeaveMissing`).
    public var pointerPosition: (x: Double, y: Double)? {
        guard let native = gtk_widget_get_native(widget), let surface = gtk_native_get_surface(native),
            let seat = gdk_display_get_default_seat(gdk_surface_get_display(surface)),
            let pointer = gdk_seat_get_pointer(seat)
        else { return nil }
        var surfaceX = 0.0
        var surfaceY = 0.0
        var offsetX = 0.0
        var offsetY = 0.0
        var modifiers = GdkModifierType(0)
        _ = gdk_surface_get_device_position(surface, pointer, &surfaceX, &surfaceY, &modifiers)
        gtk_native_get_surface_transform(native, &offsetX, &offsetY)
        var point = graphene_point_t(x: Float(surfaceX - offsetX), y: Float(surfaceY - offsetY))
        var local = graphene_point_t()
        let nativeWidget = UnsafeMutableRawPointer(native).assumingMemoryBound(to: GtkWidget.self)
        guard gtk_widget_compute_point(nativeWidget, widget, &point, &local) != 0 else { return nil }
        return (Double(local.x), Double(local.y))
    }
    /// Whether the pointer is over the widget's allocation now (see `pointerPosition`).
    public var isUnderPointer: Bool {
        guard isMapped, let position = pointerPosition else { return false }
        return position.x >= 0 && position.y >= 0 && position.x < Double(width) && position.y < Double(height)
    }
    /// Whether the point (in this widget's coordinates) is inside it.
    public func contains(x: Double, y: Double) -> Bool { gtk_widget_contains(widget, x, y) != 0 }
    /// Queues a resize.
    public func queueResize() { gtk_widget_queue_resize(widget) }
    /// Asks for a new allocation in the next layout phase, keeping the size request.
    public func queueAllocate() { gtk_widget_queue_allocate(widget) }

    // MARK: Tree

    /// Whether the widget has a parent.
    public var hasParent: Bool { gtk_widget_get_parent(widget) != nil }
    /// Whether `self` is `other` or one of its descendants.
    public func isInside(_ other: Widget) -> Bool { raw == other.raw || gtk_widget_is_ancestor(widget, other.widget) != 0 }
    /// The widget's parent, as a borrowed wrapper.
    public var parent: Widget? { gtk_widget_get_parent(widget).map { Widget(borrowing: $0) } }
    /// Whether this widget is a child of `parent` placed right after
    /// `previous` (first, when nil): no wrapper objects are made to tell.
    public func isPlaced(in parent: Widget, after previous: Widget?) -> Bool {
        gtk_widget_get_parent(widget) == parent.widget && gtk_widget_get_prev_sibling(widget) == previous?.widget
    }
    /// The widget with the keyboard focus in this widget's window, if any.
    public var windowFocus: Widget? {
        guard let root = gtk_widget_get_root(widget), let focus = gtk_root_get_focus(root) else { return nil }
        return Widget(borrowing: focus)
    }
    /// Whether the widget is inside a popover (a menu or another popup),
    /// not in its window's own content.
    public var isInPopover: Bool { gtk_widget_get_ancestor(widget, gtk_popover_get_type()) != nil }
    /// Whether the widget is part of a menu bar.
    public var isInMenuBar: Bool { gtk_widget_get_ancestor(widget, gtk_popover_menu_bar_get_type()) != nil }
    /// The widget's children, as borrowed wrappers.
    public var children: [Widget] {
        var result: [Widget] = []
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            result.append(Widget(borrowing: current))
            child = gtk_widget_get_next_sibling(current)
        }
        return result
    }
    /// The GTK widget name (CSS node id).
    public var name: String {
        get { String(cString: gtk_widget_get_name(widget)) }
        set { gtk_widget_set_name(widget, newValue) }
    }

    // MARK: Style

    /// Adds a CSS class.
    public func addCSSClass(_ name: String) { gtk_widget_add_css_class(widget, name) }
    /// Removes a CSS class.
    public func removeCSSClass(_ name: String) { gtk_widget_remove_css_class(widget, name) }
    /// Whether the widget has a CSS class.
    public func hasCSSClass(_ name: String) -> Bool { gtk_widget_has_css_class(widget, name) != 0 }
    /// The widget's CSS classes.
    public var cssClasses: [String] {
        guard let classes = gtk_widget_get_css_classes(widget) else { return [] }
        defer { g_strfreev(classes) }
        var names: [String] = []
        var index = 0
        while let name = classes[index] {
            names.append(String(cString: name))
            index += 1
        }
        return names
    }
    /// Adds or removes a CSS class.
    public func setCSSClass(_ name: String, _ on: Bool) { on ? addCSSClass(name) : removeCSSClass(name) }
    /// Whether children are clipped to the widget's (rounded) border box.
    public var clipsChildren: Bool {
        get { gtk_widget_get_overflow(widget) == GTK_OVERFLOW_HIDDEN }
        set { gtk_widget_set_overflow(widget, newValue ? GTK_OVERFLOW_HIDDEN : GTK_OVERFLOW_VISIBLE) }
    }
    /// Opacity, 0...1.
    public var opacity: Double {
        get { gtk_widget_get_opacity(widget) }
        set { gtk_widget_set_opacity(widget, newValue) }
    }

    // MARK: Tooltip and accessibility

    /// The tooltip text, or nil for none.
    public var tooltip: String? {
        get { gtk_widget_get_tooltip_text(widget).map { String(cString: $0) } }
        set { gtk_widget_set_tooltip_text(widget, newValue) }
    }
    /// Sets the accessible name screen readers announce.
    public func setAccessibleLabel(_ label: String) { cgtk_accessible_set_label(accessible, label) }
    /// Sets the accessible description.
    public func setAccessibleDescription(_ text: String) { cgtk_accessible_set_description(accessible, text) }
    /// Sets the accessible disabled state.
    public func setAccessibleDisabled(_ disabled: Bool) { setBool(cgtk_accessible_set_disabled, disabled) }
    /// The accessible role (settable only before the widget is realized).
    public var accessibleRole: AccessibleRole {
        get {
            let role = gtk_accessible_get_accessible_role(accessible)
            return AccessibleRole.all.first { $0.gtk == role } ?? .generic
        }
        set { setProperty("accessible-role", Int(newValue.gtk.rawValue)) }
    }

    // MARK: Controllers and actions

    /// Attaches an event controller; the widget owns it from then on.
    public func addController(_ controller: EventController) {
        gtk_widget_add_controller(widget, controller.controller)
        // gtk_widget_add_controller takes ownership of a full reference.
        g_object_ref(controller.raw)
    }
    /// Detaches an event controller.
    public func removeController(_ controller: EventController) {
        gtk_widget_remove_controller(widget, controller.controller)
    }
    /// Beeps (refused keyboard action).
    public func errorBell() { gtk_widget_error_bell(widget) }
    /// Activates the widget as Enter would (clicks a button, toggles a toggle).
    ///
    /// Returns whether the widget is activatable.
    @discardableResult
    public func activate() -> Bool { bool(gtk_widget_activate) }
    /// Activates the default widget of the widget's window (what Enter in a
    /// dialog's text field does), when it has one that can be activated.
    ///
    /// GTK's own `default.activate` activates the focus widget when there is
    /// no default, which from a text field's `activate` handler would
    /// activate the field again: only an actual default widget is activated.
    public func activateWindowDefault() {
        guard let root = gtk_widget_get_root(widget),
            let window = gtk_widget_get_ancestor(
                UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWidget.self), gtk_window_get_type()),
            let target = gtk_window_get_default_widget(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)),
            gtk_widget_is_sensitive(target) != 0
        else { return }
        gtk_widget_activate(target)
    }
    /// Activates an action by name ("win.x", "app.y") from this widget.
    @discardableResult
    public func activateAction(_ name: String, _ parameter: Value? = nil) -> Bool {
        gtk_widget_activate_action_variant(widget, name, parameter?.makeVariant()) != 0
    }
    /// Makes an action group reachable from this widget under `prefix`.
    public func insertActionGroup(_ prefix: String, _ group: ActionGroup?) {
        gtk_widget_insert_action_group(widget, prefix, group.map { OpaquePointer($0.raw) })
    }

    /// Shows the focus ring again, as GTK does after keys it handles itself:
    /// for keys a widget's own controller takes (a capture-phase handler
    /// that returns true keeps them from the window, whose focus ring then
    /// fades a few seconds after the previous key).
    public func keepFocusRingVisible() {
        guard let root = gtk_widget_get_root(widget) else { return }
        let raw = UnsafeMutableRawPointer(root)
        guard cgtk_instance_is_a(raw, gtk_window_get_type()) != 0 else { return }
        gtk_window_set_focus_visible(raw.assumingMemoryBound(to: GtkWindow.self), 1)
    }

    /// Whether the widget is a GtkButton (or a toggle, link or other button made from one).
    public var isButton: Bool { cgtk_instance_is_a(widget, gtk_button_get_type()) != 0 }

    /// Removes the widget from its parent (for widgets placed with gtk_widget_set_parent).
    func unparent() { gtk_widget_unparent(widget) }
}

// Additions the declarative controls (GtkUI's Text, Toggle, Picker,
// TextEditor…) need from the wrapper. Kept apart so they stay additive.

extension Widget {
    /// The accessible label set with `setAccessibleLabel`, or nil when none
    /// was set.
    ///
    /// Read through GTK's accessibility test API
    /// (`GtkWorkaround.accessibleLabelGetter`); for tests and diagnostics,
    /// not for program logic.
    public var accessibleLabel: String? { accessibleStringProperty(GTK_ACCESSIBLE_PROPERTY_LABEL) }

    /// The font GTK resolved for the widget from CSS, as Pango describes it
    /// ("Sans Bold Italic 20px").
    ///
    /// Reflects style changes once GTK has revalidated styles (after a
    /// main-loop iteration).
    public var fontDescription: String {
        let context = gtk_widget_get_pango_context(widget)
        guard let description = pango_context_get_font_description(context),
            let text = pango_font_description_to_string(description)
        else { return "" }
        defer { g_free(text) }
        return String(cString: text)
    }

    /// Whether the widget or one of its children wants extra space along `orientation`.
    public func computesExpand(_ orientation: Orientation) -> Bool {
        gtk_widget_compute_expand(widget, orientation.gtk) != 0
    }
}
