import Gtk

/// How a `GroupBox` draws its label and content (SwiftUI's
/// `GroupBoxStyle`), set with `.groupBoxStyle(_:)`.
///
/// `.automatic` draws GNOME's boxed content: the label in the `heading`
/// style above a rounded card. A style of your own receives the label and
/// the content as views in `configuration`; `GroupBox(configuration)`
/// inside it draws the automatic look.
///
/// ```swift
/// struct PlainGroupBoxStyle: GroupBoxStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack(alignment: .leading) { configuration.label; configuration.content }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol GroupBoxStyle {
    /// The view this style makes of a group box.
    associatedtype Body: View
    /// Makes the view of a group box.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// What the style receives.
    typealias Configuration = GroupBoxStyleConfiguration
}

/// What a `GroupBoxStyle` lays out (SwiftUI's `GroupBoxStyleConfiguration`).
public struct GroupBoxStyleConfiguration {
    /// The label, as a view.
    public struct Label: View, PrimitiveView {
        /// `Never`: the renderer draws the label given to `GroupBox`.
        public typealias Body = Never
        let view: AnyView
        func makeNode() -> PassthroughNode { PassthroughNode(viewType: Self.self) }
        func updateNode(_ node: PassthroughNode, context: RenderContext) { node.render(view, context: context) }
    }
    /// The content, as a view.
    public struct Content: View, PrimitiveView {
        /// `Never`: the renderer draws the content given to `GroupBox`.
        public typealias Body = Never
        let view: AnyView
        func makeNode() -> PassthroughNode { PassthroughNode(viewType: Self.self) }
        func updateNode(_ node: PassthroughNode, context: RenderContext) { node.render(view, context: context) }
    }
    /// The label (empty for a group box without one).
    public let label: GroupBoxStyleConfiguration.Label
    /// The content.
    public let content: GroupBoxStyleConfiguration.Content
    /// Whether the group box has a label.
    var hasLabel = true
}

/// The platform's group box style: a heading above a rounded card (SwiftUI's `DefaultGroupBoxStyle`).
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    /// Creates the style.
    public init() {}
    /// Draws the label above the content's card.
    public func makeBody(configuration: Configuration) -> some View {
        GroupBoxCard(configuration: configuration)
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The platform default: GNOME's boxed content under a heading.
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

extension View {
    /// Sets how the `GroupBox` views inside this view draw.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        EnvironmentWriter(content: self) { $0.containers.groupBoxStyle = style }
    }
}
