import Combine
import SeededRandom
import XCTest

/// `flatMap(maxPublishers:_:)`: its four overloads, demand, limits, ending.
final class FlatMapTests: XCTestCase {
    func testFlatMapMergesTheInnerPublishersValues() {
        let subscriber = RecordingSubscriber<Int, Never>()
        [1, 2, 3].publisher.flatMap { [$0, $0 * 10].publisher }.subscribe(subscriber)
        XCTAssertEqual(subscriber.values, [1, 10, 2, 20, 3, 30])
        XCTAssertTrue(subscriber.finished)
    }

    func testEveryFailureCombinationCompiles() {
        let neverNever: Publishers.FlatMap<Just<Int>, Publishers.Sequence<[Int], Never>> = [1].publisher.flatMap { Just($0) }
        let neverFailing: Publishers.FlatMap<Fail<Int, TestError>, Publishers.SetFailureType<Just<Int>, TestError>> =
            Just(1).flatMap { _ in Fail<Int, TestError>(error: TestError()) }
        let failingNever: Publishers.FlatMap<Publishers.SetFailureType<Just<Int>, TestError>, Fail<Int, TestError>> =
            Fail<Int, TestError>(error: TestError()).flatMap { Just($0) }
        let matching: Publishers.FlatMap<Fail<Int, TestError>, Fail<Int, TestError>> =
            Fail<Int, TestError>(error: TestError()).flatMap { _ in Fail<Int, TestError>(error: TestError()) }
        let failed = RecordingSubscriber<Int, TestError>()
        neverFailing.subscribe(failed)
        XCTAssertEqual(failed.completion, .failure(TestError()), "an inner failure ends the result")
        let outerFailed = RecordingSubscriber<Int, TestError>()
        failingNever.subscribe(outerFailed)
        XCTAssertEqual(outerFailed.completion, .failure(TestError()))
        _ = (neverNever, matching)
    }

    func testInnerValuesWaitForDemandOnePerPublisher() {
        let a = ProbePublisher<Int, Never>()
        let b = ProbePublisher<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .max(1))
        [a, b].publisher.flatMap { $0 }.subscribe(subscriber)
        XCTAssertEqual(a.requested, [.max(1)], "an inner publisher is asked for one value at a time")
        XCTAssertTrue(a.send(1))
        XCTAssertTrue(b.send(2), "one value per inner publisher waits for demand")
        XCTAssertFalse(b.send(3))
        XCTAssertEqual(subscriber.values, [1])
        subscriber.subscription?.request(.max(2))
        XCTAssertEqual(subscriber.values, [1, 2])
        XCTAssertTrue(a.send(4))
        XCTAssertEqual(subscriber.values, [1, 2, 4])
    }

    func testMaxPublishersLimitsTheInnerSubscriptions() {
        let inners = (0..<3).map { _ in ProbePublisher<Int, Never>() }
        let upstream = ProbePublisher<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>()
        upstream.flatMap(maxPublishers: .max(2)) { inners[$0] }.subscribe(subscriber)
        XCTAssertEqual(upstream.requested, [.max(2)])
        for index in 0..<3 { upstream.send(index) }
        XCTAssertEqual(inners.map(\.subscriptions), [1, 1, 0], "the third value waits for a free slot")
        inners[0].send(completion: .finished)
        XCTAssertEqual(upstream.requested, [.max(2), .max(1)], "a finished inner publisher frees its slot")
        upstream.send(2)
        XCTAssertEqual(inners[2].subscriptions, 1)
    }

    func testFinishesOnlyWhenUpstreamAndEveryInnerHaveFinished() {
        let upstream = ProbePublisher<Int, Never>()
        let inner = ProbePublisher<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>()
        upstream.flatMap { _ in inner }.subscribe(subscriber)
        upstream.send(0)
        upstream.send(completion: .finished)
        XCTAssertNil(subscriber.completion)
        inner.send(7)
        inner.send(completion: .finished)
        XCTAssertEqual(subscriber.values, [7])
        XCTAssertTrue(subscriber.finished)
    }

    func testAnInnerFailureCancelsEverythingAndCancelReachesAll() {
        let upstream = ProbePublisher<Int, TestError>()
        let first = ProbePublisher<Int, TestError>()
        let second = ProbePublisher<Int, TestError>()
        let subscriber = RecordingSubscriber<Int, TestError>()
        upstream.flatMap { $0 == 0 ? first : second }.subscribe(subscriber)
        upstream.send(0)
        upstream.send(1)
        second.send(completion: .failure(TestError()))
        XCTAssertEqual(subscriber.completion, .failure(TestError()))
        XCTAssertTrue(first.cancelled)
        XCTAssertTrue(upstream.cancelled)
        let cancelledUpstream = ProbePublisher<Int, TestError>()
        let cancelledInner = ProbePublisher<Int, TestError>()
        let cancelling = RecordingSubscriber<Int, TestError>()
        cancelledUpstream.flatMap { _ in cancelledInner }.subscribe(cancelling)
        cancelledUpstream.send(0)
        cancelling.subscription?.cancel()
        XCTAssertTrue(cancelledUpstream.cancelled)
        XCTAssertTrue(cancelledInner.cancelled)
    }

    func testRandomizedInnerCountsKeepEveryValueAndEachPublishersOrder() {
        var generator = SplitMix64(seed: 0xC0FFEE)
        for _ in 0..<50 {
            let counts = (0..<Int.random(in: 1...6, using: &generator)).map { _ in Int.random(in: 0...5, using: &generator) }
            let batch = Int.random(in: 1...4, using: &generator)
            let subscriber = RecordingSubscriber<[Int], Never>(initialDemand: .max(batch), demandPerValue: .max(1))
            counts.enumerated().publisher
                .flatMap(maxPublishers: .max(Int.random(in: 1...3, using: &generator))) { index, count in
                    (0..<count).map { [index, $0] }.publisher
                }
                .subscribe(subscriber)
            XCTAssertEqual(subscriber.values.count, counts.reduce(0, +))
            for (index, count) in counts.enumerated() {
                XCTAssertEqual(subscriber.values.filter { $0[0] == index }.map { $0[1] }, Array(0..<count))
            }
            XCTAssertTrue(subscriber.finished)
        }
    }
}
