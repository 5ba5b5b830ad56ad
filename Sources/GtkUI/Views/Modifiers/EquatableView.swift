/// A view that compares itself with its previous value (SwiftUI's `EquatableView`).
///
/// Partial: it renders exactly as its content; the comparison that lets
/// SwiftUI skip an unchanged body is not used (GtkUI's node update is
/// already cheap when nothing changed).
public struct EquatableView<Content: View & Equatable>: View {
    /// The view compared.
    public var content: Content
    /// Wraps `content`.
    public init(content: Content) { self.content = content }
    /// The content.
    public var body: Content { content }
}

extension View where Self: Equatable {
    /// This view, compared with its previous value before its body is re-rendered.
    public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}
