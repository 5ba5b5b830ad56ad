/// Groups views without changing their layout (SwiftUI's `Group`).
public struct Group<Content> {
    let content: Content
}

extension Group: View where Content: View {
    /// `Never`: the renderer places the group's views directly in the enclosing container.
    public typealias Body = Never
    /// Creates a group of views.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}
