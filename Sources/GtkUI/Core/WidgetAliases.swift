import Gtk

/// The wrapper's GtkImage (this module's `Image` is the view).
typealias ImageWidget = Gtk::Image
/// The wrapper's GtkLabel (this module's `Label` is the view).
typealias LabelWidget = Gtk::Label
/// The wrapper's GtkButton (this module's `Button` is the view).
typealias ButtonWidget = Gtk::Button
/// The wrapper's GtkGrid (this module's `Grid` is the view).
typealias GridWidget = Gtk::Grid
