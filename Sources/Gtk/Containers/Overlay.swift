import CGtk

/// One child with others drawn on top of it (GtkOverlay).
@MainActor
public final class Overlay: Widget {
    /// Creates an empty overlay.
    public init() { super.init(sinking: gtk_overlay_new()) }
    var overlay: OpaquePointer { opaque }
    /// The main child, which gives the overlay its size.
    public func setChild(_ child: Widget?) { gtk_overlay_set_child(overlay, child?.widget) }
    /// Adds a widget drawn above the main child, placed by its `halign`/`valign`.
    public func addOverlay(_ widget: Widget) { gtk_overlay_add_overlay(overlay, widget.widget) }
}
