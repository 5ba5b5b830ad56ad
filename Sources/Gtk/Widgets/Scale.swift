import CGtk

/// A slider (GtkScale) over a range.
@MainActor
public final class Scale: Widget {
    /// Creates a slider from `lower` to `upper`, moving by `step`.
    public init(_ orientation: Orientation = .horizontal, lower: Double, upper: Double, step: Double) {
        super.init(sinking: gtk_scale_new_with_range(orientation.gtk, lower, upper, step > 0 ? step : (upper - lower) / 100))
    }
    var range: UnsafeMutablePointer<GtkRange> { raw.assumingMemoryBound(to: GtkRange.self) }
    var scale: UnsafeMutablePointer<GtkScale> { raw.assumingMemoryBound(to: GtkScale.self) }
    /// The current value.
    public var value: Double {
        get { gtk_range_get_value(range) }
        set { if newValue != value { gtk_range_set_value(range, newValue) } }
    }
    /// Changes the range.
    public func setRange(lower: Double, upper: Double) { gtk_range_set_range(range, lower, upper) }
    /// The step used by arrow keys.
    public func setIncrements(step: Double, page: Double) { gtk_range_set_increments(range, step, page) }
    /// Whether the value is drawn next to the slider.
    public var drawsValue: Bool {
        get { bool(gtk_scale_get_draw_value) }
        set { setBool(gtk_scale_set_draw_value, newValue) }
    }
    /// `value-changed`.
    @discardableResult
    public func onValueChanged(_ body: @escaping @MainActor () -> Void) -> SignalHandler { connect("value-changed", body) }
}
