import CGtk

/// A widget drawn by a Swift function with cairo (GtkDrawingArea).
///
/// The draw function is owned by the widget: GTK releases it when another
/// replaces it or when the widget is disposed (counted in `SignalClosures`).
@MainActor
public final class DrawingArea: Widget {
    /// Draws into the context, given the widget's width and height in pixels.
    public typealias DrawFunction = @MainActor (CairoContext, Int, Int) -> Void

    var area: UnsafeMutablePointer<GtkDrawingArea> { raw.assumingMemoryBound(to: GtkDrawingArea.self) }

    /// An empty drawing area (it draws nothing until given a draw function).
    public init() { super.init(sinking: gtk_drawing_area_new()) }

    /// Replaces the draw function (nil: draw nothing) and redraws.
    public func setDrawFunction(_ body: DrawFunction?) {
        guard let body else { return gtk_drawing_area_set_draw_func(area, nil, nil, nil) }
        let box = Unmanaged.passRetained(ClosureBox<DrawFunction>(body)).toOpaque()
        gtk_drawing_area_set_draw_func(
            area,
            { _, cairo, width, height, data in
                guard let cairo else { return }
                let body = ClosureBox<DrawFunction>.from(data)
                MainActor.assumeIsolated { body(CairoContext(borrowing: cairo), Int(width), Int(height)) }
            }, box,
            { data in
                guard let data else { return }
                Unmanaged<ClosureBox<DrawFunction>>.fromOpaque(data).release()
            })
    }

    /// Asks GTK to draw the widget again at the next frame.
    public func queueDraw() { gtk_widget_queue_draw(widget) }
}
