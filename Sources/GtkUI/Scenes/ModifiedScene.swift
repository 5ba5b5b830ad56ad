import Gtk

/// A scene with modified configuration (commands, default size).
struct ModifiedScene<Content: Scene>: Scene, PrimitiveScene {
    typealias Body = Never
    let content: Content
    let modify: (inout WindowGroupConfiguration) -> Void

    func collect(into configurations: inout [WindowGroupConfiguration]) {
        var inner: [WindowGroupConfiguration] = []
        collectScene(content, into: &inner)
        for index in inner.indices { modify(&inner[index]) }
        configurations += inner
    }
}
