import Combine
import XCTest

/// `switchToLatest()`: the latest inner publisher only, its overloads, demand, ending.
final class SwitchToLatestTests: XCTestCase {
    func testANewPublisherCancelsThePreviousOne() {
        let outer = PassthroughSubject<ProbePublisher<Int, Never>, Never>()
        let first = ProbePublisher<Int, Never>()
        let second = ProbePublisher<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>()
        outer.switchToLatest().subscribe(subscriber)
        outer.send(first)
        first.send(1)
        outer.send(second)
        XCTAssertTrue(first.cancelled)
        XCTAssertFalse(first.send(2))
        second.send(3)
        XCTAssertEqual(subscriber.values, [1, 3])
    }

    func testTheRemainingDemandCarriesToTheNextPublisher() {
        let outer = PassthroughSubject<ProbePublisher<Int, Never>, Never>()
        let first = ProbePublisher<Int, Never>()
        let second = ProbePublisher<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .max(3))
        outer.switchToLatest().subscribe(subscriber)
        outer.send(first)
        first.send(1)
        outer.send(second)
        XCTAssertEqual(second.requested, [.max(2)])
    }

    func testFinishesWhenTheUpstreamAndTheLatestHaveFinished() {
        let outer = PassthroughSubject<ProbePublisher<Int, Never>, Never>()
        let inner = ProbePublisher<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>()
        outer.switchToLatest().subscribe(subscriber)
        outer.send(inner)
        outer.send(completion: .finished)
        XCTAssertNil(subscriber.completion, "the latest publisher still runs")
        inner.send(1)
        inner.send(completion: .finished)
        XCTAssertEqual(subscriber.values, [1])
        XCTAssertTrue(subscriber.finished)
        let idle = RecordingSubscriber<Int, Never>()
        Just(Just(5)).switchToLatest().subscribe(idle)
        XCTAssertEqual(idle.values, [5])
        XCTAssertTrue(idle.finished)
    }

    func testAnInnerFailureEndsItAndCancelsTheUpstream() {
        let outer = ProbePublisher<AnyPublisher<Int, TestError>, TestError>()
        let subscriber = RecordingSubscriber<Int, TestError>()
        outer.switchToLatest().subscribe(subscriber)
        XCTAssertEqual(outer.requested, [.unlimited])
        outer.send(Fail(error: TestError()).eraseToAnyPublisher())
        XCTAssertEqual(subscriber.completion, .failure(TestError()))
        XCTAssertTrue(outer.cancelled)
    }

    func testCancelReachesBothUpstreams() {
        let outer = PassthroughSubject<ProbePublisher<Int, Never>, Never>()
        let inner = ProbePublisher<Int, Never>()
        var outerCancels = 0
        let subscriber = RecordingSubscriber<Int, Never>()
        outer.handleEvents(receiveCancel: { outerCancels += 1 }).switchToLatest().subscribe(subscriber)
        outer.send(inner)
        subscriber.subscription?.cancel()
        XCTAssertTrue(inner.cancelled)
        XCTAssertEqual(outerCancels, 1)
    }

    func testEveryFailureCombinationCompiles() {
        let neverNever: Publishers.SwitchToLatest<Just<Int>, Just<Just<Int>>> = Just(Just(1)).switchToLatest()
        let neverFailing:
            Publishers.SwitchToLatest<Fail<Int, TestError>, Publishers.SetFailureType<Just<Fail<Int, TestError>>, TestError>> =
                Just(Fail<Int, TestError>(error: TestError())).switchToLatest()
        let failingNever = Fail<Just<Int>, TestError>(error: TestError()).switchToLatest()
        let failed = RecordingSubscriber<Int, TestError>()
        neverFailing.subscribe(failed)
        XCTAssertEqual(failed.completion, .failure(TestError()))
        let outerFailed = RecordingSubscriber<Int, TestError>()
        failingNever.subscribe(outerFailed)
        XCTAssertEqual(outerFailed.completion, .failure(TestError()))
        _ = neverNever
    }
}
