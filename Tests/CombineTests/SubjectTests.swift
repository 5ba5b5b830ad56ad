import Combine
import XCTest

/// Subjects: multicast, demand, completion, cancellation.
final class SubjectTests: XCTestCase {
    func testPassthroughDeliversOnlyWithinDemandAndDropsTheRest() {
        let subject = PassthroughSubject<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .max(2))
        subject.subscribe(subscriber)
        (1...5).forEach(subject.send)
        XCTAssertEqual(subscriber.values, [1, 2], "values beyond the demand are dropped")
        subscriber.subscription?.request(.max(1))
        subject.send(6)
        XCTAssertEqual(subscriber.values, [1, 2, 6], "a passthrough subject does not buffer")
    }

    func testDemandReturnedFromReceiveAddsUp() {
        let subject = PassthroughSubject<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .max(1), demandPerValue: .max(1))
        subject.subscribe(subscriber)
        (1...4).forEach(subject.send)
        XCTAssertEqual(subscriber.values, [1, 2, 3, 4])
    }

    func testCompletionReachesEverySubscriberAndLaterSendsAreIgnored() {
        let subject = PassthroughSubject<Int, TestError>()
        let first = RecordingSubscriber<Int, TestError>()
        let second = RecordingSubscriber<Int, TestError>()
        subject.subscribe(first)
        subject.subscribe(second)
        subject.send(1)
        subject.send(completion: .failure(TestError()))
        subject.send(2)
        XCTAssertEqual(first.values, [1])
        XCTAssertEqual(second.values, [1])
        XCTAssertEqual(first.completion, .failure(TestError()))
        let late = RecordingSubscriber<Int, TestError>()
        subject.subscribe(late)
        XCTAssertEqual(late.completion, .failure(TestError()), "a late subscriber gets the completion at once")
        XCTAssertEqual(late.values, [])
    }

    func testCancelledSinkReceivesNothingMore() {
        let subject = PassthroughSubject<String, Never>()
        var received: [String] = []
        let cancellable = subject.sink { received.append($0) }
        subject.send("a")
        cancellable.cancel()
        subject.send("b")
        XCTAssertEqual(received, ["a"])
    }

    func testReleasingAnyCancellableCancels() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        var cancellable: AnyCancellable? = subject.sink { received.append($0) }
        subject.send(1)
        cancellable = nil
        subject.send(2)
        XCTAssertNil(cancellable)
        XCTAssertEqual(received, [1])
    }

    func testStoreInSetKeepsTheSubscriptionAlive() {
        let subject = PassthroughSubject<Int, Never>()
        var bag = Set<AnyCancellable>()
        var received: [Int] = []
        subject.sink { received.append($0) }.store(in: &bag)
        subject.send(7)
        XCTAssertEqual(received, [7])
        bag.removeAll()
        subject.send(8)
        XCTAssertEqual(received, [7])
    }

    func testCurrentValueSubjectSendsCurrentValueFirstThenChanges() {
        let subject = CurrentValueSubject<Int, Never>(10)
        var received: [Int] = []
        let cancellable = subject.sink { received.append($0) }
        subject.value = 11
        subject.send(12)
        XCTAssertEqual(received, [10, 11, 12])
        XCTAssertEqual(subject.value, 12)
        cancellable.cancel()
    }

    func testCurrentValueSubjectKeepsLatestValueUntilDemandArrives() {
        let subject = CurrentValueSubject<Int, Never>(1)
        let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .none)
        subject.subscribe(subscriber)
        subject.send(2)
        subject.send(3)
        XCTAssertEqual(subscriber.values, [])
        subscriber.subscription?.request(.max(1))
        XCTAssertEqual(subscriber.values, [3], "without demand only the latest value waits")
    }

    func testSubscribersAreServedInSubscriptionOrder() {
        let subject = PassthroughSubject<Int, Never>()
        var log: [String] = []
        let a = subject.sink { log.append("a\($0)") }
        let b = subject.sink { log.append("b\($0)") }
        subject.send(1)
        subject.send(2)
        XCTAssertEqual(log, ["a1", "b1", "a2", "b2"])
        _ = (a, b)
    }

    func testSubjectCanSubscribeToAPublisher() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let sink = subject.sink { received.append($0) }
        let link = Just(5).subscribe(subject)
        XCTAssertEqual(received, [5])
        _ = (sink, link)
    }

    func testSendingFromManyThreadsDeliversEveryValueOnce() {
        let subject = PassthroughSubject<Int, Never>()
        let lock = NSLock()
        var received = Set<Int>()
        let sink = subject.sink { value in lock.withLock { _ = received.insert(value) } }
        DispatchQueue.concurrentPerform(iterations: 1_000) { subject.send($0) }
        XCTAssertEqual(received.count, 1_000)
        sink.cancel()
    }
}
