import Gtk

/// Views grouped in a box with an optional label (SwiftUI's `GroupBox`).
///
/// On GNOME the box is a rounded card in the view's base colour with a
/// light border (libadwaita's `card`, drawn by GtkUI since GTK 4.8's theme
/// has none), its views in a column aligned at the leading edge with 12 px
/// of padding, as wide as the space offered; the label sits above it in
/// GNOME's `heading` style. A
/// `.groupBoxStyle` of your own replaces that look.
///
/// ```swift
/// GroupBox("Storage") {
///     LabeledContent("Used", value: "120 GB")
///     ProgressView(value: 0.6)
/// }
/// ```
@MainActor @preconcurrency
public struct GroupBox<Label: View, Content: View>: View {
    /// `Never`: a primitive view, drawn by the group box style in the environment.
    public typealias Body = Never
    let content: Content
    let label: Label
    let hasLabel: Bool
    let isConfiguration: Bool

    /// A group box of `content` with a label view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        hasLabel = true
        isConfiguration = false
    }

    /// A group box with a label view given first (Apple's own examples use
    /// it; SwiftUI deprecates it only from its 27 SDKs, so it is not
    /// deprecated here).
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.content = content()
        hasLabel = true
        isConfiguration = false
    }

    fileprivate init(label: Label, content: Content, hasLabel: Bool, isConfiguration: Bool) {
        self.label = label
        self.content = content
        self.hasLabel = hasLabel
        self.isConfiguration = isConfiguration
    }
}

extension GroupBox where Label == EmptyView {
    /// A group box without a label.
    public init(@ViewBuilder content: () -> Content) {
        self.init(label: EmptyView(), content: content(), hasLabel: false, isConfiguration: false)
    }
}

extension GroupBox where Label == Text {
    /// A group box with a text label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(label: Text(title), content: content(), hasLabel: true, isConfiguration: false)
    }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// The group box a custom `GroupBoxStyle` is asked for, drawn as the automatic style draws it.
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.init(
            label: configuration.label, content: configuration.content, hasLabel: configuration.hasLabel,
            isConfiguration: true)
    }
}

extension GroupBox: PrimitiveView {
    func makeNode() -> AnyViewNode { AnyViewNode(viewType: Self.self) }
    func updateNode(_ node: AnyViewNode, context: RenderContext) {
        let configuration = GroupBoxStyleConfiguration(
            label: .init(view: AnyView(label)), content: .init(view: AnyView(content)), hasLabel: hasLabel)
        var inner = context
        let style = isConfiguration ? nil : context.environment.containers.groupBoxStyle
        // The style draws this box only: a group box in its body draws the automatic look.
        inner.environment.containers.groupBoxStyle = nil
        if let style {
            node.show(GroupBox.body(of: style, configuration), context: inner)
        } else {
            node.show(GroupBoxCard(configuration: configuration), context: inner)
        }
    }

    private static func body<S: GroupBoxStyle>(of style: S, _ configuration: GroupBoxStyleConfiguration) -> AnyView {
        AnyView(style.makeBody(configuration: configuration))
    }
}

extension GroupBox: DescribableView {
    func describe(into description: inout ControlDescription) {
        GtkUI.describe(hasLabel ? AnyView(label) : AnyView(content), into: &description)
    }
}

/// The automatic look of a group box: a heading above a card of the content.
struct GroupBoxCard: View, PrimitiveView {
    typealias Body = Never
    let configuration: GroupBoxStyleConfiguration

    func makeNode() -> GroupBoxCardNode { GroupBoxCardNode(viewType: Self.self) }
    func updateNode(_ node: GroupBoxCardNode, context: RenderContext) {
        node.label = reconcile(node.label, with: configuration.label, parent: node, context: context)
        node.content = reconcile(
            node.content, with: VStack(alignment: .leading) { configuration.content }, parent: node, context: context)
        node.sync()
        node.applyCommonEnvironment(context)
    }
}

/// The node of `GroupBoxCard`: a column of the label's box and the card.
@MainActor
final class GroupBoxCardNode: WidgetNode<Box> {
    var label: ViewNode?
    var content: ViewNode?
    let labelBox = BoxChildren(Box(.horizontal, spacing: 6))
    let card = BoxChildren(Box(.vertical, spacing: 0))

    /// libadwaita's card as GTK 4.8's theme colours draw it, added to the
    /// display by the first group box (light and dark alike).
    private static let cardStyle: CssProvider = {
        let provider = CssProvider(
            css: """
                box.card.group-box { background-color: @theme_base_color; border: 1px solid alpha(@borders, 0.8);
                    border-radius: 12px; padding: 12px; }
                """)
        provider.applyToDisplay()
        return provider
    }()

    init(viewType: Any.Type) {
        _ = Self.cardStyle
        super.init(viewType: viewType, widget: Box(.vertical, spacing: 6))
        // As in SwiftUI, the box takes the width offered; its height is its content's.
        widget.hexpand = true
        labelBox.box.addCSSClass("heading")
        labelBox.box.halign = .start
        labelBox.box.setMargins(top: 0, bottom: 0, start: 6, end: 6)
        card.box.addCSSClass("card")
        card.box.addCSSClass("group-box")
        widget.append(labelBox.box)
        widget.append(card.box)
    }

    func sync() {
        let labels = label?.widgets ?? []
        labelBox.sync(labels)
        labelBox.box.isVisible = !labels.isEmpty
        let contents = content?.widgets ?? []
        card.sync(contents)
    }

    override func childWidgetsChanged(_ child: ViewNode) { sync() }
}
