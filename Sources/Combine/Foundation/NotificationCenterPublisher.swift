import Foundation

extension NotificationCenter {
    /// A publisher of the notifications named `name` (from `object`, if given).
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        Publisher(center: self, name: name, object: object)
    }

    /// Publishes notifications as they are posted, on the posting thread (Combine's `NotificationCenter.Publisher`).
    public struct Publisher: Combine.Publisher {
        /// Each notification posted.
        public typealias Output = Notification
        /// `Never`: it does not fail.
        public typealias Failure = Never
        /// The notification center.
        public let center: NotificationCenter
        /// The notification name.
        public let name: Notification.Name
        /// The sender it is limited to, if any.
        public let object: AnyObject?

        /// Creates the publisher.
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        /// Sends `subscriber` each `name` notification from `object` (any sender when nil), on the posting thread.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            let subscription = NotificationSubscription(subscriber, center: center)
            subscriber.receive(subscription: subscription)
            subscription.observe(name, object: object)
        }
    }
}

/// One subscriber's observer: delivers while it has demand, removed on cancel.
final class NotificationSubscription<Downstream: Subscriber>: Subscription, @unchecked Sendable
where Downstream.Input == Notification, Downstream.Failure == Never {
    private let lock = Lock()
    private var downstream: Downstream?
    private var demand = Subscribers.Demand.none
    private var observer: NSObjectProtocol?
    private let center: NotificationCenter

    init(_ downstream: Downstream, center: NotificationCenter) {
        self.downstream = downstream
        self.center = center
    }

    func observe(_ name: Notification.Name, object: AnyObject?) {
        guard lock.withLock({ downstream != nil }) else { return }
        let forwarder = NotificationForwarder { [weak self] in self?.deliver($0) }
        let token = center.addObserver(forName: name, object: object, queue: nil) { forwarder.forward($0) }
        let keep = lock.withLock { () -> Bool in
            guard downstream != nil else { return false }
            observer = token
            return true
        }
        if !keep { center.removeObserver(token) }
    }

    private func deliver(_ notification: Notification) {
        if let receiver = claimDemand() {
            addDemand(receiver.receive(notification))
        }
    }

    /// The subscriber, if it is attached and wants one more value (then counted).
    private func claimDemand() -> Downstream? {
        lock.withLock {
            guard demand > 0 else { return nil }
            demand -= 1
            return downstream
        }
    }

    private func addDemand(_ more: Subscribers.Demand) {
        lock.withLock { demand += more }
    }

    func request(_ more: Subscribers.Demand) {
        precondition(more != .none, "Subscription.request: demand must be greater than zero")
        lock.withLock { demand += more }
    }

    func cancel() {
        let observer = lock.withLock { () -> NSObjectProtocol? in
            defer {
                downstream = nil
                self.observer = nil
            }
            return self.observer
        }
        if let observer { center.removeObserver(observer) }
    }
}

/// Carries a subscription's delivery into the notification center's
/// observer block, which must be `@Sendable`; the subscription's own lock
/// makes the delivery safe from any thread.
final class NotificationForwarder: @unchecked Sendable {
    private let deliver: (Notification) -> Void
    init(_ deliver: @escaping (Notification) -> Void) { self.deliver = deliver }
    func forward(_ notification: Notification) { deliver(notification) }
}
