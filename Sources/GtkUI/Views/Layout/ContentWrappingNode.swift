import Gtk

/// Nodes of modifiers that put their content in a widget of their own
/// (`frame`, `overlay`, `fixedSize`…): what looks for the content's own
/// control (an accessible name, a keyboard shortcut's target) looks
/// through them.
@MainActor
protocol ContentWrappingNode: AnyObject {
    /// The node of the wrapped view.
    var wrappedContent: ViewNode? { get }
}

/// The one widget a wrapping modifier places: the content's widget, or,
/// when the content is several views (a `Group`, a `ForEach`), a column
/// holding them.
@MainActor
final class SingleWidgetSlot {
    private var column: BoxChildren?
    private var usesColumn = false

    /// The widget that stands for `widgets` (nil for none).
    ///
    /// A widget has one parent: when the content goes from one widget to
    /// several or back, `release` is called first to take the widgets out
    /// of the wrapper, before the column takes them or gives them back.
    func widget(for widgets: [Widget], release: () -> Void) -> Widget? {
        let needsColumn = widgets.count > 1
        if needsColumn != usesColumn {
            release()
            column?.sync([])
            usesColumn = needsColumn
        }
        guard needsColumn else { return widgets.first }
        let column = self.column ?? BoxChildren(Box(.vertical, spacing: StackNode.defaultSpacing))
        self.column = column
        column.sync(widgets)
        return column.box
    }
}
