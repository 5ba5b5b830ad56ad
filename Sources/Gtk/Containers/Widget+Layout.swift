import CGtk

extension Widget {
    /// The widget's size request in `orientation` for `forSize` in the other
    /// one (-1: any).
    ///
    /// Hidden widgets measure 0; child-invisible ones measure as if shown.
    public func measure(_ orientation: Orientation, forSize: Int = -1) -> SizeRequest {
        var minimum: gint = 0
        var natural: gint = 0
        gtk_widget_measure(widget, orientation.gtk, gint(forSize), &minimum, &natural, nil, nil)
        return SizeRequest(minimum: Int(minimum), natural: Int(natural))
    }

    /// Gives the widget its place in its parent (only from the parent's
    /// layout: `LayoutDelegate.allocate`).
    public func allocate(x: Int, y: Int, width: Int, height: Int, baseline: Int = -1) {
        var allocation = GtkAllocation(x: gint(x), y: gint(y), width: gint(max(0, width)), height: gint(max(0, height)))
        gtk_widget_size_allocate(widget, &allocation, gint(baseline))
    }

    /// Whether the parent shows the widget now (GtkWidget:child-visible): a
    /// container's layout decision.
    ///
    /// Unlike `isVisible` it leaves the widget's size request alone, so a
    /// layout may set it while allocating.
    public var isChildVisible: Bool {
        get { bool(gtk_widget_get_child_visible) }
        set { setBool(gtk_widget_set_child_visible, newValue) }
    }

    /// Marks the widget hidden for assistive technologies (the accessible
    /// "hidden" state), e.g.
    ///
    /// while its parent does not show it.
    public func setAccessibleHidden(_ hidden: Bool) { setBool(cgtk_accessible_set_hidden, hidden) }

    /// Whether `hexpand` was set on the widget itself; false lets it follow
    /// its children (GtkWidget:hexpand-set).
    public var hexpandSet: Bool {
        get { bool(gtk_widget_get_hexpand_set) }
        set { setBool(gtk_widget_set_hexpand_set, newValue) }
    }

    /// Whether `vexpand` was set on the widget itself; false lets it follow
    /// its children (GtkWidget:vexpand-set).
    public var vexpandSet: Bool {
        get { bool(gtk_widget_get_vexpand_set) }
        set { setBool(gtk_widget_set_vexpand_set, newValue) }
    }

    /// How the widget's size in one direction depends on the other.
    public var requestMode: SizeRequestMode {
        switch gtk_widget_get_request_mode(widget) {
        case GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH: return .heightForWidth
        case GTK_SIZE_REQUEST_WIDTH_FOR_HEIGHT: return .widthForHeight
        default: return .constantSize
        }
    }

    /// The widget's position and size in its parent, as last allocated.
    public var allocation: Rect {
        var rect = GtkAllocation()
        gtk_widget_get_allocation(widget, &rect)
        return Rect(x: Double(rect.x), y: Double(rect.y), width: Double(rect.width), height: Double(rect.height))
    }

    /// The content of the window the widget is in (the window's
    /// GtkWindow:child), or nil outside a window.
    public var windowContent: Widget? {
        guard let window = gtk_widget_get_ancestor(widget, gtk_window_get_type()) else { return nil }
        return gtk_window_get_child(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self))
            .map { Widget(borrowing: $0) }
    }
}
