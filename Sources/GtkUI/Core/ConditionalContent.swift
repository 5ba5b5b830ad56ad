/// One of two views, chosen by an `if … else` in a builder.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    /// `Never`: the renderer draws whichever branch the condition chose.
    public typealias Body = Never
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage
}

extension Optional: View where Wrapped: View {
    /// `Never`: the renderer draws the wrapped view, or nothing when it is `nil`.
    public typealias Body = Never
}
