/// Groups views without changing their layout (SwiftUI's `Group`).
public struct Group<Content> {
    let content: Content
}

extension Group: View where Content: View {
    public typealias Body = Never
    /// Creates a group of views.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}
