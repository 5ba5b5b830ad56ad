import Combine
import XCTest

/// Just, Empty, Fail, Future, AnyPublisher, and the value operators.
final class PublisherTests: XCTestCase {
    func testJustWaitsForDemandThenFinishes() {
        let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .none)
        Just(3).subscribe(subscriber)
        XCTAssertEqual(subscriber.values, [])
        XCTAssertNil(subscriber.completion)
        subscriber.subscription?.request(.max(1))
        XCTAssertEqual(subscriber.values, [3])
        XCTAssertTrue(subscriber.finished)
    }

    func testEmptyAndFail() {
        let empty = RecordingSubscriber<Int, Never>()
        Empty<Int, Never>().subscribe(empty)
        XCTAssertTrue(empty.finished)
        let never = RecordingSubscriber<Int, Never>()
        Empty<Int, Never>(completeImmediately: false).subscribe(never)
        XCTAssertNil(never.completion)
        let failing = RecordingSubscriber<Int, TestError>()
        Fail<Int, TestError>(error: TestError()).subscribe(failing)
        XCTAssertEqual(failing.completion, .failure(TestError()))
    }

    func testFutureRunsOnceAndServesEverySubscriber() {
        var runs = 0
        var fulfil: ((Result<String, Never>) -> Void)?
        let future = Future<String, Never> { promise in
            runs += 1
            fulfil = promise
        }
        var early: [String] = []
        let first = future.sink { early.append($0) }
        XCTAssertEqual(early, [])
        fulfil?(.success("done"))
        fulfil?(.success("again"))
        var late: [String] = []
        let second = future.sink { late.append($0) }
        XCTAssertEqual(early, ["done"])
        XCTAssertEqual(late, ["done"])
        XCTAssertEqual(runs, 1, "a future runs its closure once, when created")
        _ = (first, second)
    }

    func testFutureFailure() {
        let future = Future<Int, TestError> { $0(.failure(TestError())) }
        let subscriber = RecordingSubscriber<Int, TestError>()
        future.subscribe(subscriber)
        XCTAssertEqual(subscriber.completion, .failure(TestError()))
    }

    func testMapCompactMapFilterRemoveDuplicatesChain() {
        let subject = PassthroughSubject<String, Never>()
        var received: [Int] = []
        let sink =
            subject
            .compactMap(Int.init)
            .filter { $0 >= 0 }
            .removeDuplicates()
            .map { $0 * 10 }
            .eraseToAnyPublisher()
            .sink { received.append($0) }
        ["1", "x", "1", "-2", "2", "2", "1"].forEach(subject.send)
        XCTAssertEqual(received, [10, 20, 10])
        sink.cancel()
    }

    func testDroppedValuesReplenishDemand() {
        let subject = PassthroughSubject<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .max(2))
        subject.filter { $0.isMultiple(of: 2) }.subscribe(subscriber)
        (1...6).forEach(subject.send)
        XCTAssertEqual(subscriber.values, [2, 4], "filtered-out values do not use up the demand")
    }

    func testMapKeyPath() {
        struct Item { let name: String }
        var names: [String] = []
        let sink = Just(Item(name: "a")).map(\.name).sink { names.append($0) }
        XCTAssertEqual(names, ["a"])
        sink.cancel()
    }

    func testRemoveDuplicatesBy() {
        var received: [Int] = []
        let subject = PassthroughSubject<Int, Never>()
        let sink = subject.removeDuplicates { $0 / 10 == $1 / 10 }.sink { received.append($0) }
        [1, 5, 12, 19, 3].forEach(subject.send)
        XCTAssertEqual(received, [1, 12, 3])
        sink.cancel()
    }

    func testAssignToOnWritesAndKeepsObject() {
        final class Target { var text = "" }
        let target = Target()
        let subject = PassthroughSubject<String, Never>()
        let cancellable = subject.assign(to: \.text, on: target)
        subject.send("hello")
        XCTAssertEqual(target.text, "hello")
        cancellable.cancel()
        subject.send("ignored")
        XCTAssertEqual(target.text, "hello")
    }

    func testMergeInterleavesAndFinishesWhenBothFinish() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>()
        a.merge(with: b).subscribe(subscriber)
        a.send(1)
        b.send(2)
        a.send(3)
        a.send(completion: .finished)
        XCTAssertNil(subscriber.completion)
        b.send(4)
        b.send(completion: .finished)
        XCTAssertEqual(subscriber.values, [1, 2, 3, 4])
        XCTAssertTrue(subscriber.finished)
    }

    func testMergeHoldsValuesUntilDemand() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let subscriber = RecordingSubscriber<Int, Never>(initialDemand: .max(1))
        a.merge(with: b).subscribe(subscriber)
        a.send(1)
        b.send(2)
        a.send(3)
        XCTAssertEqual(subscriber.values, [1])
        subscriber.subscription?.request(.max(2))
        XCTAssertEqual(subscriber.values, [1, 2, 3])
    }

    func testCombineLatestWaitsForBothThenPairsLatest() {
        let a = PassthroughSubject<Int, TestError>()
        let b = PassthroughSubject<String, TestError>()
        let subscriber = RecordingSubscriber<String, TestError>()
        a.combineLatest(b) { "\($0)\($1)" }.subscribe(subscriber)
        a.send(1)
        XCTAssertEqual(subscriber.values, [])
        b.send("x")
        a.send(2)
        b.send("y")
        XCTAssertEqual(subscriber.values, ["1x", "2x", "2y"])
        b.send(completion: .failure(TestError()))
        a.send(3)
        XCTAssertEqual(subscriber.values, ["1x", "2x", "2y"])
        XCTAssertEqual(subscriber.completion, .failure(TestError()), "one failure ends the combination")
    }

    func testDemandArithmetic() {
        XCTAssertEqual(Subscribers.Demand.max(2) + .max(3), .max(5))
        XCTAssertEqual(Subscribers.Demand.max(2) + .unlimited, .unlimited)
        XCTAssertEqual(Subscribers.Demand.max(2) - .max(5), .none)
        XCTAssertEqual(Subscribers.Demand.unlimited - 1, .unlimited)
        XCTAssertTrue(Subscribers.Demand.max(1) < .unlimited)
        XCTAssertTrue(Subscribers.Demand.unlimited > 1_000_000)
        XCTAssertEqual(Subscribers.Demand.max(Int.max) + 1, .unlimited)
    }
}
