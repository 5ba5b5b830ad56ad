import Gtk

/// A label with a disclosure triangle that shows and hides its content
/// (SwiftUI's `DisclosureGroup`), drawn as a GtkExpander.
///
/// Click the label or press Space/Return on it to expand or collapse. The
/// content is made the first time the group expands. With
/// `isExpanded:` the group follows the binding and writes it when the user
/// expands or collapses it.
///
/// ```swift
/// DisclosureGroup("Advanced", isExpanded: $showsAdvanced) {
///     Toggle("Debug Logging", isOn: $logs)
/// }
/// ```
public struct DisclosureGroup<Label: View, Content: View>: View {
    /// `Never`: a primitive view, rendered as a `GtkExpander`.
    public typealias Body = Never
    let label: Label
    let content: () -> Content
    let isExpanded: Binding<Bool>?

    /// A group whose expansion it keeps itself (collapsed at first).
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
        isExpanded = nil
    }

    /// A group whose expansion follows `isExpanded`.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
        self.isExpanded = isExpanded
    }
}

extension DisclosureGroup where Label == Text {
    /// A titled group whose expansion it keeps itself.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(label) }
    }

    /// A titled group whose expansion follows `isExpanded`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(label) }
    }
}

extension DisclosureGroup: PrimitiveView, ObservesBindings {
    func makeNode() -> DisclosureGroupNode { DisclosureGroupNode(viewType: Self.self) }
    func updateNode(_ node: DisclosureGroupNode, context: RenderContext) {
        let content = self.content
        node.update(
            isExpanded: isExpanded,
            renderLabel: { node, context in node.label = reconcile(node.label, with: label, parent: node, context: context) },
            renderContent: { node, context in
                node.content = reconcile(node.content, with: content(), parent: node, context: context)
            }, context: context)
    }
}

/// The node of a `DisclosureGroup`: a GtkExpander whose label and child
/// boxes hold the label's and the content's widgets.
@MainActor
final class DisclosureGroupNode: WidgetNode<Expander> {
    var label: ViewNode?
    var content: ViewNode?
    private let labelBox = BoxChildren(Box(.horizontal, spacing: 6))
    private let contentBox = BoxChildren(Box(.vertical, spacing: 6))
    private var binding: Binding<Bool>?
    /// The expansion without a binding.
    private var ownExpansion = false
    private var isSyncing = false
    private var renderContent: ((DisclosureGroupNode, RenderContext) -> Void)?
    private var context: RenderContext?

    init(viewType: Any.Type) {
        super.init(viewType: viewType, widget: Expander())
        widget.setLabelWidget(labelBox.box)
        contentBox.box.setMargins(top: 6, bottom: 0, start: 18, end: 0)
        widget.setChild(contentBox.box)
        widget.onExpandedChanged { [weak self] in self?.userToggled() }
    }

    /// Whether the content shows.
    var isExpanded: Bool { binding?.wrappedValue ?? ownExpansion }

    func update(
        isExpanded: Binding<Bool>?, renderLabel: (DisclosureGroupNode, RenderContext) -> Void,
        renderContent: @escaping (DisclosureGroupNode, RenderContext) -> Void, context: RenderContext
    ) {
        binding = isExpanded
        self.renderContent = renderContent
        self.context = context
        renderLabel(self, context)
        showExpansion()
        applyCommonEnvironment(context)
    }

    /// Shows the expansion, making or updating the content while it shows.
    private func showExpansion() {
        let expanded = isExpanded
        isSyncing = true
        widget.isExpanded = expanded
        isSyncing = false
        if expanded || content != nil, let context, let renderContent { renderContent(self, context) }
        sync()
    }

    private func userToggled() {
        guard !isSyncing else { return }
        let expanded = widget.isExpanded
        if let binding { binding.wrappedValue = expanded } else { ownExpansion = expanded }
        showExpansion()
    }

    private func sync() {
        labelBox.sync(label?.widgets ?? [])
        contentBox.sync(content?.widgets ?? [])
    }

    override func childWidgetsChanged(_ child: ViewNode) { sync() }
}
