import Combine
import XCTest

/// `ObservableObject` and `@Published`: the synthesized `objectWillChange`
/// fires before the change, `$property` publishes, `assign(to:)`.
final class ObservableObjectTests: XCTestCase {
    class Document: ObservableObject {
        @Published var title = "Untitled"
        @Published var wordCount = 0
        var unpublished = 0
    }

    final class Chapter: Document {
        @Published var number = 1
    }

    func testObjectWillChangeFiresBeforeTheChange() {
        let document = Document()
        var seenDuringNotification: [String] = []
        let cancellable = document.objectWillChange.sink { seenDuringNotification.append(document.title) }
        document.title = "Draft"
        document.wordCount = 3
        XCTAssertEqual(seenDuringNotification, ["Untitled", "Draft"], "subscribers see the old value")
        XCTAssertEqual(document.title, "Draft")
        document.unpublished = 5
        XCTAssertEqual(seenDuringNotification.count, 2, "non-@Published properties do not notify")
        cancellable.cancel()
    }

    func testObjectWillChangeIsOnePublisherPerObject() {
        let document = Document()
        XCTAssertTrue(document.objectWillChange === document.objectWillChange)
        XCTAssertFalse(document.objectWillChange === Document().objectWillChange)
    }

    func testSubclassPublishedPropertiesNotifyTheSamePublisher() {
        let chapter = Chapter()
        var count = 0
        let cancellable = chapter.objectWillChange.sink { count += 1 }
        chapter.number = 2
        chapter.title = "One"
        XCTAssertEqual(count, 2)
        cancellable.cancel()
    }

    func testProjectedPublisherSendsCurrentThenNewValuesBeforeStoring() {
        let document = Document()
        var received: [String] = []
        var storedWhenReceived: [String] = []
        let cancellable = document.$title.sink { value in
            received.append(value)
            storedWhenReceived.append(document.title)
        }
        document.title = "A"
        document.title = "B"
        XCTAssertEqual(received, ["Untitled", "A", "B"])
        XCTAssertEqual(storedWhenReceived, ["Untitled", "Untitled", "A"], "$property publishes in willSet")
        cancellable.cancel()
    }

    func testAssignToPublishedKeepsFlowingAndNotifies() {
        let document = Document()
        let words = PassthroughSubject<Int, Never>()
        var changes = 0
        let cancellable = document.objectWillChange.sink { changes += 1 }
        words.assign(to: &document.$wordCount)
        words.send(12)
        XCTAssertEqual(document.wordCount, 12)
        XCTAssertGreaterThanOrEqual(changes, 1)
        cancellable.cancel()
    }

    func testAssignToPublishedDoesNotKeepTheObjectAlive() {
        weak var released: Document?
        let words = PassthroughSubject<Int, Never>()
        do {
            let document = Document()
            words.assign(to: &document.$wordCount)
            released = document
        }
        XCTAssertNil(released)
        words.send(1)
    }

    func testObjectWithoutPublishedPropertiesStillHasAPublisher() {
        final class Plain: ObservableObject {}
        var fired = false
        let cancellable = Plain().objectWillChange.sink { fired = true }
        XCTAssertFalse(fired)
        cancellable.cancel()
    }

    func testCustomObjectWillChange() {
        final class Manual: ObservableObject {
            let objectWillChange = PassthroughSubject<Void, Never>()
            var value = 0 { willSet { objectWillChange.send() } }
        }
        let manual = Manual()
        var count = 0
        let cancellable = manual.objectWillChange.sink { count += 1 }
        manual.value = 1
        XCTAssertEqual(count, 1)
        cancellable.cancel()
    }
}
