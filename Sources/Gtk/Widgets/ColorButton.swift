import CGtk

/// A button showing a colour that opens the colour chooser (GtkColorButton).
@MainActor
public final class ColorButton: Widget {
    /// A colour button, titled `title` in its chooser dialog.
    public init(title: String) {
        super.init(sinking: gtk_color_button_new())
        setProperty("title", title)
        setProperty("modal", true)
    }
    var chooser: OpaquePointer { OpaquePointer(raw) }

    /// The colour: red, green, blue and alpha, 0…1.
    public var rgba: (red: Double, green: Double, blue: Double, alpha: Double) {
        get {
            var color = GdkRGBA()
            gtk_color_chooser_get_rgba(chooser, &color)
            return (Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
        }
        set {
            guard newValue != rgba else { return }
            var color = GdkRGBA(
                red: Float(newValue.red), green: Float(newValue.green), blue: Float(newValue.blue),
                alpha: Float(newValue.alpha))
            gtk_color_chooser_set_rgba(chooser, &color)
        }
    }

    /// Whether the chooser offers an opacity slider.
    public var usesAlpha: Bool {
        get { property("use-alpha")?.bool ?? false }
        set { setProperty("use-alpha", newValue) }
    }

    /// Parses a CSS colour ("#3584e4", "rgb(…)", "rgba(…)"); nil for others (theme colours).
    public static func parse(_ css: String) -> (red: Double, green: Double, blue: Double, alpha: Double)? {
        var color = GdkRGBA()
        guard gdk_rgba_parse(&color, css) != 0 else { return nil }
        return (Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
    }

    /// Emits `color-set`, as choosing a colour in the chooser does.
    public func emitColorSet() { cgtk_emit_void(raw, "color-set") }
    /// `color-set`: the user chose a colour.
    @discardableResult
    public func onColorSet(_ body: @escaping @MainActor () -> Void) -> SignalHandler { connect("color-set", body) }
}
