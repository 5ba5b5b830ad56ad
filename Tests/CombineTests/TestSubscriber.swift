import Combine
import Foundation

/// A subscriber that records what it receives and requests only what the
/// test asks for, to check demand as Combine documents it.
final class RecordingSubscriber<Input, Failure: Error>: Subscriber, @unchecked Sendable {
    private let lock = NSLock()
    private var _values: [Input] = []
    private var _completion: Subscribers.Completion<Failure>?
    private(set) var subscription: Subscription?
    private let initialDemand: Subscribers.Demand
    private let demandPerValue: Subscribers.Demand

    init(initialDemand: Subscribers.Demand = .unlimited, demandPerValue: Subscribers.Demand = .none) {
        self.initialDemand = initialDemand
        self.demandPerValue = demandPerValue
    }

    var values: [Input] { lock.withLock { _values } }
    var completion: Subscribers.Completion<Failure>? { lock.withLock { _completion } }
    var finished: Bool { if case .finished? = completion { return true } else { return false } }

    func receive(subscription: Subscription) {
        self.subscription = subscription
        if initialDemand != .none { subscription.request(initialDemand) }
    }
    func receive(_ input: Input) -> Subscribers.Demand {
        lock.withLock { _values.append(input) }
        return demandPerValue
    }
    func receive(completion: Subscribers.Completion<Failure>) {
        lock.withLock { _completion = completion }
    }
}

struct TestError: Error, Equatable {}
