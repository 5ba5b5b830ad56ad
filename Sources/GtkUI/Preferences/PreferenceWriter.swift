import Gtk

/// `.preference`, `.transformPreference` and the anchor forms: the content
/// with a value for one key.
struct PreferenceWriter<K: PreferenceKey, Content: View>: View, PrimitiveView, DescribableView {
    typealias Body = Never
    let content: Content
    let rule: PreferenceWriterNode<K>.Rule

    func makeNode() -> PreferenceWriterNode<K> { PreferenceWriterNode<K>(viewType: Self.self) }
    func updateNode(_ node: PreferenceWriterNode<K>, context: RenderContext) {
        node.rule = rule
        node.render(content, context: context)
        node.outputMayHaveChanged()
    }
    func describe(into description: inout ControlDescription) { GtkUI.describe(content, into: &description) }
}

/// The node of a view that writes or transforms a preference.
@MainActor
final class PreferenceWriterNode<K: PreferenceKey>: TypedPreferenceNode<K> {
    /// What the view sends up: its own value (the content's values for the
    /// key are dropped, as in SwiftUI), or the content's values changed.
    enum Rule {
        case write(@MainActor (AnchorTarget) -> K.Value)
        case transform(@MainActor (inout K.Value, AnchorTarget) -> Void)
    }
    var rule: Rule?
    /// What this view's anchors measure: this node's widgets.
    private(set) lazy var anchorTarget = AnchorTarget(node: self)

    override func output() -> PreferenceOutput? {
        switch rule {
        case .write(let make):
            return PreferenceOutput(value: make(anchorTarget), isProvisional: isInUnallocatedGeometry)
        case .transform(let change):
            let reduced = currentValue()
            var value = reduced.value
            change(&value, anchorTarget)
            return PreferenceOutput(value: value, isProvisional: reduced.isProvisional || isInUnallocatedGeometry)
        case nil:
            return nil
        }
    }

    override func memberChanged() {
        // A written value does not depend on the content's.
        if case .transform = rule { super.memberChanged() }
    }
}
