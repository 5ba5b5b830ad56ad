import Gtk

/// A value or a control with a label before it (SwiftUI's `LabeledContent`).
///
/// On GNOME the label is at the start and the content at the end, as in a
/// preference row; a value given as text (`LabeledContent("Version",
/// value: "1.0")`) is dimmed, as GNOME shows read-only values.
/// `.labelsHidden()` shows the content alone.
///
/// ```swift
/// LabeledContent("Books", value: "\(books.count)")
/// LabeledContent("Size", value: bytes, format: .byteCount(style: .file))
/// ```
@MainActor @preconcurrency
public struct LabeledContent<Label, Content> {
    let label: Label
    let content: Content
}

extension LabeledContent: View where Label: View, Content: View {
    /// `Never`: a primitive view, drawn by the labeled content style in the environment.
    public typealias Body = Never

    /// Content with any label view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(label: label(), content: content())
    }
}

extension LabeledContent where Label == Text, Content: View {
    /// Content with a text label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(label: Text(title), content: content())
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A value shown as text, with a text label.
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(label: Text(title), content: Text(value))
    }

    /// A value shown as `format` formats it, with a text label.
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(label: Text(title), content: Text(format.format(value)))
    }
}

extension LabeledContent where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
    /// The labeled content a custom `LabeledContentStyle` is asked for, drawn as the automatic style draws it.
    public init(_ configuration: LabeledContentStyleConfiguration) {
        self.init(label: configuration.label, content: configuration.content)
    }
}

extension LabeledContent: PrimitiveView where Label: View, Content: View {
    func makeNode() -> AnyViewNode { AnyViewNode(viewType: Self.self) }
    func updateNode(_ node: AnyViewNode, context: RenderContext) {
        let configuration = LabeledContentStyleConfiguration(
            label: .init(view: AnyView(label)), content: .init(view: AnyView(content)),
            isValue: Content.self == Text.self)
        var inner = context
        let isConfiguration = Label.self == LabeledContentStyleConfiguration.Label.self
        let style = isConfiguration ? nil : context.environment.containers.labeledContentStyle
        inner.environment.containers.labeledContentStyle = nil
        if let style {
            node.show(LabeledContent.body(of: style, configuration), context: inner)
        } else {
            node.show(LabeledRow(configuration: configuration), context: inner)
        }
    }

    private static func body<S: LabeledContentStyle>(of style: S, _ configuration: LabeledContentStyleConfiguration) -> AnyView {
        AnyView(style.makeBody(configuration: configuration))
    }
}

extension LabeledContent: DescribableView where Label: View, Content: View {
    func describe(into description: inout ControlDescription) {
        GtkUI.describe(label, into: &description)
    }
}
