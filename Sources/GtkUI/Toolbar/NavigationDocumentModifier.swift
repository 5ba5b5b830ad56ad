import Foundation
import Gtk

extension View {
    /// Names the document the window shows (macOS: the title's proxy icon
    /// and its path menu).
    ///
    /// GNOME header bars have no document proxy, and the title stays the one
    /// `navigationTitle` sets: this changes nothing.
    public func navigationDocument(_ url: URL) -> some View { self }
}
