import Gtk

/// Views in a row (SwiftUI's `HStack`), drawn as a horizontal GtkBox.
///
/// Children that do not expand vertically are placed per `alignment`.
/// The default spacing is GNOME's 6 pixels.
public struct HStack<Content: View>: View {
    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates a row of the views built by `content`.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

/// Views in a column (SwiftUI's `VStack`), drawn as a vertical GtkBox.
///
/// Children that do not expand horizontally are placed per `alignment`.
/// The default spacing is GNOME's 6 pixels.
public struct VStack<Content: View>: View {
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates a column of the views built by `content`.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

/// Nodes that lay their children along an axis; `Spacer` and `Divider`
/// inside ask the nearest one which way to stretch.
@MainActor
protocol AxisProvidingNode: ContainerContextNode {
    var axis: Axis { get }
}

/// The node of a stack: a GtkBox whose children follow the content's widgets.
@MainActor
final class StackNode: WidgetNode<Box>, AxisProvidingNode {
    let axis: Axis
    var crossAlign: Align = .center
    var content: ViewNode?
    lazy var children = BoxChildren(widget)
    /// Widgets whose cross-axis alignment this stack set (others keep theirs).
    private var aligned: Set<ObjectIdentifier> = []

    init(viewType: Any.Type, axis: Axis, spacing: Int) {
        self.axis = axis
        super.init(viewType: viewType, widget: Box(axis.orientation, spacing: spacing))
    }

    func render<V: View>(_ view: V, spacing: CGFloat?, context: RenderContext) {
        let pixels = spacing.map { Int($0.rounded()) } ?? StackNode.defaultSpacing
        if widget.spacing != pixels { widget.spacing = pixels }
        content = reconcile(content, with: view, parent: self, context: context)
        sync()
        applyCommonEnvironment(context)
    }

    func sync() {
        let widgets = content?.widgets ?? []
        children.sync(widgets)
        for child in widgets { align(child) }
    }

    /// Places a child across the axis, unless it expands that way or was
    /// placed by a modifier (`.frame(alignment:)`).
    private func align(_ child: Widget) {
        guard !(child is Separator) else { return }
        let id = ObjectIdentifier(child)
        if axis == .vertical {
            guard !child.hexpand, child.halign == .fill || aligned.contains(id) else { return }
            if child.halign != crossAlign { child.halign = crossAlign }
        } else {
            guard !child.vexpand, child.valign == .fill || aligned.contains(id) else { return }
            if child.valign != crossAlign { child.valign = crossAlign }
        }
        aligned.insert(id)
    }

    override func childWidgetsChanged(_ child: ViewNode) { sync() }

    static let defaultSpacing = 6
}

extension HStack: PrimitiveView, DescribableView {
    func makeNode() -> StackNode { StackNode(viewType: Self.self, axis: .horizontal, spacing: StackNode.defaultSpacing) }
    func updateNode(_ node: StackNode, context: RenderContext) {
        node.crossAlign = alignment.align
        node.render(content, spacing: spacing, context: context)
    }
    func describe(into description: inout ControlDescription) { GtkUI.describe(content, into: &description) }
}

extension VStack: PrimitiveView, DescribableView {
    func makeNode() -> StackNode { StackNode(viewType: Self.self, axis: .vertical, spacing: StackNode.defaultSpacing) }
    func updateNode(_ node: StackNode, context: RenderContext) {
        node.crossAlign = alignment.align
        node.render(content, spacing: spacing, context: context)
    }
    func describe(into description: inout ControlDescription) { GtkUI.describe(content, into: &description) }
}

/// Buttons drawn as one joined group (SwiftUI's `ControlGroup`): a row
/// with GTK's "linked" style.
public struct ControlGroup<Content: View>: View {
    public typealias Body = Never
    let content: Content

    /// Creates a group of the controls built by `content`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

extension ControlGroup: PrimitiveView, DescribableView {
    func makeNode() -> StackNode {
        let node = StackNode(viewType: Self.self, axis: .horizontal, spacing: 0)
        node.widget.addCSSClass("linked")
        return node
    }
    func updateNode(_ node: StackNode, context: RenderContext) {
        node.render(content, spacing: 0, context: context)
    }
    func describe(into description: inout ControlDescription) { GtkUI.describe(content, into: &description) }
}

@MainActor
private func enclosingAxis(of node: ViewNode, _ context: RenderContext) -> Axis {
    if let provider = node.nearestAncestor(AxisProvidingNode.self) { return provider.axis }
    // Toolbars lay items in a row; a window's root content is a column.
    return context.environment.toolbarItem != nil ? .horizontal : .vertical
}

/// Flexible empty space that pushes its neighbours apart along the
/// enclosing stack's axis (SwiftUI's `Spacer`).
public struct Spacer: View {
    public typealias Body = Never
    let minLength: CGFloat?

    /// Creates a spacer at least `minLength` long (default 0).
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
}

extension Spacer: PrimitiveView {
    func makeNode() -> WidgetNode<Box> { WidgetNode(viewType: Spacer.self, widget: Box(.horizontal)) }
    func updateNode(_ node: WidgetNode<Box>, context: RenderContext) {
        let box = node.widget
        let axis = enclosingAxis(of: node, context)
        let length = Int((minLength ?? 0).rounded())
        if box.hexpand != (axis == .horizontal) { box.hexpand = axis == .horizontal }
        if box.vexpand != (axis == .vertical) { box.vexpand = axis == .vertical }
        let request = axis == .horizontal ? (length, -1) : (-1, length)
        if box.sizeRequest != request { box.setSizeRequest(width: request.0, height: request.1) }
    }
}

/// A thin line between views, across the enclosing stack's axis
/// (SwiftUI's `Divider`).
public struct Divider: View {
    public typealias Body = Never
    /// Creates a divider.
    public init() {}
}

extension Divider: PrimitiveView {
    func makeNode() -> SwappableNode { SwappableNode(viewType: Divider.self) }
    func updateNode(_ node: SwappableNode, context: RenderContext) {
        // A row is divided by a vertical line, a column by a horizontal one.
        let orientation: Orientation = enclosingAxis(of: node, context) == .horizontal ? .vertical : .horizontal
        _ = node.widget(kind: "\(orientation)") { Separator(orientation) }
    }
}
