import Combine
import Foundation
import XCTest

/// receive(on:), debounce, throttle, Timer, NotificationCenter and
/// `.values`: time and thread of delivery.
final class SchedulingTests: XCTestCase {
    func testReceiveOnMainQueueDeliversOnMainThreadInOrder() {
        let subject = PassthroughSubject<Int, Never>()
        let done = expectation(description: "all values")
        var received: [Int] = []
        var onMain = true
        let cancellable = subject.receive(on: DispatchQueue.main).sink { value in
            onMain = onMain && Thread.isMainThread
            received.append(value)
            if received.count == 100 { done.fulfill() }
        }
        DispatchQueue.global().async { (0..<100).forEach(subject.send) }
        wait(for: [done], timeout: 10)
        XCTAssertTrue(onMain)
        XCTAssertEqual(received, Array(0..<100))
        cancellable.cancel()
    }

    func testReceiveOnRunLoopMainDeliversOnMainThreadLater() {
        let subject = PassthroughSubject<String, Never>()
        let done = expectation(description: "value")
        var thread = false
        var received: [String] = []
        let cancellable = subject.receive(on: RunLoop.main).sink {
            thread = Thread.isMainThread
            received.append($0)
            done.fulfill()
        }
        subject.send("x")
        XCTAssertEqual(received, [], "delivery is asynchronous")
        wait(for: [done], timeout: 10)
        XCTAssertTrue(thread)
        cancellable.cancel()
    }

    func testDebounceDeliversOnlyAfterQuiet() {
        let subject = PassthroughSubject<String, Never>()
        let done = expectation(description: "debounced")
        var received: [String] = []
        let cancellable = subject.debounce(for: .milliseconds(150), scheduler: DispatchQueue.main).sink {
            received.append($0)
            done.fulfill()
        }
        for text in ["s", "se", "sea", "search"] { subject.send(text) }
        wait(for: [done], timeout: 10)
        XCTAssertEqual(received, ["search"])
        // A second burst after a quiet period gives a second value.
        let again = expectation(description: "second burst")
        let second = subject.debounce(for: .milliseconds(50), scheduler: RunLoop.main).sink { _ in again.fulfill() }
        subject.send("done")
        wait(for: [again], timeout: 10)
        cancellable.cancel()
        second.cancel()
    }

    func testDebounceCancelledDeliversNothing() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let cancellable = subject.debounce(for: .milliseconds(20), scheduler: DispatchQueue.main).sink { received.append($0) }
        subject.send(1)
        cancellable.cancel()
        RunLoop.main.run(until: Date().addingTimeInterval(0.2))
        XCTAssertEqual(received, [])
    }

    func testThrottleFirstValueAtOnceThenLatestPerInterval() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let cancellable = subject.throttle(for: .milliseconds(200), scheduler: DispatchQueue.main, latest: true)
            .sink { received.append($0) }
        subject.send(1)
        subject.send(2)
        subject.send(3)
        RunLoop.main.run(until: Date().addingTimeInterval(0.05))
        XCTAssertEqual(received, [1], "the first value goes out at once")
        RunLoop.main.run(until: Date().addingTimeInterval(0.4))
        XCTAssertEqual(received, [1, 3], "the interval's latest value goes out when it ends")
        cancellable.cancel()
    }

    func testThrottleFirstKeepsFirstOfInterval() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let cancellable = subject.throttle(for: .milliseconds(150), scheduler: DispatchQueue.main, latest: false)
            .sink { received.append($0) }
        subject.send(1)
        subject.send(2)
        subject.send(3)
        RunLoop.main.run(until: Date().addingTimeInterval(0.4))
        XCTAssertEqual(received, [1, 2])
        cancellable.cancel()
    }

    func testTimerAutoconnectTicksOnMainAndStopsWhenCancelled() {
        let ticks = expectation(description: "three ticks")
        ticks.expectedFulfillmentCount = 3
        var mainThread = true
        var count = 0
        let cancellable = Timer.publish(every: 0.05, on: .main, in: .common).autoconnect().sink { _ in
            mainThread = mainThread && Thread.isMainThread
            count += 1
            if count <= 3 { ticks.fulfill() }
        }
        wait(for: [ticks], timeout: 10)
        cancellable.cancel()
        let stopped = count
        RunLoop.main.run(until: Date().addingTimeInterval(0.2))
        XCTAssertEqual(count, stopped, "no tick after cancel")
        XCTAssertTrue(mainThread)
    }

    func testTimerPublishesNothingUntilConnected() {
        let timer = Timer.publish(every: 0.02, on: .main, in: .default)
        var count = 0
        let sink = timer.sink { _ in count += 1 }
        RunLoop.main.run(until: Date().addingTimeInterval(0.1))
        XCTAssertEqual(count, 0)
        let connection = timer.connect()
        RunLoop.main.run(until: Date().addingTimeInterval(0.2))
        connection.cancel()
        XCTAssertGreaterThan(count, 0)
        sink.cancel()
    }

    func testNotificationCenterPublisherDeliversPostsSynchronously() {
        let center = NotificationCenter()
        let name = Notification.Name("DocumentSaved")
        var received: [String] = []
        let cancellable = center.publisher(for: name)
            .compactMap { $0.object as? String }
            .sink { received.append($0) }
        center.post(name: name, object: "one" as NSString)
        XCTAssertEqual(received, ["one"])
        cancellable.cancel()
        center.post(name: name, object: "two" as NSString)
        XCTAssertEqual(received, ["one"], "the observer is removed on cancel")
    }

    func testValuesAsAsyncSequence() async {
        let subject = CurrentValueSubject<Int, Never>(0)
        let producer = Task.detached {
            for value in 1...3 {
                try? await Task.sleep(nanoseconds: 10_000_000)
                subject.send(value)
            }
            subject.send(completion: .finished)
        }
        var received: [Int] = []
        for await value in subject.values { received.append(value) }
        await producer.value
        XCTAssertEqual(received.last, 3)
        XCTAssertEqual(received.first, 0)
        XCTAssertEqual(received, received.sorted())
    }

    func testThrowingValuesRethrowFailure() async {
        let future = Future<Int, TestError> { $0(.failure(TestError())) }
        do {
            for try await _ in future.values { XCTFail("no value expected") }
            XCTFail("expected the failure")
        } catch {
            XCTAssertTrue(error is TestError)
        }
    }
}
