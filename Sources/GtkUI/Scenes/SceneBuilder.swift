import Gtk

/// A fixed list of scenes built by `@SceneBuilder`.
public struct TupleScene<each Content: Scene>: Scene, PrimitiveScene {
    public typealias Body = Never
    let content: (repeat each Content)
    func collect(into configurations: inout [WindowGroupConfiguration]) {
        for scene in repeat each content { collectScene(scene, into: &configurations) }
    }
}

/// Builds scenes from the statements of a closure.
@resultBuilder @MainActor
public enum SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> TupleScene<repeat each Content> {
        TupleScene(content: (repeat each content))
    }
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
}
