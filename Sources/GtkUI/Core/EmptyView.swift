/// A view that shows nothing.
public struct EmptyView: View {
    /// Creates an empty view.
    public init() {}
    public typealias Body = Never
}
