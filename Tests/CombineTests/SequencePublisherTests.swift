import Combine
import XCTest

/// `Publishers.Sequence`, `Optional.Publisher` and `Deferred`.
final class SequencePublisherTests: XCTestCase {
    func testSequencePublishesEveryElementThenFinishes() {
        let subscriber = RecordingSubscriber<Int, Never>()
        [1, 2, 3].publisher.subscribe(subscriber)
        XCTAssertEqual(subscriber.values, [1, 2, 3])
        XCTAssertTrue(subscriber.finished)
    }

    func testSequenceHandsOutOneElementPerUnitOfDemand() {
        let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .max(2))
        (1...5).publisher.subscribe(subscriber)
        XCTAssertEqual(subscriber.values, [1, 2])
        XCTAssertNil(subscriber.completion)
        subscriber.subscription?.request(.max(2))
        XCTAssertEqual(subscriber.values, [1, 2, 3, 4])
        subscriber.subscription?.request(.max(1))
        XCTAssertEqual(subscriber.values, [1, 2, 3, 4, 5])
        XCTAssertTrue(subscriber.finished, "the end follows the last element without more demand")
    }

    func testSequenceDemandReturnedFromReceiveIsHonoured() {
        let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .max(1), demandPerValue: .max(1))
        (1...4).publisher.subscribe(subscriber)
        XCTAssertEqual(subscriber.values, [1, 2, 3, 4])
        XCTAssertTrue(subscriber.finished)
    }

    func testEmptySequenceFinishesAtOnce() {
        let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .none)
        [Int]().publisher.subscribe(subscriber)
        XCTAssertTrue(subscriber.finished)
    }

    func testSequenceStopsWhenCancelledAndIteratesLazily() {
        var produced = 0
        let numbers = (1...1_000).lazy.map { value -> Int in
            produced += 1
            return value
        }
        var received: [Int] = []
        var subscription: Subscription?
        numbers.publisher.subscribe(
            AnySubscriber<Int, Never>(
                receiveSubscription: {
                    subscription = $0
                    $0.request(.unlimited)
                },
                receiveValue: { value in
                    received.append(value)
                    if value == 3 { subscription?.cancel() }
                    return .none
                }))
        XCTAssertEqual(received, [1, 2, 3])
        XCTAssertLessThanOrEqual(produced, 4, "no element is produced after the cancel")
    }

    func testSequenceWithFailureTypeChainsWithFailingPublishers() {
        let subscriber = RecordingSubscriber<Int, TestError>()
        Publishers.Sequence<[Int], TestError>(sequence: [1, 2]).merge(with: Fail(error: TestError())).subscribe(subscriber)
        XCTAssertEqual(subscriber.values, [1, 2])
        XCTAssertEqual(subscriber.completion, .failure(TestError()))
    }

    func testOptionalPublisher() {
        let some = RecordingSubscriber<Int, Never>(initialDemand: .none)
        Optional(4).publisher.subscribe(some)
        XCTAssertEqual(some.values, [])
        some.subscription?.request(.max(1))
        XCTAssertEqual(some.values, [4])
        XCTAssertTrue(some.finished)
        let none = RecordingSubscriber<Int, Never>(initialDemand: .none)
        Int?.none.publisher.subscribe(none)
        XCTAssertEqual(none.values, [])
        XCTAssertTrue(none.finished, "nil finishes at once, without demand")
    }

    func testDeferredCreatesAPublisherPerSubscriber() {
        var created = 0
        let deferred = Deferred { () -> Just<Int> in
            created += 1
            return Just(created)
        }
        XCTAssertEqual(created, 0, "nothing runs before a subscriber arrives")
        var received: [Int] = []
        _ = deferred.sink { received.append($0) }
        _ = deferred.sink { received.append($0) }
        XCTAssertEqual(created, 2)
        XCTAssertEqual(received, [1, 2])
    }
}
