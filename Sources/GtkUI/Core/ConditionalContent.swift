/// One of two views, chosen by an `if … else` in a builder.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public typealias Body = Never
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}
