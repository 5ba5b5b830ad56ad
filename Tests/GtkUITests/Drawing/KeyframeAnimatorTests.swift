import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

@MainActor
private final class Likes: ObservableObject {
    @Published var count = 0
}

private struct Fading: View {
    @ObservedObject var likes: Likes
    var body: some View {
        VStack {
            Text("Heart").keyframeAnimator(initialValue: 1.0, trigger: likes.count) { content, opacity in
                content.opacity(opacity)
            } keyframes: { _ in
                LinearKeyframe(0.2, duration: 0.4)
                LinearKeyframe(0.6, duration: 0.4)
            }
            KeyframeAnimator(initialValue: 0.0, repeating: true) { step in
                Text("step \(Int(step))")
            } keyframes: { _ in
                LinearKeyframe(10.0, duration: 0.5)
            }
        }
    }
}

/// Runs `body` with GTK's animations turned on or off.
@MainActor
private func withAnimations(_ enabled: Bool, _ body: () throws -> Void) rethrows {
    let was = Gtk.enablesAnimations
    Gtk.enablesAnimations = enabled
    defer { Gtk.enablesAnimations = was }
    try body()
}

/// The heart's opacities, one per main loop turn, until its run is over.
@MainActor
private func opacitiesOfOneRun(_ heart: Widget, _ node: KeyframeAnimatorNode<Double>) -> [Double] {
    var seen: [Double] = []
    spin(timeout: 10) {
        seen.append(heart.opacity)
        return !node.isRunning
    }
    seen.append(heart.opacity)
    return seen
}

final class KeyframeAnimatorTests: GtkTestCase {
    func testATriggerPlaysTheKeyframesOnScreenEndingOnTheLastValueAndAgainOnTheNextChange() throws {
        try onMain {
            try withAnimations(true) {
                let likes = Likes()
                let shown = Presented(Fading(likes: likes), width: 200, height: 150)
                defer { shown.close() }
                let node = try XCTUnwrap(find(KeyframeAnimatorNode<Double>.self, in: shown.hosting).first)
                let heart = try XCTUnwrap(label("Heart", in: shown.hosting))
                settle(0.2)
                XCTAssertEqual(heart.opacity, 1, accuracy: 0.001, "the initial value until the trigger changes")
                XCTAssertFalse(node.isRunning)

                likes.count += 1
                shown.hosting.flush()
                XCTAssertTrue(node.isRunning)
                let first = opacitiesOfOneRun(heart, node)
                XCTAssertFalse(node.isRunning, "the run ends: \(first)")
                XCTAssertTrue(first.contains { $0 < 0.35 }, "down towards 0.2: \(first)")
                XCTAssertTrue(first.contains { $0 > 0.25 && $0 < 0.55 }, "back up through the middle: \(first)")
                XCTAssertGreaterThan(Set(first.map { ($0 * 100).rounded() }).count, 4, "frame by frame: \(first)")
                XCTAssertEqual(heart.opacity, 0.6, accuracy: 0.001, "the last keyframe's value stays")
                settle(0.3)
                XCTAssertEqual(heart.opacity, 0.6, accuracy: 0.001)

                // A second change plays it again, from the value shown.
                likes.count += 1
                shown.hosting.flush()
                let second = opacitiesOfOneRun(heart, node)
                XCTAssertTrue(second.contains { $0 < 0.35 }, "played again: \(second)")
                XCTAssertEqual(heart.opacity, 0.6, accuracy: 0.001)
            }
        }
    }

    func testWithoutATriggerTheKeyframesRepeat() throws {
        try onMain {
            try withAnimations(true) {
                let shown = Presented(Fading(likes: Likes()), width: 200, height: 150)
                defer { shown.close() }
                var steps: [Int] = []
                spin(timeout: 10) {
                    if let text = find(Gtk::Label.self, in: shown.hosting).map(\.text).first(where: { $0.hasPrefix("step ") }),
                        let step = Int(text.dropFirst(5)), steps.last != step
                    {
                        steps.append(step)
                    }
                    return zip(steps, steps.dropFirst()).filter { $0 > $1 }.count >= 2
                }
                let restarts = zip(steps, steps.dropFirst()).filter { $0 > $1 }.count
                XCTAssertGreaterThanOrEqual(restarts, 2, "counts up to 9, then starts over: \(steps)")
                XCTAssertTrue(steps.contains { $0 > 3 && $0 < 9 }, "\(steps)")
                let repeating = find(KeyframeAnimatorNode<Double>.self, in: shown.hosting).filter(\.repeats)
                XCTAssertEqual(repeating.count, 1)
                XCTAssertTrue(repeating.first?.isRunning ?? false, "and goes on")
            }
        }
    }

    func testWithoutAnimationsARunShowsItsLastValueAtOnce() throws {
        try onMain {
            try withAnimations(false) {
                let likes = Likes()
                let shown = Presented(Fading(likes: likes), width: 200, height: 150)
                defer { shown.close() }
                let heart = try XCTUnwrap(label("Heart", in: shown.hosting))
                let nodes = find(KeyframeAnimatorNode<Double>.self, in: shown.hosting)
                XCTAssertTrue(nodes.allSatisfy { !$0.isRunning }, "nothing ticks, not even the repeating one")
                XCTAssertNotNil(label("step 10", in: shown.hosting), "the repeating one shows its end value")
                likes.count += 1
                shown.hosting.flush()
                XCTAssertEqual(heart.opacity, 0.6, accuracy: 0.001)
                XCTAssertTrue(nodes.allSatisfy { !$0.isRunning })
            }
        }
    }
}
