import Combine
import XCTest

/// `prepend`, `append`, `catch`, `retry`, `handleEvents`.
final class ChainingOperatorTests: XCTestCase {
    func testPrependAndAppendValuesSequencesAndPublishers() {
        let subscriber = RecordingSubscriber<Int, Never>()
        Just(3).prepend(1, 2).append([4, 5]).append(Just(6)).prepend(Just(0)).subscribe(subscriber)
        XCTAssertEqual(subscriber.values, [0, 1, 2, 3, 4, 5, 6])
        XCTAssertTrue(subscriber.finished)
    }

    func testAppendCarriesTheRemainingDemandToTheSuffix() {
        let suffix = ProbePublisher<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .max(3))
        [1, 2].publisher.append(suffix).subscribe(subscriber)
        XCTAssertEqual(subscriber.values, [1, 2])
        XCTAssertEqual(suffix.requested, [.max(1)], "the suffix is asked only for what is left")
        suffix.send(3)
        XCTAssertFalse(suffix.send(4), "no demand left")
        subscriber.subscription?.request(.max(1))
        suffix.send(4)
        suffix.send(completion: .finished)
        XCTAssertEqual(subscriber.values, [1, 2, 3, 4])
        XCTAssertTrue(subscriber.finished)
    }

    func testSuffixIsNotSubscribedAfterAFailureOrACancel() {
        let suffix = ProbePublisher<Int, TestError>()
        let failing = RecordingSubscriber<Int, TestError>()
        Fail<Int, TestError>(error: TestError()).append(suffix).subscribe(failing)
        XCTAssertEqual(failing.completion, .failure(TestError()))
        XCTAssertEqual(suffix.subscriptions, 0)
        let prefix = ProbePublisher<Int, TestError>()
        let cancelled = RecordingSubscriber<Int, TestError>()
        prefix.append(suffix).subscribe(cancelled)
        cancelled.subscription?.cancel()
        XCTAssertTrue(prefix.cancelled)
        prefix.send(completion: .finished)
        XCTAssertEqual(suffix.subscriptions, 0)
    }

    func testCatchSwitchesToTheReplacementWithTheRemainingDemand() {
        let upstream = ProbePublisher<Int, TestError>()
        let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .max(3))
        upstream.catch { _ in [8, 9, 10].publisher }.subscribe(subscriber)
        upstream.send(1)
        upstream.send(completion: .failure(TestError()))
        XCTAssertEqual(subscriber.values, [1, 8, 9])
        XCTAssertNil(subscriber.completion)
        subscriber.subscription?.request(.max(1))
        XCTAssertEqual(subscriber.values, [1, 8, 9, 10])
        XCTAssertTrue(subscriber.finished)
    }

    func testCatchPassesAFinishOnAndCancelReachesTheCurrentUpstream() {
        let subscriber = RecordingSubscriber<Int, Never>()
        Publishers.Sequence<[Int], TestError>(sequence: [1]).catch { _ in Just(0) }.subscribe(subscriber)
        XCTAssertEqual(subscriber.values, [1])
        XCTAssertTrue(subscriber.finished)
        let upstream = ProbePublisher<Int, TestError>()
        let replacement = ProbePublisher<Int, Never>()
        let cancelled = RecordingSubscriber<Int, Never>()
        upstream.catch { _ in replacement }.subscribe(cancelled)
        upstream.send(completion: .failure(TestError()))
        cancelled.subscription?.cancel()
        XCTAssertTrue(replacement.cancelled)
    }

    func testRetryResubscribesThenPassesTheLastFailure() {
        var attempts = 0
        let flaky = Deferred { () -> AnyPublisher<Int, TestError> in
            attempts += 1
            return attempts < 3
                ? Fail(error: TestError()).eraseToAnyPublisher() : Just(attempts).setFailureType(to: TestError.self).eraseToAnyPublisher()
        }
        let subscriber = RecordingSubscriber<Int, TestError>()
        flaky.retry(2).subscribe(subscriber)
        XCTAssertEqual(subscriber.values, [3])
        XCTAssertTrue(subscriber.finished)
        attempts = -10
        let failing = RecordingSubscriber<Int, TestError>()
        flaky.retry(1).subscribe(failing)
        XCTAssertEqual(attempts, -8, "one attempt and one retry")
        XCTAssertEqual(failing.completion, .failure(TestError()))
    }

    func testHandleEventsSeesEveryEventInOrder() {
        var events: [String] = []
        let upstream = ProbePublisher<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .max(2), demandPerValue: .max(1))
        upstream.handleEvents(
            receiveSubscription: { _ in events.append("subscription") }, receiveOutput: { events.append("value \($0)") },
            receiveCompletion: { _ in events.append("completion") }, receiveCancel: { events.append("cancel") },
            receiveRequest: { events.append("request \($0)") }
        ).subscribe(subscriber)
        upstream.send(1)
        upstream.send(completion: .finished)
        XCTAssertEqual(events, ["subscription", "request max(2)", "value 1", "request max(1)", "completion"])
        XCTAssertEqual(subscriber.values, [1])
    }

    func testHandleEventsReportsACancelAndPassesItUpstream() {
        var cancels = 0
        let upstream = ProbePublisher<Int, Never>()
        let cancellable = upstream.handleEvents(receiveCancel: { cancels += 1 }).sink { _ in }
        cancellable.cancel()
        cancellable.cancel()
        XCTAssertEqual(cancels, 1)
        XCTAssertTrue(upstream.cancelled)
    }
}
