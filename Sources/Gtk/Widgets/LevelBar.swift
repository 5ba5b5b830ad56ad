import CGtk

/// A bar showing a level within a range (GtkLevelBar), for gauges.
@MainActor
public final class LevelBar: Widget {
    /// Creates a bar from `lower` to `upper`.
    public init(lower: Double, upper: Double) {
        super.init(sinking: gtk_level_bar_new_for_interval(lower, upper))
    }
    var bar: OpaquePointer { opaque }
    /// The level shown.
    public var value: Double {
        get { gtk_level_bar_get_value(bar) }
        set { if newValue != value { gtk_level_bar_set_value(bar, newValue) } }
    }
    /// Changes the range.
    public func setRange(lower: Double, upper: Double) {
        gtk_level_bar_set_min_value(bar, lower)
        gtk_level_bar_set_max_value(bar, upper)
    }
}
