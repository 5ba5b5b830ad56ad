import CGtk

/// Keeps every popover placeable on X11 when its anchor is off the screen.
///
/// GTK 4.8's X11 backend places a popup in the monitor under its anchor
/// (`gdk_x11_surface_layout_popup`). When the anchor lies outside every
/// monitor, it passes NULL to `gdk_monitor_get_geometry` ("assertion
/// 'GDK_IS_MONITOR (monitor)' failed") and lays the popup out in bounds it
/// never set: the menu gets a garbage size ("attempt to allocate
/// GtkPopoverContent … with width -5"), pixman rejects its rectangles, and it
/// shows in the wrong place. A person gets there by dragging a window partly
/// off the left edge of the screen, then pressing F10 (the menu bar's File
/// item is off screen) or the Menu key (the caret is).
///
/// `install()` runs just before the `show` class handler of every
/// `GtkPopover` (GTK's own too: the menu bar's menus, the text's context
/// menu): when the anchor is outside every monitor, it points the popover at
/// the nearest on-screen spot instead, so GDK finds a monitor and slides the
/// popup fully on screen, as it does for any popup near a screen edge. When
/// the popover hides, its own anchor comes back.
///
/// ```swift
/// PopupPlacement.install()   // once, after GTK is initialized
/// ```
@MainActor
public enum PopupPlacement {
    private static var isInstalled = false

    /// Hooks every popover's show and hide (once per process; later calls
    /// do nothing; nothing on a GTK that does not need it, see
    /// `GtkWorkaround.popupAnchorOffScreen`, and nothing on Wayland, where
    /// the compositor places popups from their xdg_positioner and slides
    /// them onto the screen itself).
    public static func install() {
        guard !isInstalled, GtkWorkaround.popupAnchorOffScreen.isActive, cgtk_default_display_is_x11() != 0
        else { return }
        isInstalled = true
        cgtk_override_widget_class_handler(gtk_popover_get_type(), "show", moveAnchorBeforeShow, nil)
        cgtk_override_widget_class_handler(gtk_popover_get_type(), "hide", nil, restoreAnchorAfterHide)
    }

    /// Where a popup anchored at `anchor` (screen coordinates) should point
    /// instead: nil when `anchor` already overlaps one of `monitors` (or
    /// there are none); else a rectangle of its size (at most the monitor's)
    /// moved the shortest way into the nearest monitor.
    public static func onScreenAnchor(for anchor: Rect, monitors: [Rect]) -> Rect? {
        guard !monitors.contains(where: { $0.overlaps(anchor) }),
            let nearest = monitors.min(by: { $0.distance(to: anchor) < $1.distance(to: anchor) })
        else { return nil }
        let width = min(anchor.width, nearest.width)
        let height = min(anchor.height, nearest.height)
        return Rect(
            x: min(max(anchor.x, nearest.x), nearest.x + nearest.width - width),
            y: min(max(anchor.y, nearest.y), nearest.y + nearest.height - height),
            width: width, height: height)
    }

    /// Points `popover` on screen if GDK would find no monitor under its anchor.
    static func moveAnchorOnScreen(_ popoverWidget: UnsafeMutablePointer<GtkWidget>) {
        let popover = UnsafeMutableRawPointer(popoverWidget).assumingMemoryBound(to: GtkPopover.self)
        guard let parent = gtk_widget_get_parent(popoverWidget),
            let native = gtk_widget_get_native(parent),
            let surface = gtk_native_get_surface(native)
        else { return }
        var rootX: gint = 0
        var rootY: gint = 0
        guard cgtk_surface_root_origin(surface, &rootX, &rootY) != 0,
            let parentBox = surfaceAllocation(of: parent, in: native)
        else { return }
        // The anchor as GtkPopover computes it (create_popup_layout): the
        // parent's box in its surface, narrowed to pointing-to if set.
        var pointing = GdkRectangle()
        let hasPointing = gtk_popover_get_pointing_to(popover, &pointing) != 0
        let anchor =
            hasPointing
            ? Rect(
                x: parentBox.x + Double(pointing.x), y: parentBox.y + Double(pointing.y),
                width: Double(pointing.width), height: Double(pointing.height))
            : parentBox
        let onScreen = Rect(
            x: anchor.x + Double(rootX), y: anchor.y + Double(rootY),
            width: max(1, anchor.width), height: max(1, anchor.height))
        guard let moved = onScreenAnchor(for: onScreen, monitors: monitorGeometries(gdk_surface_get_display(surface)))
        else { return }
        var newPointing = GdkRectangle(
            x: gint((moved.x - Double(rootX) - parentBox.x).rounded()),
            y: gint((moved.y - Double(rootY) - parentBox.y).rounded()),
            width: gint(moved.width.rounded(.up)), height: gint(moved.height.rounded(.up)))
        SavedAnchor(original: hasPointing ? pointing : nil, moved: newPointing).attach(to: popoverWidget)
        gtk_popover_set_pointing_to(popover, &newPointing)
    }

    /// Gives `popover` back the anchor it had before `moveAnchorOnScreen`,
    /// unless someone pointed it elsewhere meanwhile.
    static func restoreAnchor(_ popoverWidget: UnsafeMutablePointer<GtkWidget>) {
        guard let saved = SavedAnchor.detach(from: popoverWidget) else { return }
        let popover = UnsafeMutableRawPointer(popoverWidget).assumingMemoryBound(to: GtkPopover.self)
        var current = GdkRectangle()
        guard gtk_popover_get_pointing_to(popover, &current) != 0, same(current, saved.moved) else { return }
        if var original = saved.original {
            gtk_popover_set_pointing_to(popover, &original)
        } else {
            gtk_popover_set_pointing_to(popover, nil)
        }
    }

    /// `widget`'s box in its native's surface, rounded as GTK rounds it
    /// (gtk_widget_get_surface_allocation, private in GTK 4.8).
    private static func surfaceAllocation(
        of widget: UnsafeMutablePointer<GtkWidget>,
        in native: OpaquePointer
    ) -> Rect? {
        let nativeWidget = UnsafeMutableRawPointer(native).assumingMemoryBound(to: GtkWidget.self)
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, nativeWidget, &bounds) != 0 else { return nil }
        var offsetX = 0.0
        var offsetY = 0.0
        gtk_native_get_surface_transform(native, &offsetX, &offsetY)
        return Rect(
            x: Double(bounds.origin.x).rounded(.down) + offsetX,
            y: Double(bounds.origin.y).rounded(.down) + offsetY,
            width: Double(bounds.size.width).rounded(.up),
            height: Double(bounds.size.height).rounded(.up))
    }

    private static func monitorGeometries(_ display: OpaquePointer?) -> [Rect] {
        guard let display, let monitors = gdk_display_get_monitors(display) else { return [] }
        return (0..<g_list_model_get_n_items(monitors)).compactMap { index in
            guard let item = g_list_model_get_item(monitors, index) else { return nil }
            defer { g_object_unref(item) }
            var geometry = GdkRectangle()
            gdk_monitor_get_geometry(OpaquePointer(item), &geometry)
            return Rect(
                x: Double(geometry.x), y: Double(geometry.y),
                width: Double(geometry.width), height: Double(geometry.height))
        }
    }
}

/// A popover's own anchor while `PopupPlacement` points it elsewhere; kept
/// on the popover itself (object data) so it lives and dies with it.
private final class SavedAnchor {
    private static let key = "gtkui-popup-placement-saved-anchor"
    /// The pointing-to rectangle before the move; nil when none was set.
    let original: GdkRectangle?
    /// The rectangle the popover was pointed at instead.
    let moved: GdkRectangle

    init(original: GdkRectangle?, moved: GdkRectangle) {
        self.original = original
        self.moved = moved
    }

    func attach(to object: UnsafeMutablePointer<GtkWidget>) {
        g_object_set_data_full(
            UnsafeMutableRawPointer(object).assumingMemoryBound(to: GObject.self), Self.key,
            Unmanaged.passRetained(self).toOpaque(), releaseSavedAnchor)
    }

    static func detach(from object: UnsafeMutablePointer<GtkWidget>) -> SavedAnchor? {
        let gobject = UnsafeMutableRawPointer(object).assumingMemoryBound(to: GObject.self)
        guard let data = g_object_steal_data(gobject, key) else { return nil }
        return Unmanaged<SavedAnchor>.fromOpaque(data).takeRetainedValue()
    }
}

private let releaseSavedAnchor: @convention(c) (gpointer?) -> Void = { data in
    guard let data else { return }
    Unmanaged<SavedAnchor>.fromOpaque(data).release()
}

// GTK calls both on the main thread, from the popover's show and hide.
private let moveAnchorBeforeShow: @convention(c) (UnsafeMutablePointer<GtkWidget>?) -> Void = { widget in
    guard let widget else { return }
    nonisolated(unsafe) let popover = widget
    MainActor.assumeIsolated { PopupPlacement.moveAnchorOnScreen(popover) }
}

private let restoreAnchorAfterHide: @convention(c) (UnsafeMutablePointer<GtkWidget>?) -> Void = { widget in
    guard let widget else { return }
    nonisolated(unsafe) let popover = widget
    MainActor.assumeIsolated { PopupPlacement.restoreAnchor(popover) }
}

extension Rect {
    /// Whether the two rectangles share some area (as gdk_rectangle_intersect decides).
    func overlaps(_ other: Rect) -> Bool {
        x < other.x + other.width && other.x < x + width && y < other.y + other.height && other.y < y + height
    }

    /// The shortest distance between the two rectangles (0 when they touch or overlap).
    func distance(to other: Rect) -> Double {
        let dx = max(0, max(other.x - (x + width), x - (other.x + other.width)))
        let dy = max(0, max(other.y - (y + height), y - (other.y + other.height)))
        return (dx * dx + dy * dy).squareRoot()
    }
}

private func same(_ a: GdkRectangle, _ b: GdkRectangle) -> Bool {
    a.x == b.x && a.y == b.y && a.width == b.width && a.height == b.height
}
