import Combine
import Foundation

/// Subscribes to a publisher while the view is shown; each value runs the
/// latest action on the main thread.
struct OnReceiveModifier<Content: View, P: Publisher>: View, PrimitiveView where P.Failure == Never {
    typealias Body = Never
    let content: Content
    let publisher: P
    let action: (P.Output) -> Void

    func makeNode() -> OnReceiveNode { OnReceiveNode(viewType: Self.self) }
    func updateNode(_ node: OnReceiveNode, context: RenderContext) {
        node.render(content, context: context)
        let action = self.action
        node.action = { action($0 as! P.Output) }
        guard node.subscription == nil else { return }
        node.subscription = publisher.sink { [weak node] value in
            let deliver = UncheckedValue(value)
            if Thread.isMainThread {
                MainActor.assumeIsolated { node?.action?(deliver.value) }
            } else {
                DispatchQueue.main.async { node?.action?(deliver.value) }
            }
        }
    }
}

/// A value carried to the main thread; `onReceive`'s publisher hands it over and keeps no copy.
struct UncheckedValue<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// Keeps an `onReceive` subscription for as long as its view identity lives.
@MainActor
final class OnReceiveNode: PassthroughNode {
    var subscription: AnyCancellable?
    var action: ((Any) -> Void)?
}

extension View {
    /// Runs `action` with each value `publisher` sends while the view is shown.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        OnReceiveModifier(content: self, publisher: publisher, action: action)
    }
}
