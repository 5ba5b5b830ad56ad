import Gtk

extension Scene {
    /// Where a new window of the scene opens on the screen (SwiftUI's
    /// `defaultPosition(_:)`).
    ///
    /// Compiles, no effect: on GNOME the window manager places windows (a
    /// Wayland client cannot place its windows at all).
    public func defaultPosition(_ position: UnitPoint) -> some Scene { self }
}
