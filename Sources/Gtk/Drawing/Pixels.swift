import CGtk

/// What a widget looks like now, as pixels (for tests and screenshots).
public struct Pixels: Sendable {
    /// The size in pixels.
    public let width: Int, height: Int
    /// Un-premultiplied RGBA bytes, row by row.
    let bytes: [UInt8]

    /// The colour at (x, y); transparent outside.
    public func color(x: Int, y: Int) -> RGBA {
        guard x >= 0, y >= 0, x < width, y < height else { return RGBA(red: 0, green: 0, blue: 0, alpha: 0) }
        let i = (y * width + x) * 4
        return RGBA(
            red: Double(bytes[i]) / 255, green: Double(bytes[i + 1]) / 255, blue: Double(bytes[i + 2]) / 255,
            alpha: Double(bytes[i + 3]) / 255)
    }
}

extension Widget {
    /// Draws the widget as it is now (it must be shown and allocated) into pixels, with cairo.
    public func renderPixels() -> Pixels? {
        let (w, h) = (Int(gtk_widget_get_width(widget)), Int(gtk_widget_get_height(widget)))
        guard w > 0, h > 0, let paintable = gtk_widget_paintable_new(widget) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
        let snapshot = gtk_snapshot_new()
        gdk_paintable_snapshot(paintable, snapshot, Double(w), Double(h))
        let node = gtk_snapshot_free_to_node(snapshot)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)) else { return nil }
        defer { cairo_surface_destroy(surface) }
        if let node, let cairo = cairo_create(surface) {
            gsk_render_node_draw(node, cairo)
            cairo_destroy(cairo)
        }
        if let node { gsk_render_node_unref(node) }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        var bytes = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<h {
            for x in 0..<w {
                // ARGB32: one native-endian 32-bit word per pixel, premultiplied.
                let word = UnsafeRawPointer(data + y * stride + x * 4).loadUnaligned(as: UInt32.self)
                let a = Double((word >> 24) & 0xff)
                func channel(_ shift: UInt32) -> UInt8 {
                    a == 0 ? 0 : UInt8(min(255, (Double((word >> shift) & 0xff) * 255 / a).rounded()))
                }
                let i = (y * w + x) * 4
                (bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]) = (channel(16), channel(8), channel(0), UInt8(a))
            }
        }
        return Pixels(width: w, height: h, bytes: bytes)
    }
}
