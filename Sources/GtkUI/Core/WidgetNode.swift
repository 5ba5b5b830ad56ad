import Gtk

/// The node of a primitive control: exactly one widget, created once and
/// updated in place for as long as the view keeps its identity.
@MainActor
class WidgetNode<W: Widget>: ViewNode {
    /// The control's widget.
    let widget: W

    init(viewType: Any.Type, widget: W) {
        self.widget = widget
        super.init(viewType: viewType)
        setWidgets([widget])
    }

    /// Applies inherited values every control honours: enabled state, and
    /// inertness in the customization palette.
    func applyCommonEnvironment(_ context: RenderContext) {
        WidgetProps.applyCommon(widget, context)
    }
}
