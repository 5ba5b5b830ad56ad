import CGtk

/// A colour as GDK holds it: red, green, blue and alpha from 0 to 1 (GdkRGBA).
public struct RGBA: Equatable, Sendable {
    /// The components, 0…1.
    public var red, green, blue, alpha: Double

    /// A colour from its components.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// A CSS colour GDK can parse ("#3584e4", "rgb(1, 2, 3)", "rgba(…)", "transparent", names); nil otherwise.
    public init?(parsing css: String) {
        var rgba = GdkRGBA()
        guard gdk_rgba_parse(&rgba, css) != 0 else { return nil }
        self.init(red: Double(rgba.red), green: Double(rgba.green), blue: Double(rgba.blue), alpha: Double(rgba.alpha))
    }

    init(_ rgba: GdkRGBA) {
        self.init(red: Double(rgba.red), green: Double(rgba.green), blue: Double(rgba.blue), alpha: Double(rgba.alpha))
    }

    /// This colour with its alpha multiplied by `factor`.
    public func withAlpha(times factor: Double) -> RGBA {
        RGBA(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    /// The colour `t` of the way from this one to `other`.
    public func mix(_ other: RGBA, _ t: Double) -> RGBA {
        func lerp(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        return RGBA(
            red: lerp(red, other.red), green: lerp(green, other.green), blue: lerp(blue, other.blue),
            alpha: lerp(alpha, other.alpha))
    }
}

extension Widget {
    /// A colour the theme names (`@theme_fg_color` without the "@"), as this widget's style sees it.
    public func lookupColor(_ name: String) -> RGBA? {
        var rgba = GdkRGBA()
        guard gtk_style_context_lookup_color(gtk_widget_get_style_context(widget), name, &rgba) != 0 else { return nil }
        return RGBA(rgba)
    }

    /// This widget's CSS `color` (its text colour).
    public var styleColor: RGBA {
        var rgba = GdkRGBA()
        gtk_style_context_get_color(gtk_widget_get_style_context(widget), &rgba)
        return RGBA(rgba)
    }
}
