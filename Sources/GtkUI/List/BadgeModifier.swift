import Gtk

/// `.badge`: a count or short text at the trailing end of a list row
/// (SwiftUI's badge), drawn dimmed as GNOME sidebars show counts.
struct BadgeModifier<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    /// The badge's text; nil or empty shows no badge.
    let text: String?

    func makeNode() -> BadgeNode {
        BadgeNode(viewType: Self.self, widget: Box(.horizontal, spacing: StackNode.defaultSpacing))
    }
    func updateNode(_ node: BadgeNode, context: RenderContext) {
        node.content = reconcile(node.content, with: content, parent: node, context: context)
        node.badge.text = text ?? ""
        node.badge.isVisible = !(text ?? "").isEmpty
        node.sync()
    }
}

/// The node of `.badge`: the content's widgets, then the badge label at the end.
@MainActor
final class BadgeNode: WidgetNode<Box> {
    var content: ViewNode?
    let badge = LabelWidget()
    private lazy var children = BoxChildren(widget)

    override init(viewType: Any.Type, widget: Box) {
        super.init(viewType: viewType, widget: widget)
        badge.addCSSClass("dim-label")
        badge.hexpand = true
        badge.halign = .end
    }

    func sync() { children.sync((content?.widgets ?? []) + [badge]) }

    override func childWidgetsChanged(_ child: ViewNode) { sync() }
}

extension View {
    /// Shows `count` at the end of this list row (nothing when 0).
    public func badge(_ count: Int) -> some View {
        BadgeModifier(content: self, text: count == 0 ? nil : String(count))
    }
    /// Shows `label` at the end of this list row (nothing when nil).
    public func badge(_ label: Text?) -> some View {
        BadgeModifier(content: self, text: label?.content)
    }
    /// Shows `label` at the end of this list row (nothing when nil).
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        BadgeModifier(content: self, text: label.map { String($0) })
    }
}

/// Described by its content (the badge is not part of its label).
extension BadgeModifier: DescribableView {
    func describe(into description: inout ControlDescription) { GtkUI.describe(content, into: &description) }
}
