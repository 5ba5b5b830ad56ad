extension View {
    /// Names this view in Xcode's preview canvas; the view is unchanged.
    ///
    /// GNOME has no preview canvas: the name shows nowhere and the view
    /// renders as it would without the modifier (as in a SwiftUI app at run time).
    public func previewDisplayName(_ value: String?) -> some View { self }

    /// Sets the size of this view's preview container; the view is unchanged.
    ///
    /// Only Xcode's preview canvas reads it; in a running app, on macOS as
    /// on GNOME, the view keeps the size its parent offers.
    public func previewLayout(_ value: PreviewLayout) -> some View { self }

    /// Chooses the device this view's preview imitates; the view is unchanged.
    ///
    /// Only Xcode's preview canvas reads it; a running app is on its own device.
    public func previewDevice(_ value: PreviewDevice?) -> some View { self }
}
