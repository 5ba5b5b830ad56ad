/// A view that shows nothing.
public struct EmptyView: View {
    /// Creates an empty view.
    public init() {}
    /// `Never`: a primitive view that draws nothing.
    public typealias Body = Never
}
