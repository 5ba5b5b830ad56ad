import Gtk

/// An icon with a title (SwiftUI's `Label`).
///
/// Outside toolbars it shows the icon and the title in a row. As toolbar
/// content it follows the toolbar's display mode: the icon, the title, or
/// the icon above a caption-size title.
///
/// ```swift
/// Label("Share", systemImage: "square.and.arrow.up")
/// ```
public struct Label<Title: View, Icon: View>: View {
    /// `Never`: a primitive view, rendered as a horizontal `GtkBox` of its icon and title.
    public typealias Body = Never
    let title: Title
    let icon: Icon

    /// Creates a label from a title view and an icon view.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a text title and an SF Symbols icon.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
    /// A label with a text title and a freedesktop icon.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

/// The node of a `Label`: a box holding the icon's and the title's widgets.
@MainActor
final class LabelNode: WidgetNode<Box> {
    var iconNode: ViewNode?
    var titleNode: ViewNode?
    var showsIcon = true
    var showsText = true
    lazy var children = BoxChildren(widget)
    /// The body of a `LabelStyle` of the app's own, while one draws the label.
    private(set) var styled: StyledBody?

    func sync() {
        let icon = showsIcon ? iconNode?.widgets ?? [] : []
        let title = showsText ? titleNode?.widgets ?? [] : []
        children.sync(icon + title)
    }

    override func childWidgetsChanged(_ child: ViewNode) {
        if let styled, styled.owns(child) { return setWidgets(child.widgets) }
        sync()
    }

    /// Draws the label with `style`'s body instead of the box.
    func renderStyled(_ style: AnyLabelStyle, configuration: LabelStyleConfiguration, context: RenderContext) {
        if iconNode != nil || titleNode != nil {
            iconNode = nil
            titleNode = nil
            children.sync([])
        }
        var inner = context
        inner.environment.controls.customLabelStyle = style.outer.first
        let body = styled ?? StyledBody()
        styled = body
        setWidgets(body.render(style.body(configuration), owner: self, context: inner))
    }

    /// Draws the label as GTK's box again (after a custom style).
    func endStyled() {
        guard styled != nil else { return }
        styled = nil
        setWidgets([widget])
    }
}

extension Label: PrimitiveView, DescribableView {
    func makeNode() -> LabelNode { LabelNode(viewType: Self.self, widget: Box(.horizontal, spacing: 6)) }

    func updateNode(_ node: LabelNode, context: RenderContext) {
        if let style = context.environment.controls.customLabelStyle {
            let configuration = LabelStyleConfiguration(
                _title: .init(content: StyleContent(title)), _icon: .init(content: StyleContent(icon)))
            return node.renderStyled(style, configuration: configuration, context: context)
        }
        node.endStyled()
        var titleContext = context
        if let toolbar = context.environment.toolbarItem {
            let description = GtkUI.describe(self)
            let hasIcon = description.iconName != nil
            node.showsIcon = hasIcon && (toolbar.showsIcon || !toolbar.showsText)
            node.showsText = toolbar.showsText || !hasIcon
            let stacked = node.showsIcon && node.showsText
            node.widget.orientation = stacked ? .vertical : .horizontal
            node.widget.spacing = stacked ? 2 : 6
            if stacked { titleContext.environment.font = .caption }
        } else {
            let style = context.environment.labelStyle
            node.showsIcon = style != .titleOnly
            node.showsText = style != .iconOnly
            node.widget.orientation = .horizontal
            node.widget.spacing = 6
        }
        node.iconNode = reconcile(node.iconNode, with: icon, parent: node, context: context)
        node.titleNode = reconcile(node.titleNode, with: title, parent: node, context: titleContext)
        node.sync()
        node.applyCommonEnvironment(context)
    }

    func describe(into description: inout ControlDescription) {
        GtkUI.describe(title, into: &description)
        GtkUI.describe(icon, into: &description)
    }
}
