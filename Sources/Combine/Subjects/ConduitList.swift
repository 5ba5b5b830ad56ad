/// The subscribers of a multicasting publisher, and whether it has ended.
final class ConduitList<Output, Failure: Error>: @unchecked Sendable {
    private let lock = Lock()
    private var conduits: [ObjectIdentifier: SubjectConduit<Output, Failure>] = [:]
    private var order: [ObjectIdentifier] = []
    private var ended: Subscribers.Completion<Failure>?
    /// How the publisher ended, or nil while it is open.
    var completion: Subscribers.Completion<Failure>? { lock.withLock { ended } }
    private var upstreams: [Subscription] = []

    /// Connects `subscriber`; `initial` is a value it receives on its first demand.
    func attach<S: Subscriber>(_ subscriber: S, initial: Output? = nil, keepsLatest: Bool = false)
    where S.Input == Output, S.Failure == Failure {
        let conduit = TypedConduit(subscriber, keepsLatest: keepsLatest)
        conduit.pending = initial
        conduit.detach = detacher()
        if let ended = register(conduit) {
            subscriber.receive(subscription: Subscriptions.empty)
            subscriber.receive(completion: ended)
        } else {
            subscriber.receive(subscription: conduit)
        }
    }

    private func detacher() -> (SubjectConduit<Output, Failure>) -> Void {
        { [weak self] conduit in self?.remove(conduit) }
    }

    /// Adds `conduit`, or returns the completion if the publisher has ended.
    private func register(_ conduit: SubjectConduit<Output, Failure>) -> Subscribers.Completion<Failure>? {
        lock.withLock {
            if let ended { return ended }
            let id = ObjectIdentifier(conduit)
            conduits[id] = conduit
            order.append(id)
            return nil
        }
    }

    private func remove(_ conduit: SubjectConduit<Output, Failure>) {
        lock.withLock {
            let id = ObjectIdentifier(conduit)
            if conduits.removeValue(forKey: id) != nil { order.removeAll { $0 == id } }
        }
    }

    /// The connected subscribers, in subscription order; empty once ended.
    var current: [SubjectConduit<Output, Failure>] {
        lock.withLock { ended == nil ? order.compactMap { conduits[$0] } : [] }
    }

    /// Whether any subscriber is connected.
    var isEmpty: Bool { lock.withLock { conduits.isEmpty } }

    func send(_ value: Output) {
        for conduit in current { conduit.offer(value) }
    }

    func finish(_ completion: Subscribers.Completion<Failure>) {
        let ending = lock.withLock { () -> [SubjectConduit<Output, Failure>] in
            guard ended == nil else { return [] }
            ended = completion
            defer {
                conduits = [:]
                order = []
                upstreams = []
            }
            return order.compactMap { conduits[$0] }
        }
        for conduit in ending { conduit.finish(completion) }
    }

    func keep(upstream: Subscription) {
        let accepted = lock.withLock { () -> Bool in
            guard ended == nil else { return false }
            upstreams.append(upstream)
            return true
        }
        if accepted { upstream.request(.unlimited) } else { upstream.cancel() }
    }
}
