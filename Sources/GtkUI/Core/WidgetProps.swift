import Gtk

/// Sets widget properties only when they differ, so re-renders stay cheap
/// and do not emit needless notifications.
@MainActor
enum WidgetProps {
    static func setTooltip(_ widget: Widget, _ text: String?) {
        if widget.tooltip != text { widget.tooltip = text }
    }
    /// Applies the environment every control honours (see `WidgetNode.applyCommonEnvironment`).
    static func applyCommon(_ widget: Widget, _ context: RenderContext) {
        let enabled = context.environment.isEnabled
        if widget.isSensitive != enabled { widget.isSensitive = enabled }
        if context.environment.toolbarItem?.isInert == true {
            widget.canTarget = false
            widget.canFocus = false
        }
    }
}
