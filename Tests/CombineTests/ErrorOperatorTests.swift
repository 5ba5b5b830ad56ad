import Combine
import XCTest

/// `tryMap`, `mapError`, `setFailureType`, `replaceError`, `replaceNil`, `replaceEmpty`.
final class ErrorOperatorTests: XCTestCase {
    struct Wrapped: Error, Equatable { let inner: TestError }

    func testTryMapFailsWithTheThrownErrorAndCancelsUpstream() {
        let upstream = ProbePublisher<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Error>()
        upstream.tryMap { value -> Int in
            if value == 3 { throw TestError() }
            return value * 2
        }.subscribe(subscriber)
        for value in [1, 2, 3, 4] { upstream.send(value) }
        XCTAssertEqual(subscriber.values, [2, 4])
        XCTAssertEqual(subscriber.completion.flatMap { if case .failure(let e) = $0 { e as? TestError } else { nil } }, TestError())
        XCTAssertTrue(upstream.cancelled)
    }

    func testTryMapPassesTheUpstreamFailureOn() {
        let subscriber = RecordingSubscriber<Int, Error>()
        Fail<Int, TestError>(error: TestError()).tryMap { $0 }.subscribe(subscriber)
        guard case .failure(let error)? = subscriber.completion else { return XCTFail("expected a failure") }
        XCTAssertTrue(error is TestError)
    }

    func testMapErrorConvertsTheFailure() {
        let subscriber = RecordingSubscriber<Int, Wrapped>()
        Fail<Int, TestError>(error: TestError()).mapError { Wrapped(inner: $0) }.subscribe(subscriber)
        XCTAssertEqual(subscriber.completion, .failure(Wrapped(inner: TestError())))
        let values = RecordingSubscriber<Int, Wrapped>(initialDemand: .max(1))
        Publishers.Sequence<[Int], TestError>(sequence: [1, 2]).mapError { Wrapped(inner: $0) }.subscribe(values)
        XCTAssertEqual(values.values, [1], "demand passes through")
    }

    func testSetFailureTypeLetsANeverPublisherChainWithAFailingOne() {
        let subscriber = RecordingSubscriber<Int, TestError>()
        Just(1).setFailureType(to: TestError.self).merge(with: Fail(error: TestError())).subscribe(subscriber)
        XCTAssertEqual(subscriber.values, [1])
        XCTAssertEqual(subscriber.completion, .failure(TestError()))
    }

    func testReplaceErrorSendsTheValueWhenDemandedThenFinishes() {
        let upstream = ProbePublisher<String, TestError>()
        let subscriber = RecordingSubscriber<String, Never>(initialDemand: .max(1))
        upstream.replaceError(with: "fallback").subscribe(subscriber)
        upstream.send("a")
        upstream.send(completion: .failure(TestError()))
        XCTAssertEqual(subscriber.values, ["a"], "the replacement waits for demand")
        XCTAssertNil(subscriber.completion)
        subscriber.subscription?.request(.max(1))
        XCTAssertEqual(subscriber.values, ["a", "fallback"])
        XCTAssertTrue(subscriber.finished)
        let finishing = RecordingSubscriber<Int, Never>()
        [1].publisher.replaceError(with: 0).subscribe(finishing)
        XCTAssertEqual(finishing.values, [1], "no replacement when upstream finishes")
    }

    func testReplaceNil() {
        let subscriber = RecordingSubscriber<Int, Never>()
        [1, nil, 3].publisher.replaceNil(with: 0).subscribe(subscriber)
        XCTAssertEqual(subscriber.values, [1, 0, 3])
    }

    func testReplaceEmpty() {
        let empty = RecordingSubscriber<Int, Never>()
        Empty<Int, Never>().replaceEmpty(with: 9).subscribe(empty)
        XCTAssertEqual(empty.values, [9])
        XCTAssertTrue(empty.finished)
        let full = RecordingSubscriber<Int, Never>()
        [1, 2].publisher.replaceEmpty(with: 9).subscribe(full)
        XCTAssertEqual(full.values, [1, 2])
        let failing = RecordingSubscriber<Int, TestError>()
        Fail<Int, TestError>(error: TestError()).replaceEmpty(with: 9).subscribe(failing)
        XCTAssertEqual(failing.values, [], "a failure is not empty: it is passed on")
        XCTAssertEqual(failing.completion, .failure(TestError()))
    }
}
