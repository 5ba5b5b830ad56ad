import Combine
import XCTest

/// `first`, `first(where:)`, `last`, `reduce`, `collect()`, `ignoreOutput`.
final class ReducingOperatorTests: XCTestCase {
    func testFirstTakesOneValueCancelsUpstreamAndWaitsForDemand() {
        let upstream = ProbePublisher<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .none)
        upstream.first().subscribe(subscriber)
        XCTAssertEqual(upstream.totalRequested, .unlimited, "first asks upstream for everything at once")
        upstream.send(7)
        XCTAssertTrue(upstream.cancelled)
        XCTAssertEqual(subscriber.values, [], "the value waits for demand")
        subscriber.subscription?.request(.max(1))
        XCTAssertEqual(subscriber.values, [7])
        XCTAssertTrue(subscriber.finished)
    }

    func testFirstOfEmptyFinishesWithoutValue() {
        let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .none)
        Empty<Int, Never>().first().subscribe(subscriber)
        XCTAssertEqual(subscriber.values, [])
        XCTAssertTrue(subscriber.finished)
    }

    func testFirstWhereSkipsUntilAMatch() {
        let upstream = ProbePublisher<Int, TestError>()
        let subscriber = RecordingSubscriber<Int, TestError>()
        upstream.first { $0 > 2 }.subscribe(subscriber)
        for value in [1, 2] { upstream.send(value) }
        XCTAssertNil(subscriber.completion)
        upstream.send(3)
        XCTAssertEqual(subscriber.values, [3])
        XCTAssertTrue(subscriber.finished)
        XCTAssertTrue(upstream.cancelled)
    }

    func testLastPublishesOnFinishAndFailurePassesThrough() {
        let subscriber = RecordingSubscriber<Int, Never>()
        [1, 2, 3].publisher.last().subscribe(subscriber)
        XCTAssertEqual(subscriber.values, [3])
        XCTAssertTrue(subscriber.finished)
        let upstream = ProbePublisher<Int, TestError>()
        let failing = RecordingSubscriber<Int, TestError>()
        upstream.last().subscribe(failing)
        upstream.send(1)
        upstream.send(completion: .failure(TestError()))
        XCTAssertEqual(failing.values, [], "a failure drops the value kept")
        XCTAssertEqual(failing.completion, .failure(TestError()))
    }

    func testReduceAndCollect() {
        let sum = RecordingSubscriber<Int, Never>(initialDemand: .none)
        (1...4).publisher.reduce(100, +).subscribe(sum)
        XCTAssertEqual(sum.values, [])
        sum.subscription?.request(.max(1))
        XCTAssertEqual(sum.values, [110])
        XCTAssertTrue(sum.finished)
        let all = RecordingSubscriber<[String], Never>()
        ["a", "b"].publisher.collect().subscribe(all)
        XCTAssertEqual(all.values, [["a", "b"]])
        let none = RecordingSubscriber<[Int], Never>()
        Empty<Int, Never>().collect().subscribe(none)
        XCTAssertEqual(none.values, [[]], "collect publishes an empty array for an empty upstream")
        XCTAssertTrue(none.finished)
    }

    func testCancellingAReducerCancelsUpstream() {
        let upstream = ProbePublisher<Int, Never>()
        let subscriber = RecordingSubscriber<[Int], Never>()
        upstream.collect().subscribe(subscriber)
        upstream.send(1)
        subscriber.subscription?.cancel()
        XCTAssertTrue(upstream.cancelled)
        upstream.send(completion: .finished)
        XCTAssertEqual(subscriber.values, [])
        XCTAssertNil(subscriber.completion)
    }

    func testIgnoreOutputPassesOnlyTheCompletion() {
        let upstream = ProbePublisher<Int, TestError>()
        let subscriber = RecordingSubscriber<Never, TestError>(initialDemand: .none)
        upstream.ignoreOutput().subscribe(subscriber)
        XCTAssertTrue(upstream.send(1), "values are requested without downstream demand")
        upstream.send(completion: .failure(TestError()))
        XCTAssertEqual(subscriber.completion, .failure(TestError()))
    }
}
