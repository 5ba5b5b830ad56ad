import Foundation
import Gtk

/// What a shape view draws: the shape's path (or its CSS box), how, and with what.
@MainActor
struct ShapeDrawing {
    /// Filled, stroked centred on the path, or stroked inside the frame.
    enum Mode: Equatable {
        case fill(FillStyle)
        case stroke(StrokeStyle)
        case strokeBorder(StrokeStyle)
    }

    /// The outline in a rect.
    let path: (CGRect) -> Path
    /// The CSS corner radius when the shape is a built-in one CSS draws (`.some(nil)`: square corners).
    let cssRadius: String??
    var mode: Mode
    let paint: Paint

    init<S: Shape, Style: ShapeStyle>(shape: S, style: Style, mode: Mode, environment: EnvironmentValues) {
        var mode = mode
        var drawn: any Shape = shape
        // A stroked shape (`.stroke(lineWidth:)` as a shape) strokes its base with the style it is filled with.
        if let stroked = shape as? any StrokedShapeProtocol, case .fill = mode {
            mode = .stroke(stroked.strokeStyle)
            drawn = stroked.baseShape
        }
        self.mode = mode
        func outline<T: Shape>(_ shape: T) -> (CGRect) -> Path { { shape.path(in: $0) } }
        path = outline(drawn)
        cssRadius = (drawn as? any CSSShape).map { $0.cssRadius }
        paint = GtkUI.paint(of: style, environment: environment)
    }

    /// The CSS that draws this on a box, nil when only cairo can (a path of its own, a gradient stroke, dashes, caps).
    var css: String? {
        guard case .some(let radius) = cssRadius else { return nil }
        var css = ""
        switch mode {
        case .fill:
            css = paint.cssBackground
        case .stroke(let style), .strokeBorder(let style):
            guard case .color(let color) = paint, style.dash.isEmpty, style.lineCap == .butt else { return nil }
            css = "border: \(Int(style.lineWidth.rounded()))px solid \(color);"
        }
        if let radius { css += " border-radius: \(radius);" }
        return css
    }

    /// Draws the path in a `width`×`height` area with cairo.
    func draw(on cairo: CairoContext, width: Int, height: Int, widget: Widget) {
        let rect = CGRect(x: 0, y: 0, width: width, height: height)
        var outline: Path
        switch mode {
        case .strokeBorder(let style):
            let inset = style.lineWidth / 2
            outline = path(rect.insetBy(dx: inset, dy: inset))
        default:
            outline = path(rect)
        }
        cairo.save()
        defer { cairo.restore() }
        cairo.newPath()
        outline.replay(on: cairo)
        paint.setSource(on: cairo, in: rect, widget: widget)
        switch mode {
        case .fill(let fill):
            cairo.setFillRule(evenOdd: fill.isEOFilled)
            cairo.setAntialiased(fill.isAntialiased)
            cairo.fill()
        case .stroke(let style), .strokeBorder(let style):
            style.apply(to: cairo)
            cairo.stroke()
        }
    }
}

extension Path {
    /// Adds this path's elements to cairo's current path.
    @MainActor
    func replay(on cairo: CairoContext) {
        var current = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p):
                cairo.moveTo(p.x, p.y)
                current = p
            case .line(let p):
                cairo.lineTo(p.x, p.y)
                current = p
            case .quadCurve(let p, let c):
                let c1 = current.mix(c, 2.0 / 3)
                let c2 = p.mix(c, 2.0 / 3)
                cairo.curveTo(c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                current = p
            case .curve(let p, let c1, let c2):
                cairo.curveTo(c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                current = p
            case .closeSubpath:
                cairo.closePath()
            }
        }
    }
}

extension StrokeStyle {
    /// Sets cairo's line width, cap, join, miter limit and dash to this style.
    @MainActor
    func apply(to cairo: CairoContext) {
        cairo.setLineStyle(
            width: lineWidth, cap: Int(lineCap.rawValue), join: Int(lineJoin.rawValue), miterLimit: miterLimit,
            dash: dash.map { Double($0) }, dashPhase: dashPhase)
    }
}

/// The node of a colour, gradient or shape: a box filling its space,
/// painted by CSS, or holding a drawing area cairo paints the path in.
@MainActor
final class ShapeNode: WidgetNode<Box> {
    let styler = WidgetStyler()
    /// The cairo drawing, made the first time a path needs it.
    private(set) var canvas: DrawingArea?

    init(viewType: Any.Type) {
        super.init(viewType: viewType, widget: Box(.vertical))
        // Flexible like SwiftUI's shapes; a frame of fixed size around one
        // is a widget that does not grow (a 20×20 dot keeps its row's height).
        widget.hexpand = true
        widget.vexpand = true
    }

    /// Paints the box with CSS `css` (a colour as a view).
    func drawCSS(_ css: String, context: RenderContext) {
        removeCanvas()
        styler.apply(css, to: widget)
        applyCommonEnvironment(context)
    }

    /// Draws `drawing`: with CSS when it can, else with cairo.
    func draw(_ drawing: ShapeDrawing, context: RenderContext) {
        if let css = drawing.css {
            drawCSS(css, context: context)
            return
        }
        styler.apply("", to: widget)
        let area = canvas ?? makeCanvas()
        area.setDrawFunction { [weak area] cairo, width, height in
            guard let area else { return }
            drawing.draw(on: cairo, width: width, height: height, widget: area)
        }
        applyCommonEnvironment(context)
    }

    private func makeCanvas() -> DrawingArea {
        let area = DrawingArea()
        area.hexpand = true
        area.vexpand = true
        widget.append(area)
        canvas = area
        return area
    }

    private func removeCanvas() {
        guard let canvas else { return }
        widget.remove(canvas)
        self.canvas = nil
    }
}
