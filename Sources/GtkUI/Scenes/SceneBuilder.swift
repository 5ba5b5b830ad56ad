import Gtk

/// A fixed list of scenes built by `@SceneBuilder`.
public struct TupleScene<each Content: Scene>: Scene, PrimitiveScene {
    /// `Never`: the app collects each scene's windows, in order.
    public typealias Body = Never
    let content: (repeat each Content)
    func collect(into configurations: inout [WindowGroupConfiguration]) {
        for scene in repeat each content { collectScene(scene, into: &configurations) }
    }
}

/// Builds scenes from the statements of a closure.
@resultBuilder @MainActor
public enum SceneBuilder {
    /// Passes a single scene through unchanged.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
    /// Combines several scenes into a `TupleScene`, in order.
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> TupleScene<repeat each Content> {
        TupleScene(content: (repeat each content))
    }
    /// Accepts each scene statement as it is.
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
}

extension Group: Scene, PrimitiveScene where Content: Scene {
    /// Groups scenes, as `body` lists them.
    public init(@SceneBuilder content: () -> Content) { self.content = content() }
    func collect(into configurations: inout [WindowGroupConfiguration]) { collectScene(content, into: &configurations) }
}
