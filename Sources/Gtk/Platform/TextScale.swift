import CGtk

extension Gtk {
    /// How much larger than normal text is drawn: GNOME's "Large Text" and
    /// text scaling factor, as GTK reads them (`gtk-xft-dpi` over 96 dpi);
    /// 1 when unset.
    public static var textScaleFactor: Double {
        guard let settings = gtk_settings_get_default(),
            let dpi = Object(borrowing: UnsafeMutableRawPointer(settings)).property("gtk-xft-dpi")?.int, dpi > 0
        else { return 1 }
        return Double(dpi) / 1024 / 96
    }
}
