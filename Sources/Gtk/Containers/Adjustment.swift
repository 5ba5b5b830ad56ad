import CGtk

/// A scroll position within a range (GtkAdjustment): a scrolled window's
/// offset along one axis.
@MainActor
public final class Adjustment: Object {
    var adjustment: UnsafeMutablePointer<GtkAdjustment> { raw.assumingMemoryBound(to: GtkAdjustment.self) }
    /// The position: the offset of the visible page into the content.
    public var value: Double {
        get { gtk_adjustment_get_value(adjustment) }
        set { gtk_adjustment_set_value(adjustment, newValue) }
    }
    /// The start of the range.
    public var lower: Double { gtk_adjustment_get_lower(adjustment) }
    /// The end of the range (the content's length).
    public var upper: Double { gtk_adjustment_get_upper(adjustment) }
    /// The visible length.
    public var pageSize: Double { gtk_adjustment_get_page_size(adjustment) }
    /// Called when `value` changes (by the user or by code).
    @discardableResult
    public func onValueChanged(_ body: @escaping @MainActor () -> Void) -> SignalHandler {
        connect("value-changed", body)
    }
    /// Called when the range or the page size changes (the content or the
    /// view was resized), not the value alone.
    @discardableResult
    public func onChanged(_ body: @escaping @MainActor () -> Void) -> SignalHandler {
        connect("changed", body)
    }
}
