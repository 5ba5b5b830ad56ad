import CGtk

/// A spinning busy indicator (GtkSpinner).
@MainActor
public final class Spinner: Widget {
    /// Creates a spinner, spinning.
    public init() {
        super.init(sinking: gtk_spinner_new())
        isSpinning = true
    }
    var spinner: OpaquePointer { opaque }
    /// Whether it spins.
    public var isSpinning: Bool {
        get { bool(gtk_spinner_get_spinning) }
        set { setBool(gtk_spinner_set_spinning, newValue) }
    }
}
