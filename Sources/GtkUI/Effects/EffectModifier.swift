import Gtk

/// A drawing effect (`.shadow`, `.blur`, `.rotationEffect`…) on its
/// content's widgets.
struct EffectModifier<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let effect: EffectStack

    func makeNode() -> EffectNode { EffectNode(viewType: Self.self) }

    func updateNode(_ node: EffectNode, context: RenderContext) {
        node.effect = effect
        node.render(content, context: context)
    }
}

/// The node of an effect.
///
/// Effects stacked on one view (`.blur(2).grayscale(1)`)
/// are one chain of these nodes over the same widgets; the outermost
/// composes the whole chain's CSS into its widgets' style providers, the
/// others leave theirs empty, so no effect hides another.
@MainActor
final class EffectNode: PassthroughNode {
    var effect = EffectStack()
    private var stylers: [(widget: Widget, styler: WidgetStyler)] = []
    /// The declarations this node set on each of its widgets (empty when an outer effect node composes them).
    var appliedDeclarations: [String] { stylers.map(\.styler.declarations) }

    override func didRender() {
        let css = isOutermost ? EffectStack.css(of: chain, paintsBox: paintsBox) : ""
        for (widget, styler) in stylers where !widgets.contains(where: { $0.isSameObject(as: widget) }) {
            styler.apply("", to: widget)
        }
        stylers = widgets.map { widget in
            let styler = stylers.first { $0.widget.isSameObject(as: widget) }?.styler ?? WidgetStyler()
            // An animated change moves the effects there (CSS transitions).
            styler.applyAnimating(css, to: widget)
            return (widget, styler)
        }
    }

    /// The effects of this node and the effect nodes inside it on the same
    /// widgets, innermost first.
    private var chain: [EffectStack] {
        var effects: [EffectStack] = []
        var node: ViewNode? = self
        while let passthrough = node as? PassthroughNode {
            if let effectNode = passthrough as? EffectNode { effects.append(effectNode.effect) }
            node = passthrough.child
        }
        return effects.reversed()
    }

    /// Whether the widgets under the chain paint a box (a background, a
    /// shape), whose outline a shadow follows.
    private var paintsBox: Bool {
        var node: ViewNode? = self
        while let passthrough = node as? PassthroughNode { node = passthrough.child }
        return node is DecorationNode || node is ShapeNode
    }

    /// Whether no effect node wraps this one over the same widgets.
    private var isOutermost: Bool {
        var node = parent
        while let passthrough = node as? PassthroughNode {
            if passthrough is EffectNode { return false }
            node = passthrough.parent
        }
        return true
    }
}
