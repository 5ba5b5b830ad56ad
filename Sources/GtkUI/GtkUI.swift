// GtkUI: SwiftUI-style declarative layer.
@_exported import Gtk
