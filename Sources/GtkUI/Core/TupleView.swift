/// A fixed list of views built by `@ViewBuilder` (one per statement).
public struct TupleView<each Content: View>: View {
    /// `Never`: the renderer places each view in the enclosing container, in order.
    public typealias Body = Never
    let content: (repeat each Content)
    init(_ content: repeat each Content) { self.content = (repeat each content) }
}
