import CGtk

/// The window's buttons (minimize, maximize, close) for one side of a
/// title bar, as the desktop's decoration layout places them
/// (GtkWindowControls): what a header bar shows when `showTitleButtons`.
@MainActor
public final class WindowControls: Widget {
    /// Which end of the title bar the controls are for.
    public enum Side: Sendable { case start, end }
    /// Creates the controls for one side.
    public init(_ side: Side) {
        super.init(sinking: gtk_window_controls_new(side == .start ? GTK_PACK_START : GTK_PACK_END))
    }
}
