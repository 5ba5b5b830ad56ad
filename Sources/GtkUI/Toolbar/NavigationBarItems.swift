import Gtk

extension View {
    /// Puts `leading` at the start and `trailing` at the end of the header
    /// bar while this view shows (iOS's navigation bar items; SwiftUI marks
    /// them to be deprecated in favour of `toolbar` with
    /// `.navigationBarLeading`/`.navigationBarTrailing` items, which is
    /// what they are here).
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        toolbar {
            ToolbarItem(placement: .navigationBarLeading) { leading }
            ToolbarItem(placement: .navigationBarTrailing) { trailing }
        }
    }

    /// Puts `leading` at the start of the header bar while this view shows
    /// (after the Back button of a navigation stack, as on iOS 14 and later).
    public func navigationBarItems<L: View>(leading: L) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarLeading) { leading } }
    }

    /// Puts `trailing` at the end of the header bar while this view shows.
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
    }

    /// Hides the navigation bar's content while this view shows.
    ///
    /// The header bar's items and title go; GNOME keeps the bar itself, with the
    /// window's buttons (a desktop window is still moved and closed from
    /// it) and a navigation stack's Back button (the page stays leavable).
    /// `false` brings back what an enclosing view hid.
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        HeaderBarSettingsModifier(
            content: self, settings: HeaderBarSettings(itemsVisibility: hidden ? .hidden : .visible, showsTitle: !hidden))
    }
}
