import Foundation

/// One subscriber's connection to a multicasting publisher (a subject, the
/// object-will-change publisher, a timer): counts the subscriber's demand,
/// drops values it has no demand for (or keeps the latest, for
/// `CurrentValueSubject`), and never calls the subscriber twice at once.
class SubjectConduit<Output, Failure: Error>: Subscription, @unchecked Sendable {
    let lock = Lock()
    /// Serializes calls into the subscriber; recursive, so a subscriber may
    /// send into the same subject from `receive(_:)`.
    let deliveryLock = NSRecursiveLock()
    var demand = Subscribers.Demand.none
    /// The value kept for when demand arrives (`CurrentValueSubject` only).
    var pending: Output?
    let keepsLatest: Bool
    /// Removes this conduit from its publisher when cancelled.
    var detach: ((SubjectConduit) -> Void)?

    init(keepsLatest: Bool) { self.keepsLatest = keepsLatest }

    var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }

    /// Offers a value; it is delivered if the subscriber has demand.
    func offer(_ value: Output) {
        let deliver = lock.withLock { () -> Bool in
            guard isAttached else { return false }
            if demand > 0 {
                demand -= 1
                return true
            }
            if keepsLatest { pending = value }
            return false
        }
        if deliver { deliverValue(value) }
    }

    func request(_ more: Subscribers.Demand) {
        precondition(more != .none, "Subscription.request: demand must be greater than zero")
        let value = lock.withLock { () -> Output? in
            demand += more
            guard let value = pending, demand > 0, isAttached else { return nil }
            pending = nil
            demand -= 1
            return value
        }
        if let value { deliverValue(value) }
    }

    func cancel() {
        let detach = lock.withLock { () -> ((SubjectConduit) -> Void)? in
            defer {
                self.detach = nil
                pending = nil
                detachSubscriber()
            }
            return self.detach
        }
        detach?(self)
    }

    private func deliverValue(_ value: Output) {
        deliveryLock.lock()
        let more = deliver(value)
        deliveryLock.unlock()
        if more != .none { lock.withLock { demand += more } }
    }

    // Overridden by the typed subclass.
    var isAttached: Bool { false }
    func deliver(_ value: Output) -> Subscribers.Demand { .none }
    func finish(_ completion: Subscribers.Completion<Failure>) {}
    func detachSubscriber() {}
}

/// The conduit of one concrete subscriber type.
final class TypedConduit<Downstream: Subscriber>: SubjectConduit<Downstream.Input, Downstream.Failure>, @unchecked Sendable {
    private var downstream: Downstream?

    init(_ downstream: Downstream, keepsLatest: Bool) {
        self.downstream = downstream
        super.init(keepsLatest: keepsLatest)
    }

    override var isAttached: Bool { downstream != nil }

    override func deliver(_ value: Downstream.Input) -> Subscribers.Demand {
        guard let downstream = lock.withLock({ self.downstream }) else { return .none }
        return downstream.receive(value)
    }

    override func finish(_ completion: Subscribers.Completion<Downstream.Failure>) {
        let downstream = lock.withLock { () -> Downstream? in
            defer {
                self.downstream = nil
                pending = nil
                detach = nil
            }
            return self.downstream
        }
        guard let downstream else { return }
        deliveryLock.lock()
        downstream.receive(completion: completion)
        deliveryLock.unlock()
    }

    override func detachSubscriber() { downstream = nil }
}
