import CGtk

/// Pages of which one shows at a time (GtkStack); a `StackSwitcher`
/// shows a button per page.
@MainActor
public final class Stack: Widget {
    /// Creates an empty stack.
    public init() { super.init(sinking: gtk_stack_new()) }
    var stack: OpaquePointer { opaque }

    /// Adds `child` as a page named `name` whose switcher button reads `title`.
    public func addPage(_ child: Widget, name: String, title: String) {
        _ = gtk_stack_add_titled(stack, child.widget, name, title)
    }
    /// Removes a page.
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
