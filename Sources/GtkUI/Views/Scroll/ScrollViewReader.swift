import Gtk

/// Gives its content a proxy that scrolls to views by their `.id`
/// (SwiftUI's `ScrollViewReader`).
///
/// The proxy reaches every view with an `.id` inside the reader, in any
/// `ScrollView` inside it (the reader may also sit inside the scroll view).
public struct ScrollViewReader<Content: View>: View {
    /// `Never`: a primitive view, rendered as the content itself.
    public typealias Body = Never
    /// Makes the content from the proxy.
    public var content: (ScrollViewProxy) -> Content

    /// Creates a reader whose content is made with a proxy.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }
}

/// Scrolls the scroll views inside a `ScrollViewReader` (SwiftUI's
/// `ScrollViewProxy`).
public struct ScrollViewProxy {
    let targets: ScrollTargets

    /// Scrolls so that the view with `id` is visible: with no `anchor`, by
    /// as little as needed; otherwise so that `anchor`'s point of the view
    /// sits at the same point of the visible area (`.top` at the top,
    /// `.center` in the middle, `.bottom` at the bottom), as far as the
    /// content allows.
    ///
    /// The scroll happens in GTK's next layout pass, once views added by the
    /// same update have their place (calling it right after appending a row
    /// reaches the new row). An id that no view has does nothing.
    @MainActor
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        targets.scroll(to: AnyHashable(id), anchor: anchor)
    }
}

/// The node of a `ScrollViewReader`: the content, and the ids below it.
@MainActor
final class ScrollViewReaderNode: PassthroughNode, ContainerContextNode {
    let targets = ScrollTargets()
}

extension ScrollViewReader: PrimitiveView, DescribableView {
    func makeNode() -> ScrollViewReaderNode { ScrollViewReaderNode(viewType: Self.self) }
    func updateNode(_ node: ScrollViewReaderNode, context: RenderContext) {
        node.render(content(ScrollViewProxy(targets: node.targets)), context: context)
    }
    func describe(into description: inout ControlDescription) {}
}
