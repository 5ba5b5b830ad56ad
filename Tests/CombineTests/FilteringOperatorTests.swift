import Combine
import XCTest

/// `dropFirst`, `drop(while:)`, `prefix`, `output`, `prefix(while:)`, `scan`, `collect(_:)`.
final class FilteringOperatorTests: XCTestCase {
    func testDropFirstSkipsAndReplacesTheDemand() {
        let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .max(2))
        (1...10).publisher.dropFirst(3).subscribe(subscriber)
        XCTAssertEqual(subscriber.values, [4, 5], "skipped values do not use up the demand")
        XCTAssertNil(subscriber.completion)
        let once = RecordingSubscriber<Int, Never>()
        [1, 2].publisher.dropFirst().subscribe(once)
        XCTAssertEqual(once.values, [2])
        XCTAssertTrue(once.finished)
    }

    func testDropWhileSkipsOnlyTheLeadingValues() {
        let subscriber = RecordingSubscriber<Int, Never>()
        [1, 2, 5, 1, 6].publisher.drop { $0 < 3 }.subscribe(subscriber)
        XCTAssertEqual(subscriber.values, [5, 1, 6])
        XCTAssertTrue(subscriber.finished)
    }

    func testPrefixFinishesAndCancelsUpstreamAfterTheLastValue() {
        let upstream = ProbePublisher<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>()
        upstream.prefix(2).subscribe(subscriber)
        upstream.send(1)
        XCTAssertFalse(upstream.cancelled)
        upstream.send(2)
        XCTAssertEqual(subscriber.values, [1, 2])
        XCTAssertTrue(subscriber.finished, "finishes at the last value, not at the next one")
        XCTAssertTrue(upstream.cancelled)
    }

    func testPrefixHonoursDemand() {
        let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .max(1))
        (1...10).publisher.prefix(3).subscribe(subscriber)
        XCTAssertEqual(subscriber.values, [1])
        subscriber.subscription?.request(.max(5))
        XCTAssertEqual(subscriber.values, [1, 2, 3])
        XCTAssertTrue(subscriber.finished)
    }

    func testOutputAtAndIn() {
        var at: [String] = []
        _ = ["a", "b", "c"].publisher.output(at: 1).sink { at.append($0) }
        XCTAssertEqual(at, ["b"])
        let range = RecordingSubscriber<Int, Never>()
        (0..<10).publisher.output(in: 3...5).subscribe(range)
        XCTAssertEqual(range.values, [3, 4, 5])
        XCTAssertTrue(range.finished)
    }

    func testPrefixWhileFinishesAtTheFirstRejectedValue() {
        let upstream = ProbePublisher<Int, TestError>()
        let subscriber = RecordingSubscriber<Int, TestError>()
        upstream.prefix { $0 < 3 }.subscribe(subscriber)
        for value in [1, 2, 3, 1] { upstream.send(value) }
        XCTAssertEqual(subscriber.values, [1, 2])
        XCTAssertTrue(subscriber.finished)
        XCTAssertTrue(upstream.cancelled)
    }

    func testCancellingAnOperatorCancelsUpstream() {
        let upstream = ProbePublisher<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .max(3))
        upstream.dropFirst().scan(0, +).subscribe(subscriber)
        XCTAssertEqual(upstream.totalRequested, .max(3), "demand passes through to upstream")
        subscriber.subscription?.cancel()
        XCTAssertTrue(upstream.cancelled)
        XCTAssertFalse(upstream.send(1))
    }

    func testScanPublishesEachRunningResult() {
        let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .max(2))
        [1, 2, 3].publisher.scan(10, +).subscribe(subscriber)
        XCTAssertEqual(subscriber.values, [11, 13])
        subscriber.subscription?.request(.max(1))
        XCTAssertEqual(subscriber.values, [11, 13, 16])
        XCTAssertTrue(subscriber.finished)
    }

    func testCollectByCountGroupsAndSendsTheRemainder() {
        let subscriber = RecordingSubscriber<[Int], Never>(initialDemand: .max(1))
        (1...7).publisher.collect(3).subscribe(subscriber)
        XCTAssertEqual(subscriber.values, [[1, 2, 3]])
        XCTAssertNil(subscriber.completion)
        subscriber.subscription?.request(.max(5))
        XCTAssertEqual(subscriber.values, [[1, 2, 3], [4, 5, 6], [7]])
        XCTAssertTrue(subscriber.finished)
    }

    func testCollectByCountDropsThePartialArrayOnFailure() {
        let upstream = ProbePublisher<Int, TestError>()
        let subscriber = RecordingSubscriber<[Int], TestError>()
        upstream.collect(2).subscribe(subscriber)
        for value in [1, 2, 3] { upstream.send(value) }
        upstream.send(completion: .failure(TestError()))
        XCTAssertEqual(subscriber.values, [[1, 2]])
        XCTAssertEqual(subscriber.completion, .failure(TestError()))
    }
}
