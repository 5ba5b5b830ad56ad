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
    /// Makes the overlay's size take `widget` (an overlay child) into account, as it does the main child.
    public func setMeasuresOverlay(_ widget: Widget, _ measures: Bool) {
        gtk_overlay_set_measure_overlay(overlay, widget.widget, measures ? 1 : 0)
    }
}
