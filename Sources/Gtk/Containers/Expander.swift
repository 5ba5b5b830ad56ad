import CGtk

/// A disclosure triangle with a label that shows or hides its child (GtkExpander).
@MainActor
public final class Expander: Widget {
    /// Creates a collapsed expander without label or child.
    public init() { super.init(sinking: gtk_expander_new(nil)) }
    var expander: OpaquePointer { opaque }

    /// The widget beside the triangle (the title).
    public func setLabelWidget(_ label: Widget?) { gtk_expander_set_label_widget(expander, label?.widget) }
    /// The widget shown while expanded.
    public func setChild(_ child: Widget?) { gtk_expander_set_child(expander, child?.widget) }
    /// Whether the child shows.
    public var isExpanded: Bool {
        get { bool(gtk_expander_get_expanded) }
        set { if newValue != isExpanded { setBool(gtk_expander_set_expanded, newValue) } }
    }
    /// Called after the expander opened or closed (by the user or `isExpanded`).
    @discardableResult
    public func onExpandedChanged(_ body: @escaping @MainActor () -> Void) -> SignalHandler { onNotify("expanded", body) }
}
