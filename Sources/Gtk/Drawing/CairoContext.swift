import CGtk

/// A cairo context lent to a draw function (valid during that call only).
///
/// Paths are built with `moveTo`/`lineTo`/`curveTo`/`closePath`, then
/// filled, stroked or used as a clip. Gradients are set as the source from
/// their stops; the pattern is released as soon as cairo holds it.
@MainActor
public struct CairoContext {
    let cairo: OpaquePointer

    init(borrowing cairo: OpaquePointer) { self.cairo = cairo }

    /// A colour stop of a gradient: its location (0…1) and colour.
    public typealias Stop = (location: Double, color: RGBA)

    /// Saves the state (transform, clip, source, line style) until `restore`.
    public func save() { cairo_save(cairo) }
    /// Returns to the last saved state.
    public func restore() { cairo_restore(cairo) }

    /// Applies an affine transform (x' = a·x + c·y + tx, y' = b·x + d·y + ty) to what follows.
    public func transform(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        var matrix = cairo_matrix_t(xx: a, yx: b, xy: c, yy: d, x0: tx, y0: ty)
        cairo_transform(cairo, &matrix)
    }

    /// Runs `body`, then puts the transform back as it was (keeping any clip `body` set).
    public func keepingTransform(_ body: () -> Void) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        body()
        cairo_set_matrix(cairo, &matrix)
    }

    /// Starts a new, empty path.
    public func newPath() { cairo_new_path(cairo) }
    /// Starts a subpath.
    public func moveTo(_ x: Double, _ y: Double) { cairo_move_to(cairo, x, y) }
    /// A line to a point.
    public func lineTo(_ x: Double, _ y: Double) { cairo_line_to(cairo, x, y) }
    /// A cubic Bézier curve.
    public func curveTo(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x: Double, _ y: Double) {
        cairo_curve_to(cairo, x1, y1, x2, y2, x, y)
    }
    /// Closes the subpath.
    public func closePath() { cairo_close_path(cairo) }

    /// Whether fills and clips use the even-odd rule (else non-zero winding).
    public func setFillRule(evenOdd: Bool) {
        cairo_set_fill_rule(cairo, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
    }
    /// Whether edges are antialiased.
    public func setAntialiased(_ antialiased: Bool) {
        cairo_set_antialias(cairo, antialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    }

    /// Line ends: 0 butt, 1 round, 2 square.
    public func setLineStyle(width: Double, cap: Int, join: Int, miterLimit: Double, dash: [Double], dashPhase: Double) {
        cairo_set_line_width(cairo, width)
        cairo_set_line_cap(cairo, cap == 1 ? CAIRO_LINE_CAP_ROUND : cap == 2 ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
        cairo_set_line_join(
            cairo, join == 1 ? CAIRO_LINE_JOIN_ROUND : join == 2 ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER)
        cairo_set_miter_limit(cairo, miterLimit)
        let lengths = dash.allSatisfy({ $0 == 0 }) ? [] : dash.map { max(0, $0) }
        cairo_set_dash(cairo, lengths, Int32(lengths.count), dashPhase)
    }

    /// Adds a circular arc around (`x`, `y`) from angle `start` to `end`
    /// (radians, clockwise from the positive x axis on screen).
    public func arc(x: Double, y: Double, radius: Double, from start: Double, to end: Double) {
        cairo_arc(cairo, x, y, radius, start, end)
    }

    /// Fills the path (kept after the fill).
    public func fill() { cairo_fill_preserve(cairo) }
    /// Strokes the path (kept after the stroke).
    public func stroke() { cairo_stroke_preserve(cairo) }
    /// Narrows the clip to the path, then clears the path.
    public func clip() { cairo_clip(cairo) }
    /// Paints the source everywhere inside the clip.
    public func paint() { cairo_paint(cairo) }

    /// Sets a plain colour as the source.
    public func setSource(_ color: RGBA) { cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha) }

    /// Sets a linear gradient from (x0, y0) to (x1, y1) as the source (padded beyond its ends).
    public func setLinearGradient(from x0: Double, _ y0: Double, to x1: Double, _ y1: Double, stops: [Stop]) {
        guard let pattern = cairo_pattern_create_linear(x0, y0, x1, y1) else { return }
        setSource(pattern, stops: stops)
    }

    /// Sets a radial gradient as the source: circles of radius `r0` to `r1`
    /// around (cx, cy), stretched by `scaleX`, `scaleY` (1, 1: circles).
    public func setRadialGradient(
        centerX cx: Double, centerY cy: Double, r0: Double, r1: Double, scaleX: Double = 1, scaleY: Double = 1,
        stops: [Stop]
    ) {
        guard scaleX > 0, scaleY > 0, let pattern = cairo_pattern_create_radial(0, 0, r0, 0, 0, r1) else { return }
        var matrix = cairo_matrix_t(xx: 1 / scaleX, yx: 0, xy: 0, yy: 1 / scaleY, x0: -cx / scaleX, y0: -cy / scaleY)
        cairo_pattern_set_matrix(pattern, &matrix)
        setSource(pattern, stops: stops)
    }

    /// Sets a conic (angular) gradient around (cx, cy) as the source: the
    /// colour at `startAngle` to the one at `endAngle` (radians, towards +y),
    /// out to `radius`, as a mesh of thin sectors.
    public func setConicGradient(
        centerX cx: Double, centerY cy: Double, startAngle: Double, endAngle: Double, radius: Double, stops: [Stop]
    ) {
        guard let pattern = cairo_pattern_create_mesh(), let first = stops.first else { return }
        let sectors = 96
        let span = endAngle - startAngle
        func color(at fraction: Double) -> RGBA {
            guard var previous = stops.first else { return first.color }
            for stop in stops {
                if stop.location >= fraction {
                    let width = stop.location - previous.location
                    let t = width > 0 ? (fraction - previous.location) / width : 1
                    return previous.color.mix(stop.color, t)
                }
                previous = stop
            }
            return previous.color
        }
        // Before startAngle and after endAngle the end colours continue (a full turn in all).
        let full = 2 * Double.pi
        for index in 0..<sectors {
            let a0 = startAngle + full * Double(index) / Double(sectors)
            let a1 = startAngle + full * Double(index + 1) / Double(sectors)
            let f0 = span > 0 ? min(1, (a0 - startAngle) / span) : 0
            let f1 = span > 0 ? min(1, (a1 - startAngle) / span) : 0
            let (c0, c1) = (color(at: f0), color(at: f1))
            cairo_mesh_pattern_begin_patch(pattern)
            cairo_mesh_pattern_move_to(pattern, cx, cy)
            cairo_mesh_pattern_line_to(pattern, cx + radius * cos(a0), cy + radius * sin(a0))
            cairo_mesh_pattern_line_to(pattern, cx + radius * cos(a1), cy + radius * sin(a1))
            cairo_mesh_pattern_line_to(pattern, cx, cy)
            for (corner, c) in [(0, c0), (1, c0), (2, c1), (3, c1)] {
                cairo_mesh_pattern_set_corner_color_rgba(pattern, UInt32(corner), c.red, c.green, c.blue, c.alpha)
            }
            cairo_mesh_pattern_end_patch(pattern)
        }
        cairo_set_source(cairo, pattern)
        cairo_pattern_destroy(pattern)
    }

    private func setSource(_ pattern: OpaquePointer, stops: [Stop]) {
        for stop in stops {
            let c = stop.color
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, c.red, c.green, c.blue, c.alpha)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(cairo, pattern)
        cairo_pattern_destroy(pattern)
    }

    /// Draws text (Pango markup) in `widget`'s font with `color`, its
    /// `anchor` (0…1 of its size) at (x, y); answers the text's size.
    @discardableResult
    public func drawText(
        markup: String, in widget: Widget, color: RGBA, at x: Double, _ y: Double, anchor: (x: Double, y: Double)
    ) -> (width: Int, height: Int) {
        guard let layout = gtk_widget_create_pango_layout(widget.widget, nil) else { return (0, 0) }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_layout_set_markup(layout, markup, -1)
        var width: Int32 = 0
        var height: Int32 = 0
        pango_layout_get_pixel_size(layout, &width, &height)
        cairo_move_to(cairo, x - Double(width) * anchor.x, y - Double(height) * anchor.y)
        setSource(color)
        pango_cairo_show_layout(cairo, layout)
        return (Int(width), Int(height))
    }
}
