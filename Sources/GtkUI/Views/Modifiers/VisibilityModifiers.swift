import Foundation
import Gtk

extension View {
    /// Hides this view but keeps its space (SwiftUI's `hidden()`).
    ///
    /// The widgets stay allocated and are drawn fully transparent, take no
    /// pointer input or focus, and leave the accessibility tree.
    public func hidden() -> some View {
        AttributeModifier(
            content: self,
            apply: { node, _ in
                for widget in node.widgets {
                    if widget.opacity != 0 { widget.opacity = 0 }
                    if widget.canTarget { widget.canTarget = false }
                    if widget.canFocus { widget.canFocus = false }
                    widget.setAccessibleHidden(true)
                }
            }, info: { _ in })
    }

    /// Whether this view takes clicks and other pointer input; `false`
    /// lets them through to the views behind it (GTK's `can-target`).
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        AttributeModifier(
            content: self,
            apply: { node, _ in
                guard !enabled else { return }
                for widget in node.widgets where widget.canTarget { widget.canTarget = false }
            }, info: { _ in })
    }

    /// Removes this view from what screen readers read (the GTK accessible's hidden state).
    public func accessibilityHidden(_ hidden: Bool) -> some View {
        AttributeModifier(
            content: self,
            apply: { node, _ in
                for widget in node.accessibleTargets { widget.setAccessibleHidden(hidden) }
            }, info: { _ in })
    }

    /// Sets the shape that takes this view's pointer input.
    ///
    /// Compiles, no effect: a GTK widget takes input over its whole
    /// allocation (transparent areas included), which is what apps ask of
    /// `.contentShape(Rectangle())`; other shapes do not narrow it.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }
}
