import Gtk

/// What a `.frame` asks of its content's widgets.
struct FrameSpec: Equatable {
    /// The minimum (or fixed) size in pixels; nil leaves it natural.
    var width: Int?
    var height: Int?
    /// Fixed sizes do not stretch beyond the request in their parent.
    var fixedWidth = false
    var fixedHeight = false
    /// `maxWidth: .infinity`: take all the space offered.
    var expandsHorizontally = false
    var expandsVertically = false
    var alignment: Alignment
}

/// The node of `.frame`: sizes and places the content's widgets.
///
/// A content that expands on its own (an editor) keeps filling the frame;
/// anything else sits in it per the frame's alignment, as in SwiftUI.
@MainActor
final class FrameNode: PassthroughNode {
    var spec = FrameSpec(alignment: .center)
    /// Whether each widget expanded on its own, before this frame touched it.
    private var flexible: [ObjectIdentifier: (h: Bool, v: Bool)] = [:]

    override func didRender() {
        for widget in widgets { apply(to: widget) }
    }

    private func apply(to widget: Widget) {
        let id = ObjectIdentifier(widget)
        let own = flexible[id] ?? (widget.computesExpand(.horizontal), widget.computesExpand(.vertical))
        flexible[id] = own
        let request = (spec.width ?? -1, spec.height ?? -1)
        if widget.sizeRequest != request { widget.setSizeRequest(width: request.0, height: request.1) }
        if spec.expandsHorizontally {
            if !widget.hexpand { widget.hexpand = true }
            set(&widget.halign, own.h ? .fill : spec.alignment.horizontal.align)
        } else if spec.fixedWidth {
            set(&widget.halign, spec.alignment.horizontal.align)
        }
        if spec.expandsVertically {
            if !widget.vexpand { widget.vexpand = true }
            set(&widget.valign, own.v ? .fill : spec.alignment.vertical.align)
        } else if spec.fixedHeight {
            set(&widget.valign, spec.alignment.vertical.align)
        }
    }

    private func set(_ property: inout Align, _ value: Align) {
        if property != value { property = value }
    }
}

/// Sizes and places its content.
struct FrameModifier<Content: View>: View, PrimitiveView, DescribableView {
    typealias Body = Never
    let content: Content
    let spec: FrameSpec

    func makeNode() -> FrameNode { FrameNode(viewType: Self.self) }
    func updateNode(_ node: FrameNode, context: RenderContext) {
        node.spec = spec
        node.render(content, context: context)
    }
    func describe(into description: inout ControlDescription) { GtkUI.describe(content, into: &description) }
}

extension View {
    /// Gives this view a fixed width and/or height (nil keeps the natural
    /// size), placing it per `alignment`.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        FrameModifier(
            content: self,
            spec: FrameSpec(
                width: width.map(FrameSpec.pixels), height: height.map(FrameSpec.pixels),
                fixedWidth: width != nil, fixedHeight: height != nil, alignment: alignment))
    }

    /// Gives this view size limits; a maximum of `.infinity` makes it take
    /// all the space offered.
    ///
    /// GTK cannot cap a widget's size or set its natural size, so finite
    /// maxima and ideal sizes are not enforced (a finite maximum prints
    /// one warning).
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        for maximum in [maxWidth, maxHeight] {
            if let maximum, maximum.isFinite {
                Diagnostics.warn("frame(maxWidth:/maxHeight:) with a finite value (\(maximum)) is not enforced on GTK")
            }
        }
        return FrameModifier(
            content: self,
            spec: FrameSpec(
                width: minWidth.map(FrameSpec.pixels), height: minHeight.map(FrameSpec.pixels),
                expandsHorizontally: maxWidth == .infinity, expandsVertically: maxHeight == .infinity,
                alignment: alignment))
    }
}

extension FrameSpec {
    static func pixels(_ value: CGFloat) -> Int { Int(value.rounded()) }
}
