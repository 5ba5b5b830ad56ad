import Gtk

/// Nodes whose accessible element is not their outer widget (a slider's
/// scale inside its row); `.accessibilityLabel` names that element.
@MainActor
protocol AccessibleTargetProviding {
    var accessibleTarget: Widget { get }
}

extension SliderNode: AccessibleTargetProviding {
    var accessibleTarget: Widget { scale }
}

/// The node of a modifier that sets attributes on its content's widgets
/// after every render of the content.
@MainActor
final class ModifierNode: PassthroughNode {
    var apply: (ModifierNode) -> Void = { _ in }
    /// What the modifier's last `apply` set, for a modifier that takes back
    /// what a later render no longer sets (accessibility traits).
    var applied: Any?
    override func didRender() { apply(self) }

    /// The widgets an accessibility attribute belongs on.
    var accessibleTargets: [Widget] { targets(stoppingAtAccessibleTargets: true) }

    /// The content's own widgets, inside the widgets of modifiers that
    /// wrap it (`frame`, `overlay`): what a keyboard shortcut activates.
    var controlWidgets: [Widget] { targets(stoppingAtAccessibleTargets: false) }

    private func targets(stoppingAtAccessibleTargets: Bool) -> [Widget] {
        var node: ViewNode? = child
        var target: ViewNode = self
        while let current = node {
            if stoppingAtAccessibleTargets, let provider = current as? AccessibleTargetProviding {
                return [provider.accessibleTarget]
            }
            if let wrapping = current as? ContentWrappingNode {
                node = wrapping.wrappedContent
                target = node ?? target
                continue
            }
            guard let passthrough = current as? PassthroughNode, !(current is WidgetNode<Box>) else { break }
            node = passthrough.child
        }
        return target.widgets
    }
}

/// A modifier that sets attributes on its content's widgets and adds to
/// the content's description (tooltips, accessible names, shortcuts).
struct AttributeModifier<Content: View>: View, PrimitiveView, DescribableView {
    typealias Body = Never
    let content: Content
    let apply: @MainActor (ModifierNode, RenderContext) -> Void
    let info: @MainActor (inout ControlDescription) -> Void

    func makeNode() -> ModifierNode { ModifierNode(viewType: Self.self) }
    func updateNode(_ node: ModifierNode, context: RenderContext) {
        let apply = self.apply
        node.apply = { apply($0, context) }
        node.render(content, context: context)
    }
    func describe(into description: inout ControlDescription) {
        info(&description)
        GtkUI.describe(content, into: &description)
    }
}

extension View {
    /// Shows `text` as the tooltip of this view (SwiftUI's `help`).
    @_disfavoredOverload
    public func help<S: StringProtocol>(_ text: S) -> some View {
        let text = String(text)
        return AttributeModifier(
            content: self,
            apply: { node, _ in
                for widget in node.widgets { WidgetProps.setTooltip(widget, text) }
            }, info: { if $0.help == nil { $0.help = text } })
    }

    /// Shows the text as the tooltip of this view.
    public func help(_ text: Text) -> some View { help(text.content) }

    /// Sets the name screen readers announce for this view.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        let label = String(label)
        return AttributeModifier(
            content: self,
            apply: { node, _ in
                for widget in node.accessibleTargets { widget.setAccessibleLabel(label) }
            }, info: { if $0.accessibilityLabel == nil { $0.accessibilityLabel = label } })
    }

    /// Sets the name screen readers announce for this view.
    public func accessibilityLabel(_ label: Text) -> some View { accessibilityLabel(label.content) }

    /// Binds a key combination that activates this control, anywhere in
    /// its window (⌘ is Control on Linux).
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers))
    }

    /// Binds a key combination that activates this control, anywhere in its window.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        let trigger = shortcut.gtkTrigger
        return AttributeModifier(
            content: self,
            apply: { node, context in
                if let widget = node.controlWidgets.first { context.host?.setShortcut(trigger, activating: widget) }
            }, info: { if $0.keyboardShortcut == nil { $0.keyboardShortcut = trigger } })
    }
}
