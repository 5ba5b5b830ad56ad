import Gtk

/// A control that opens a URL (SwiftUI's `Link`): a GNOME link button that
/// opens its destination through the environment's `openURL` (by default
/// the desktop's handler for the URL, through the portal when there is one).
///
/// ```swift
/// Link("GNOME Human Interface Guidelines", destination: URL(string: "https://developer.gnome.org/hig/")!)
/// ```
public struct Link<Label: View>: View {
    /// `Never`: a primitive view, rendered as a `GtkLinkButton`.
    public typealias Body = Never
    let destination: URL
    let label: Label

    /// A link with any label view (its text is shown).
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }
}

extension Link where Label == Text {
    /// A link titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}

/// The node of a `Link`: its button opens the destination through the
/// environment's `openURL`, as SwiftUI's `Link` does (an app that sets its
/// own action, `.environment(\.openURL, …)`, gets the link's URLs).
@MainActor
final class LinkNode: WidgetNode<LinkButton> {
    var openURL: OpenURLAction?

    init(viewType: Any.Type, destination: URL, title: String) {
        super.init(viewType: viewType, widget: LinkButton(uri: destination.absoluteString, label: title))
        widget.onActivateLink { [weak self] in
            guard let self, let openURL = self.openURL, let url = URL(string: self.widget.uri) else { return false }
            openURL(url)
            return true
        }
    }
}

extension Link: PrimitiveView, DescribableView {
    func makeNode() -> LinkNode {
        LinkNode(viewType: Self.self, destination: destination, title: GtkUI.describe(label).bestLabel ?? "")
    }

    func updateNode(_ node: LinkNode, context: RenderContext) {
        node.openURL = context.environment.openURL
        node.widget.uri = destination.absoluteString
        let title = GtkUI.describe(label).bestLabel ?? destination.absoluteString
        if node.widget.property("label")?.string != title { node.widget.setLabel(title) }
        node.applyCommonEnvironment(context)
    }

    func describe(into description: inout ControlDescription) {
        GtkUI.describe(label, into: &description)
    }
}
