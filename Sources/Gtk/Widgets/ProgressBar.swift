import CGtk

/// A bar showing how far a task has got (GtkProgressBar).
@MainActor
public final class ProgressBar: Widget {
    /// Creates an empty bar.
    public init() { super.init(sinking: gtk_progress_bar_new()) }
    var bar: OpaquePointer { opaque }
    /// The part done, 0…1.
    public var fraction: Double {
        get { gtk_progress_bar_get_fraction(bar) }
        set { if newValue != fraction { gtk_progress_bar_set_fraction(bar, newValue) } }
    }
    /// Moves the bouncing block of an indeterminate bar one step.
    public func pulse() { gtk_progress_bar_pulse(bar) }
    /// Text drawn with the bar (nil: none).
    public var text: String? {
        get { gtk_progress_bar_get_text(bar).map { String(cString: $0) } }
        set {
            guard newValue != text else { return }
            gtk_progress_bar_set_text(bar, newValue)
            setBool(gtk_progress_bar_set_show_text, newValue != nil)
        }
    }
}
