/// Views that only group other views (tuples, groups, conditions,
/// optionals, `ForEach`, environment writers): anything that reads a view
/// tree without rendering it (a control's description, menu entries, a
/// picker's options) looks through them to their children.
@MainActor
protocol ViewContainer {
    /// Calls `body` with each child view, in order.
    func forEachChild(_ body: (any View) -> Void)
}

/// Reads a view tree without rendering it: `visit` sees each view, outside
/// in, and handles it or lets the walk look inside (a container's children,
/// a composite view's `body` evaluated with its initial state).
@MainActor
protocol ViewWalker {
    /// Handles `view`, or returns false to have the walk look inside it.
    mutating func visit<V: View>(_ view: V) -> Bool
}

extension ViewWalker {
    /// Walks `view` and what it is made of.
    mutating func walk<V: View>(_ view: V) {
        if visit(view) { return }
        if let container = view as? any ViewContainer {
            container.forEachChild { walk($0) }
        } else if !(view is any PrimitiveView), V.Body.self != Never.self {
            walk(view.body)
        }
    }
}

extension TupleView: ViewContainer {
    func forEachChild(_ body: (any View) -> Void) {
        withoutActuallyEscaping(body) { forEachView(TupleViewCollector($0)) }
    }
}

extension Group: ViewContainer where Content: View {
    func forEachChild(_ body: (any View) -> Void) { body(content) }
}

extension _ConditionalContent: ViewContainer {
    func forEachChild(_ body: (any View) -> Void) {
        switch storage {
        case .trueContent(let view): body(view)
        case .falseContent(let view): body(view)
        }
    }
}

extension Optional: ViewContainer where Wrapped: View {
    func forEachChild(_ body: (any View) -> Void) {
        if let view = self { body(view) }
    }
}

extension ForEach: ViewContainer where Content: View {
    func forEachChild(_ body: (any View) -> Void) {
        for element in data { body(content(element)) }
    }
}

extension EnvironmentWriter: ViewContainer {
    func forEachChild(_ body: (any View) -> Void) { body(content) }
}
