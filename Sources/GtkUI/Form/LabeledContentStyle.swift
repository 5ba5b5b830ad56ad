import Gtk

/// How `LabeledContent` lays out its label and content (SwiftUI's
/// `LabeledContentStyle`), set with `.labeledContentStyle(_:)`.
///
/// `.automatic` puts the label at the start and the content at the end,
/// as GNOME preference rows do. A style of your own receives the label and
/// the content as views in `configuration`.
@MainActor @preconcurrency
public protocol LabeledContentStyle {
    /// The view this style makes of labeled content.
    associatedtype Body: View
    /// Makes the view of labeled content.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// What the style receives.
    typealias Configuration = LabeledContentStyleConfiguration
}

/// What a `LabeledContentStyle` lays out (SwiftUI's `LabeledContentStyleConfiguration`).
public struct LabeledContentStyleConfiguration {
    /// The label, as a view.
    public struct Label: View, PrimitiveView {
        /// `Never`: the renderer draws the label given to `LabeledContent`.
        public typealias Body = Never
        let view: AnyView
        func makeNode() -> PassthroughNode { PassthroughNode(viewType: Self.self) }
        func updateNode(_ node: PassthroughNode, context: RenderContext) { node.render(view, context: context) }
    }
    /// The content, as a view.
    public struct Content: View, PrimitiveView {
        /// `Never`: the renderer draws the content given to `LabeledContent`.
        public typealias Body = Never
        let view: AnyView
        func makeNode() -> PassthroughNode { PassthroughNode(viewType: Self.self) }
        func updateNode(_ node: PassthroughNode, context: RenderContext) { node.render(view, context: context) }
    }
    /// The label.
    public let label: LabeledContentStyleConfiguration.Label
    /// The content.
    public let content: LabeledContentStyleConfiguration.Content
    /// Whether the content is a value given as text (drawn dimmed).
    var isValue = false
}

/// The platform's labeled content style: label at the start, content at the end.
public struct AutomaticLabeledContentStyle: LabeledContentStyle {
    /// Creates the style.
    public init() {}
    /// Lays out the label and the content in a row.
    public func makeBody(configuration: Configuration) -> some View {
        LabeledRow(configuration: configuration)
    }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    /// The platform default.
    public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

extension View {
    /// Sets how the `LabeledContent` views inside this view lay out.
    public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        EnvironmentWriter(content: self) { $0.containers.labeledContentStyle = style }
    }

    /// Hides the labels of the controls inside this view (toggles, pickers,
    /// steppers, sliders, date pickers, text fields in forms, labeled
    /// content); screen readers still read them.
    public func labelsHidden() -> some View {
        EnvironmentWriter(content: self) { $0.containers.labelsHidden = true }
    }
}

/// The automatic layout of labeled content: the label at the start (hidden
/// by `.labelsHidden()`), the content at the end, a text value dimmed.
struct LabeledRow: View, PrimitiveView {
    typealias Body = Never
    let configuration: LabeledContentStyleConfiguration

    func makeNode() -> LabeledRowNode { LabeledRowNode(viewType: Self.self) }
    func updateNode(_ node: LabeledRowNode, context: RenderContext) {
        var inner = context
        inner.environment.containers.formRows = nil
        node.label = reconcile(node.label, with: configuration.label, parent: node, context: inner)
        node.content = reconcile(node.content, with: configuration.content, parent: node, context: inner)
        node.labelBox.box.isVisible = !context.environment.containers.labelsHidden
        node.contentBox.box.setCSSClass("dim-label", configuration.isValue)
        node.sync()
        node.applyCommonEnvironment(context)
    }
}

/// The node of `LabeledRow`: a row of the label's box and the content's box.
@MainActor
final class LabeledRowNode: WidgetNode<Box> {
    var label: ViewNode?
    var content: ViewNode?
    let labelBox = BoxChildren(Box(.horizontal, spacing: 6))
    let contentBox = BoxChildren(Box(.horizontal, spacing: 6))

    init(viewType: Any.Type) {
        super.init(viewType: viewType, widget: Box(.horizontal, spacing: 12))
        labelBox.box.hexpand = true
        labelBox.box.valign = .center
        contentBox.box.valign = .center
        widget.append(labelBox.box)
        widget.append(contentBox.box)
    }

    func sync() {
        labelBox.sync(label?.widgets ?? [])
        contentBox.sync(content?.widgets ?? [])
    }

    override func childWidgetsChanged(_ child: ViewNode) { sync() }
}
