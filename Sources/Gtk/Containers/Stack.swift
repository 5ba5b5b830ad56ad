import CGtk

/// Children of which one shows at a time, with an animated change between
/// them (GtkStack).
///
/// GTK skips the animation when the `gtk-enable-animations` setting is off
/// or the stack is not mapped.
@MainActor
public final class Stack: Widget {
    /// Creates an empty stack that slides between its children in their
    /// order: to a later child from the end edge, to an earlier one from the
    /// start edge (mirrored in right-to-left locales).
    public init() {
        super.init(sinking: gtk_stack_new())
        gtk_stack_set_transition_type(stack, GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT_RIGHT)
    }
    var stack: OpaquePointer { opaque }

    /// Adds `child` after the other children (not shown until it is the visible child).
    public func addChild(_ child: Widget) { _ = gtk_stack_add_child(stack, child.widget) }
    /// Removes `child` (the stack drops its reference).
    public func remove(_ child: Widget) { gtk_stack_remove(stack, child.widget) }
    /// Shows `child`, animating from the child shown before.
    public func setVisibleChild(_ child: Widget) { gtk_stack_set_visible_child(stack, child.widget) }
    /// Whether `child` is the one shown.
    public func isVisibleChild(_ child: Widget) -> Bool { gtk_stack_get_visible_child(stack) == child.widget }
    /// The animation's length in milliseconds (GTK's default: 200).
    public var transitionDuration: Int {
        get { Int(gtk_stack_get_transition_duration(stack)) }
        set { gtk_stack_set_transition_duration(stack, guint(newValue)) }
    }
    /// Whether a change of the visible child is animating now.
    public var isTransitionRunning: Bool { bool(gtk_stack_get_transition_running) }
    /// Called when an animation starts or ends (`isTransitionRunning` changed).
    @discardableResult
    public func onTransitionRunningChanged(_ body: @escaping @MainActor () -> Void) -> SignalHandler {
        onNotify("transition-running", body)
    }
}
