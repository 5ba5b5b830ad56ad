import Gtk

extension FrameLayout: SingleChildLayout {}

/// The node of `.frame`: the content in a layout host sized by the frame's
/// limits (see `FrameLayout`).
@MainActor
final class FrameNode: HostedContentNode<FrameLayout> {
    init(viewType: Any.Type) { super.init(viewType: viewType, layout: FrameLayout()) }

    func apply(_ spec: FrameSpec) {
        guard spec != layout.spec else { return }
        layout.spec = spec
        LayoutTraits.on(host).frameSpec = spec
        // A split view sizes its panes by its views' frames.
        nearestAncestor(PanedStackNode.self)?.traitsChanged()
        setExpand(spec.limits(.horizontal).expands, horizontal: true)
        setExpand(spec.limits(.vertical).expands, horizontal: false)
        relayout()
    }

    private func setExpand(_ expands: Bool?, horizontal: Bool) {
        if horizontal {
            if let expands { host.hexpand = expands } else { host.hexpandSet = false }
        } else {
            if let expands { host.vexpand = expands } else { host.vexpandSet = false }
        }
    }
}

/// Sizes and places its content.
struct FrameModifier<Content: View>: View, PrimitiveView, DescribableView {
    typealias Body = Never
    let content: Content
    let spec: FrameSpec

    func makeNode() -> FrameNode { FrameNode(viewType: Self.self) }
    func updateNode(_ node: FrameNode, context: RenderContext) {
        node.apply(spec)
        var inner = context
        // A frame that limits the width proposes it: text inside wraps at it, as SwiftUI's does.
        if let maximum = spec.limits(.horizontal).maximum, maximum != Int.max { inner.environment.wrapsTextToFrame = true }
        node.render(content, context: inner)
    }
    func describe(into description: inout ControlDescription) { GtkUI.describe(content, into: &description) }
}

private struct WrapsTextToFrameKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether a frame around limits the width (`.frame(width:)`,
    /// `.frame(maxWidth:)` short of `.infinity`): text inside then wraps
    /// onto more lines at the width it is given, where it would otherwise
    /// keep one line and be cut by the frame.
    var wrapsTextToFrame: Bool {
        get { self[WrapsTextToFrameKey.self] }
        set { self[WrapsTextToFrameKey.self] = newValue }
    }
}

extension View {
    /// Places this view in a frame of the given width and/or height (nil
    /// keeps the view's own), aligned in it per `alignment`.
    ///
    /// The frame is exactly that size: the view is offered it, takes all of
    /// it in a direction it expands in (a shape, a slider) and its natural
    /// size otherwise (a label, a button), and sits in it per `alignment`.
    /// Text inside wider than the frame wraps onto more lines (unless a
    /// `.lineLimit` says otherwise).
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        FrameModifier(
            content: self,
            spec: FrameSpec(
                minWidth: width, idealWidth: width, maxWidth: width, minHeight: height, idealHeight: height,
                maxHeight: height, alignment: alignment))
    }

    /// Places this view in a frame without size limits (SwiftUI deprecates
    /// this form: pass one or more parameters).
    @available(*, deprecated, message: "Please pass one or more parameters.")
    public func frame() -> some View { frame(width: nil, height: nil, alignment: .center) }

    /// Places this view in a flexible frame with size limits.
    ///
    /// The frame is its content's size clamped to the limits; with a
    /// maximum it takes the space offered up to that maximum (`.infinity`:
    /// all of it), and the content sits in it per `alignment`. An ideal
    /// size is the frame's natural size (what GTK gives it when there is
    /// room, e.g. a window's default size).
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        FrameModifier(
            content: self,
            spec: FrameSpec(
                minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
                idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
    }
}
