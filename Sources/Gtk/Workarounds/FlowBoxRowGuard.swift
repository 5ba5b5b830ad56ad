import CGtk

/// Keeps an arrow key from hanging a flow box that has not been laid out.
///
/// GTK 4.8's `GtkFlowBox` moves the focus a row up or down by stepping
/// over as many children as a row holds, a count it learns in its first
/// allocation and holds at 0 until then; its step loop ends only once it
/// has counted a row. Up or Down with the focus inside a box that was
/// never allocated (a dialog shown on a loaded machine, a key pressed
/// before its first frame) therefore spins forever, the app at full CPU.
/// Seen with the Customize Toolbar dialog's palette.
///
/// `install()` refuses those moves until some child has a width, as GTK
/// refuses them at the last row: a key moves the focus out of the box, or
/// nowhere. Every flow box of the process is covered, GTK's own (the
/// emoji chooser) included; after the first layout GTK's behaviour is
/// unchanged.
///
/// ```swift
/// FlowBoxRowGuard.install()   // once, after GTK is initialized
/// ```
@MainActor
public enum FlowBoxRowGuard {
    /// Guards every flow box's row moves (once per process; later calls do
    /// nothing; see `GtkWorkaround.flowBoxRowsBeforeLayout`).
    public static func install() {
        guard GtkWorkaround.flowBoxRowsBeforeLayout.isActive else { return }
        cgtk_install_flow_box_row_guard()
    }
}
