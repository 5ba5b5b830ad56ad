import CGtk

/// Children of which one shows at a time, with an animated change between
/// them (GtkStack); as pages with titles, a `StackSwitcher` or a
/// `StackSidebar` shows a button or a row per page.
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

    /// Adds `child` as a page named `name` whose switcher button reads `title`.
    public func addPage(_ child: Widget, name: String, title: String) {
        _ = gtk_stack_add_titled(stack, child.widget, name, title)
    }
    /// Removes `child` (the stack drops its reference).
    public func remove(_ child: Widget) { gtk_stack_remove(stack, child.widget) }
    /// Sets the switcher title of the page showing `child`.
    public func setTitle(_ title: String, of child: Widget) {
        guard let page = gtk_stack_get_page(stack, child.widget) else { return }
        if let current = gtk_stack_page_get_title(page), String(cString: current) == title { return }
        gtk_stack_page_set_title(page, title)
    }
    /// The name of the page shown.
    public var visibleChildName: String? {
        get { gtk_stack_get_visible_child_name(stack).map { String(cString: $0) } }
        set {
            guard let newValue, newValue != visibleChildName else { return }
            gtk_stack_set_visible_child_name(stack, newValue)
        }
    }
    /// How the stack goes from one page to another.
    public enum Transition: Sendable {
        /// At once.
        case none
        /// The new page fades in.
        case crossfade
        /// Pages slide left and right, in page order.
        case slideLeftRight
    }
    /// How the stack goes from one page to another.
    public var transition: Transition {
        get {
            switch gtk_stack_get_transition_type(stack) {
            case GTK_STACK_TRANSITION_TYPE_CROSSFADE: .crossfade
            case GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT_RIGHT: .slideLeftRight
            default: .none
            }
        }
        set {
            let type: GtkStackTransitionType =
                switch newValue {
                case .none: GTK_STACK_TRANSITION_TYPE_NONE
                case .crossfade: GTK_STACK_TRANSITION_TYPE_CROSSFADE
                case .slideLeftRight: GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT_RIGHT
                }
            gtk_stack_set_transition_type(stack, type)
        }
    }
    /// Called after another page became visible.
    @discardableResult
    public func onVisibleChildChanged(_ body: @escaping @MainActor () -> Void) -> SignalHandler {
        onNotify("visible-child-name", body)
    }
}

/// A row of linked toggle buttons, one per page of a `Stack` (GtkStackSwitcher).
@MainActor
public final class StackSwitcher: Widget {
    /// Creates a switcher for `stack`'s pages.
    public init(stack: Stack) {
        super.init(sinking: gtk_stack_switcher_new())
        gtk_stack_switcher_set_stack(opaque, stack.stack)
    }
}

/// A sidebar listing the pages of a `Stack` (GtkStackSidebar), as GNOME Settings lists its panels.
@MainActor
public final class StackSidebar: Widget {
    /// Creates a sidebar for `stack`'s pages.
    public init(stack: Stack) {
        super.init(sinking: gtk_stack_sidebar_new())
        gtk_stack_sidebar_set_stack(opaque, stack.stack)
    }
}
