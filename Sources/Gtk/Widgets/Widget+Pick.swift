import CGtk

extension Widget {
    /// The deepest widget at `x`, `y` (this widget's coordinates) that takes input, if any.
    public func pick(x: Double, y: Double) -> Widget? {
        gtk_widget_pick(widget, x, y, GTK_PICK_DEFAULT).map { Widget(borrowing: $0) }
    }
}
