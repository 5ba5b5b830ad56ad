import Gtk

/// A scrollable view (SwiftUI's `ScrollView`), drawn as a GtkScrolledWindow.
///
/// The content is laid out as a `VStack` (an `HStack` for a horizontal-only
/// scroll view) inside GTK's viewport: at the top, centred across, with
/// the stack's default spacing. The scroll view takes the space it is
/// offered along the directions it scrolls, and the full width when it
/// scrolls vertically; a horizontal-only one is as tall as its content.
/// Scroll bars are GNOME's overlay ones
/// (see `.scrollIndicators`).
public struct ScrollView<Content: View>: View {
    /// `Never`: a primitive view, rendered as a `GtkScrolledWindow` around a stack of the content.
    public typealias Body = Never
    /// The scrolled content.
    public var content: Content
    /// The directions the content scrolls in.
    public var axes: Axis.Set
    /// Whether scroll bars show (false: none, as `.scrollIndicators(.hidden)`).
    public var showsIndicators: Bool

    /// Creates a scroll view of the views built by `content`, scrolling
    /// along `axes`.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }
}

/// The node of a `ScrollView`: a scrolled window around the node of a
/// stack of the content.
@MainActor
final class ScrollViewNode: WidgetNode<ScrolledWindow> {
    private var stack: ViewNode?
    private var placed: Widget?
    private var blocker: EventControllerScroll?
    /// Whether wheel and touchpad scrolling are refused (`.scrollDisabled`).
    private(set) var isScrollDisabled = false
    /// Keeps the position at `.defaultScrollAnchor`'s anchors, while there are any.
    private var anchorFollower: ScrollAnchorFollower?
    /// Whether the content's alignment was set for `.defaultScrollAnchor`'s `.alignment`.
    private var isAlignedByAnchor = false
    /// Brings scrolling to rest per `.scrollTargetBehavior`, while there is one.
    private(set) var snapper: ScrollTargetSnapper?

    init(viewType: Any.Type) { super.init(viewType: viewType, widget: ScrolledWindow()) }

    func render<V: View>(_ content: V, axes: Axis.Set, showsIndicators: Bool, context: RenderContext) {
        let settings = context.environment.scroll
        let vertical = axes.contains(.vertical) || axes.isEmpty
        if !widget.hexpand { widget.hexpand = true }
        if widget.vexpand != vertical { widget.vexpand = vertical }
        widget.setPolicy(
            horizontal: policy(axes.contains(.horizontal), showsIndicators, settings.horizontalIndicators),
            vertical: policy(axes.contains(.vertical), showsIndicators, settings.verticalIndicators))
        let visible = [settings.horizontalIndicators, settings.verticalIndicators].contains(.visible)
        if widget.hasOverlayScrolling == visible { widget.hasOverlayScrolling = !visible }
        // Across a direction it does not scroll, the content's own size.
        if widget.propagatesNaturalWidth == axes.contains(.horizontal) {
            widget.propagatesNaturalWidth = !axes.contains(.horizontal)
        }
        if widget.propagatesNaturalHeight == axes.contains(.vertical) {
            widget.propagatesNaturalHeight = !axes.contains(.vertical)
        }
        if vertical {
            stack = reconcile(stack, with: VStack { content }, parent: self, context: context)
        } else {
            stack = reconcile(stack, with: HStack { content }, parent: self, context: context)
        }
        sync()
        applyMarginsAndClipping(settings)
        setScrollDisabled(!settings.isScrollEnabled)
        applyAnchors(settings.anchors, vertical: vertical)
        applyTargetBehavior(settings.targetBehavior, axes: axes.isEmpty ? .vertical : axes)
        applyCommonEnvironment(context)
    }

    private func applyTargetBehavior(_ behavior: (any ScrollTargetBehavior)?, axes: Axis.Set) {
        guard let behavior else {
            snapper = nil
            return
        }
        if let snapper {
            snapper.behavior = behavior
            snapper.axes = axes
        } else {
            snapper = ScrollTargetSnapper(widget, behavior: behavior, axes: axes)
        }
    }

    /// `.contentMargins` (margins of the content's stack, inside the
    /// scrolled area) and `.scrollClipDisabled` (the scrolled window and
    /// its viewport stop clipping).
    private func applyMarginsAndClipping(_ settings: ScrollSettings) {
        let clips = !settings.isClipDisabled
        for clipper in [widget, placed?.parent].compactMap({ $0 }) where clipper.clipsChildren != clips {
            clipper.clipsChildren = clips
        }
        guard let placed else { return }
        let margins = settings.contentMargins
        let values = [margins.top, margins.bottom, margins.leading, margins.trailing].map { Int($0.rounded()) }
        guard values != appliedMargins else { return }
        appliedMargins = values
        placed.setMargins(top: values[0], bottom: values[1], start: values[2], end: values[3])
    }

    private var appliedMargins = [0, 0, 0, 0]

    private func policy(_ scrolls: Bool, _ shows: Bool, _ visibility: ScrollIndicatorVisibility) -> ScrollbarPolicy {
        guard scrolls else { return .never }
        return shows && visibility.showsIndicator ? .automatic : .external
    }

    private func sync() {
        let child = stack?.widgets.first
        guard !ViewNode.sameWidgets(placed.map { [$0] } ?? [], child.map { [$0] } ?? []) else { return }
        widget.setChild(child)
        placed = child
        appliedMargins = []
        blocker = nil
        setScrollDisabled(isScrollDisabled, force: true)
    }

    /// Refuses wheel and touchpad scrolling with a controller on the
    /// content, which sees the events after any scroll view inside and
    /// before this one.
    private func setScrollDisabled(_ disabled: Bool, force: Bool = false) {
        guard disabled != isScrollDisabled || force else { return }
        isScrollDisabled = disabled
        if disabled, blocker == nil, let placed {
            let blocker = EventControllerScroll()
            blocker.onScroll { [weak self] _, _ in self?.isScrollDisabled ?? false }
            placed.addController(blocker)
            self.blocker = blocker
        }
    }

    override func childWidgetsChanged(_ child: ViewNode) { sync() }

    /// `.defaultScrollAnchor`: follows the position anchors, and places the
    /// content along the scrolling direction when it is smaller than the
    /// view (GTK's viewport gives it the whole view; the stack takes its
    /// natural size at the anchor's end instead).
    private func applyAnchors(_ anchors: ScrollAnchors, vertical: Bool) {
        if anchors.followsPositions {
            if anchorFollower == nil { anchorFollower = ScrollAnchorFollower(widget) }
            anchorFollower?.anchors = anchors
        } else {
            anchorFollower = nil
        }
        guard let placed, anchors.alignment != nil || isAlignedByAnchor else { return }
        isAlignedByAnchor = anchors.alignment != nil
        if vertical {
            let align = anchors.alignment.map { Align(fraction: Double($0.y)) } ?? .fill
            if placed.valign != align { placed.valign = align }
        } else {
            let align = anchors.alignment.map { Align(fraction: Double($0.x)) } ?? .fill
            if placed.halign != align { placed.halign = align }
        }
    }
}

extension ScrollView: PrimitiveView {
    func makeNode() -> ScrollViewNode { ScrollViewNode(viewType: Self.self) }
    func updateNode(_ node: ScrollViewNode, context: RenderContext) {
        node.render(content, axes: axes, showsIndicators: showsIndicators, context: context)
    }
}
