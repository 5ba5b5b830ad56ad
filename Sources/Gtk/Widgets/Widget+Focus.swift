import CGtk

extension Widget {
    /// Whether keyboard focus is on this widget or inside it.
    public var containsFocus: Bool {
        guard let root = gtk_widget_get_root(widget), let focus = gtk_root_get_focus(root) else { return false }
        return focus == widget || gtk_widget_is_ancestor(focus, widget) != 0
    }

    /// Moves keyboard focus to this widget, or to its first focusable
    /// descendant when it cannot take focus itself (a scrolled text view).
    ///
    /// Returns whether focus is now on or inside it.
    @discardableResult
    public func moveFocusHere() -> Bool {
        if gtk_widget_grab_focus(widget) != 0 && containsFocus { return true }
        _ = gtk_widget_child_focus(widget, GTK_DIR_TAB_FORWARD)
        return containsFocus
    }

    /// Takes keyboard focus away from whatever has it in this widget's window.
    public func clearWindowFocus() {
        guard let root = gtk_widget_get_root(widget) else { return }
        gtk_root_set_focus(root, nil)
    }
}

extension Widget {
    /// `map`: the widget is about to be shown on screen.
    @discardableResult
    public func onMap(_ body: @escaping @MainActor () -> Void) -> SignalHandler { connect("map", body) }
}

extension Widget {
    /// Whether the widget is being pressed now (GTK's `:active` state: a
    /// button held down by the pointer or the keyboard).
    public var isPressedState: Bool {
        gtk_widget_get_state_flags(widget).rawValue & GTK_STATE_FLAG_ACTIVE.rawValue != 0
    }

    /// `state-flags-changed`: the widget's state (pressed, hovered,
    /// focused, checked…) changed.
    @discardableResult
    public func onStateFlagsChanged(_ body: @escaping @MainActor () -> Void) -> SignalHandler {
        connect("state-flags-changed", body: body, trampoline: Trampolines.stateFlagsChanged)
    }
}
