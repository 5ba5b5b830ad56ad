import Gtk
import ToolbarKit

/// Several views placed together in a toolbar (SwiftUI's `ToolbarItemGroup`):
/// each view of the content shows as its own control, side by side, in
/// the group's placement.
public struct ToolbarItemGroup<Content: View>: ToolbarContent, PrimitiveToolbarContent {
    /// `Never`: primitive toolbar content; the toolbar reads its items itself.
    public typealias Body = Never
    let placement: ToolbarItemPlacement
    let content: Content

    /// A group of the views built by `content`, placed by `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    func collect(into declarations: inout [ToolbarDeclaration]) {
        ToolbarItem<(), Content>(placement: placement) { content }.collect(into: &declarations)
    }
}

extension ToolbarItemGroup {
    /// A group whose controls show joined (GTK's linked buttons, as SwiftUI
    /// wraps a labelled group in a `ControlGroup`); `label` names the group
    /// for the accessibility tree and the tooltip.
    public init<C: View, L: View>(
        placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> C,
        @ViewBuilder label: () -> L
    ) where Content == LabeledToolbarItemGroupContent<C, L> {
        self.placement = placement
        self.content = LabeledToolbarItemGroupContent(content: content(), label: label())
    }
}

/// The content of a labelled `ToolbarItemGroup`: its controls joined, named by its label.
public struct LabeledToolbarItemGroupContent<Content: View, Label: View>: View {
    let content: Content
    let label: Label

    /// Joins the controls in a `ControlGroup` whose tooltip is the label's text.
    public var body: some View {
        ControlGroup { content }.help(GtkUI.describe(label).bestLabel ?? "")
    }
}
