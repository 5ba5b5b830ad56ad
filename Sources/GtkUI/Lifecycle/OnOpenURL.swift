import Foundation

extension View {
    /// Registers `action` for URLs the app is asked to open.
    ///
    /// Not yet delivered: GtkUI's app runtime does not yet accept URLs from
    /// the desktop (GApplication's `open`), so the action never runs. See
    /// Docs/SwiftUI-DataFlow.md.
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
        self
    }
}
