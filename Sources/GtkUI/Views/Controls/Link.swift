import Gtk

/// A control that opens a URL (SwiftUI's `Link`): a GNOME link button,
/// opened with the desktop's handler for the URL (through the portal when
/// there is one).
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

extension Link: PrimitiveView, DescribableView {
    func makeNode() -> WidgetNode<LinkButton> {
        WidgetNode(viewType: Self.self, widget: LinkButton(uri: destination.absoluteString, label: GtkUI.describe(label).bestLabel ?? ""))
    }

    func updateNode(_ node: WidgetNode<LinkButton>, context: RenderContext) {
        node.widget.uri = destination.absoluteString
        let title = GtkUI.describe(label).bestLabel ?? destination.absoluteString
        if node.widget.property("label")?.string != title { node.widget.setLabel(title) }
        node.applyCommonEnvironment(context)
    }

    func describe(into description: inout ControlDescription) {
        GtkUI.describe(label, into: &description)
    }
}
