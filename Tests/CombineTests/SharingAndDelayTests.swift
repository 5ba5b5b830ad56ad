import Combine
import Foundation
import XCTest

/// `share`, `multicast`, `delay`.
final class SharingAndDelayTests: XCTestCase {
    func testShareSubscribesUpstreamOnceAndServesEverySubscriber() {
        let upstream = ProbePublisher<Int, Never>()
        let shared = upstream.share()
        var first: [Int] = []
        var second: [Int] = []
        let a = shared.sink { first.append($0) }
        let b = shared.sink { second.append($0) }
        XCTAssertEqual(upstream.subscriptions, 1)
        upstream.send(1)
        upstream.send(2)
        XCTAssertEqual(first, [1, 2])
        XCTAssertEqual(second, [1, 2])
        a.cancel()
        XCTAssertFalse(upstream.cancelled, "one subscriber left")
        b.cancel()
        XCTAssertTrue(upstream.cancelled, "the last cancel disconnects")
    }

    func testShareGivesALateSubscriberOnlyTheCompletion() {
        let shared = [1, 2].publisher.share()
        let early = RecordingSubscriber<Int, Never>()
        shared.subscribe(early)
        XCTAssertEqual(early.values, [1, 2])
        let late = RecordingSubscriber<Int, Never>()
        shared.subscribe(late)
        XCTAssertEqual(late.values, [])
        XCTAssertTrue(late.finished)
    }

    func testMulticastWaitsForConnect() {
        let upstream = ProbePublisher<Int, Never>()
        let multicast = upstream.multicast { PassthroughSubject<Int, Never>() }
        var received: [Int] = []
        let sink = multicast.sink { received.append($0) }
        XCTAssertEqual(upstream.subscriptions, 0)
        let connection = multicast.connect()
        upstream.send(5)
        XCTAssertEqual(received, [5])
        connection.cancel()
        XCTAssertTrue(upstream.cancelled)
        sink.cancel()
    }

    func testDelayDeliversLaterOnTheSchedulerInOrder() {
        let subject = PassthroughSubject<Int, TestError>()
        let done = expectation(description: "completion")
        var received: [Int] = []
        var onMain = true
        let start = Date()
        var elapsed: TimeInterval = 0
        let cancellable = subject.delay(for: .milliseconds(100), scheduler: DispatchQueue.main).sink(
            receiveCompletion: { _ in
                elapsed = Date().timeIntervalSince(start)
                done.fulfill()
            },
            receiveValue: {
                onMain = onMain && Thread.isMainThread
                received.append($0)
            })
        subject.send(1)
        subject.send(2)
        subject.send(completion: .failure(TestError()))
        XCTAssertEqual(received, [], "nothing arrives before the delay")
        wait(for: [done], timeout: 10)
        XCTAssertEqual(received, [1, 2])
        XCTAssertTrue(onMain)
        XCTAssertGreaterThanOrEqual(elapsed, 0.09, "the completion is delayed too")
        cancellable.cancel()
    }

    func testDelayPassesDemandUpstreamAndCancelStopsIt() {
        let upstream = ProbePublisher<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .max(2))
        upstream.delay(for: .seconds(10), scheduler: DispatchQueue.main).subscribe(subscriber)
        XCTAssertEqual(upstream.totalRequested, .max(2))
        subscriber.subscription?.cancel()
        XCTAssertTrue(upstream.cancelled)
    }

    func testDelayOnTheImmediateSchedulerDeliversAtOnce() {
        let subscriber = RecordingSubscriber<Int, Never>()
        [1, 2].publisher.delay(for: 5, scheduler: ImmediateScheduler.shared).subscribe(subscriber)
        XCTAssertEqual(subscriber.values, [1, 2])
        XCTAssertTrue(subscriber.finished)
    }
}
