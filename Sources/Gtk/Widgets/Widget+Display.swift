import CGtk

extension Widget {
    /// Whether GTK has created the widget's rendering resources (it is in a realized window).
    public var isRealized: Bool { bool(gtk_widget_get_realized) }
    /// Device pixels per application pixel where the widget is drawn (2 on
    /// a doubled HiDPI monitor); `notify::scale-factor` follows it.
    public var scaleFactor: Int { Int(gtk_widget_get_scale_factor(widget)) }
    /// Whether the widget lays out right to left.
    ///
    /// Its own direction, or GTK's default one, which follows the language
    /// of the user's locale. Setting it gives the widget a direction of its own.
    public var isRightToLeft: Bool {
        get { gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL }
        set { gtk_widget_set_direction(widget, newValue ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR) }
    }
    /// `direction-changed`: the widget's direction changed (its own, or GTK's default).
    @discardableResult
    public func onDirectionChange(_ body: @escaping @MainActor () -> Void) -> SignalHandler {
        connect("direction-changed", body: body, trampoline: Trampolines.directionChanged)
    }
    /// Calls `body` when the widget leaves the screen (its window hides,
    /// minimizes on some backends, or it is removed).
    @discardableResult
    public func onUnmap(_ body: @escaping @MainActor () -> Void) -> SignalHandler { connect("unmap", body) }
}
