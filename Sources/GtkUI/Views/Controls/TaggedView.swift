import Gtk

/// A view carrying a tag (SwiftUI's `.tag(_:)`); renders its content.
public struct TaggedView<Content: View, Tag: Hashable>: View {
    /// `Never`: the renderer draws the content; only the enclosing picker reads the tag.
    public typealias Body = Never
    let content: Content
    let tag: Tag
}

extension View {
    /// Tags this view, e.g.
    ///
    /// as an option of a `Picker`.
    public func tag<V: Hashable>(_ tag: V) -> TaggedView<Self, V> { TaggedView(content: self, tag: tag) }
}

extension TaggedView: PrimitiveView, DescribableView {
    func makeNode() -> PassthroughNode { PassthroughNode(viewType: Self.self) }
    func updateNode(_ node: PassthroughNode, context: RenderContext) {
        node.render(content, context: context)
    }
    func describe(into description: inout ControlDescription) { GtkUI.describe(content, into: &description) }
}

extension TaggedView: OptionCollecting {
    func collectOptions(into options: inout [PickerOption]) {
        let description = GtkUI.describe(content)
        options.append(PickerOption(tag: AnyHashable(tag), title: description.bestLabel ?? "", iconName: description.iconName))
    }
}
