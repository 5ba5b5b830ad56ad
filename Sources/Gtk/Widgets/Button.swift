import CGtk

/// A push button (GtkButton).
@MainActor
public class Button: Widget {
    /// Creates an empty button.
    public init() { super.init(sinking: gtk_button_new()) }
    /// Creates a button with a text label.
    public init(label: String) { super.init(sinking: gtk_button_new_with_label(label)) }
    override init(sinking pointer: UnsafeMutablePointer<GtkWidget>) { super.init(sinking: pointer) }
    var button: UnsafeMutablePointer<GtkButton> { raw.assumingMemoryBound(to: GtkButton.self) }

    /// The button's content.
    public func setChild(_ child: Widget?) { gtk_button_set_child(button, child?.widget) }
    /// Sets a text label as content.
    public func setLabel(_ text: String) { gtk_button_set_label(button, text) }
    /// Sets an icon as content.
    public func setIconName(_ name: String) { gtk_button_set_icon_name(button, name) }
    /// Whether the button draws a frame (false for flat buttons).
    public var hasFrame: Bool {
        get { bool(gtk_button_get_has_frame) }
        set { setBool(gtk_button_set_has_frame, newValue) }
    }
    /// `clicked`.
    @discardableResult
    public func onClicked(_ body: @escaping @MainActor () -> Void) -> SignalHandler { connect("clicked", body) }
    /// Clicks the button programmatically (emits `clicked`).
    public func click() { cgtk_emit_void(raw, "clicked") }
}
