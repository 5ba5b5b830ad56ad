import Foundation
import Gtk

/// A view drawn by a closure (SwiftUI's `Canvas`), with a `GraphicsContext`
/// and the canvas's size; it fills the space it is offered.
///
/// The closure runs whenever GTK draws the canvas; a new `Canvas` value
/// (its parent's body ran again because state it reads changed) draws again.
///
/// ```swift
/// Canvas { context, size in
///     context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.green))
/// }
/// ```
public struct Canvas<Symbols: View>: View, PrimitiveView {
    /// A canvas has no body: GtkUI draws it in a GtkDrawingArea.
    public typealias Body = Never
    /// Whether the canvas is opaque (no effect in GtkUI).
    public var isOpaque: Bool
    /// The colour space (GtkUI draws in sRGB whatever it is).
    public var colorMode: ColorRenderingMode
    /// Whether drawing may be asynchronous (GtkUI draws on the main thread).
    public var rendersAsynchronously: Bool
    /// Draws the canvas.
    public var renderer: (inout GraphicsContext, CGSize) -> Void

    func makeNode() -> CanvasNode { CanvasNode(viewType: Self.self) }

    func updateNode(_ node: CanvasNode, context: RenderContext) {
        let renderer = renderer
        let environment = context.environment
        node.widget.setDrawFunction { [weak area = node.widget] cairo, width, height in
            guard let area else { return }
            var graphics = GraphicsContext(cairo: cairo, widget: area, environment: environment)
            renderer(&graphics, CGSize(width: width, height: height))
        }
        node.applyCommonEnvironment(context)
    }
}

extension Canvas where Symbols == EmptyView {
    /// A canvas drawn by `renderer`.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {
        isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
        self.renderer = renderer
    }
}

/// The node of a canvas: a drawing area that expands.
@MainActor
final class CanvasNode: WidgetNode<DrawingArea> {
    init(viewType: Any.Type) {
        super.init(viewType: viewType, widget: DrawingArea())
        widget.hexpand = true
        widget.vexpand = true
    }
}
