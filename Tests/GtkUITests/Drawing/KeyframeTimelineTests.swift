import Foundation
import XCTest

@testable import GtkUI

/// A value with several animated parts, as apps animate with keyframes.
private struct Pose {
    var scale = 1.0
    var offset = CGPoint.zero
    var angle = Angle.zero
}

/// Keyframes of the app's own, composed in a body.
private struct Hop: Keyframes {
    var body: some Keyframes<Pose> {
        KeyframeTrack(\.offset) {
            LinearKeyframe(CGPoint(x: 0, y: -20), duration: 0.2)
            LinearKeyframe(CGPoint.zero, duration: 0.2)
        }
        KeyframeTrack(\.angle) { LinearKeyframe(.degrees(90), duration: 1) }
    }
}

/// Keyframe track content of the app's own, composed in a body.
private struct Blink: KeyframeTrackContent {
    var body: some KeyframeTrackContent<Double> {
        MoveKeyframe(0.0)
        LinearKeyframe(1.0, duration: 0.5)
    }
}

final class KeyframeTimelineTests: XCTestCase {
    func testLinearKeyframesPassThroughTheirMidpointsAndHoldTheLastValue() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)
            LinearKeyframe(4.0, duration: 0.5)
        }
        XCTAssertEqual(timeline.duration, 1.5, accuracy: 1e-9)
        XCTAssertEqual(timeline.value(time: 0), 0, accuracy: 1e-9)
        XCTAssertEqual(timeline.value(time: 0.5), 5, accuracy: 1e-9)
        XCTAssertEqual(timeline.value(time: 1), 10, accuracy: 1e-9)
        XCTAssertEqual(timeline.value(time: 1.25), 7, accuracy: 1e-9)
        XCTAssertEqual(timeline.value(time: 9), 4, accuracy: 1e-9, "the last keyframe's value after the end")
        XCTAssertEqual(timeline.value(time: -1), 0, accuracy: 1e-9, "the initial value before the start")
        XCTAssertEqual(timeline.value(progress: 0.5), 7.5, accuracy: 1e-9, "half of 1.5 s")
        XCTAssertEqual(timeline.value(progress: 2), 4, accuracy: 1e-9, "progress is kept within 0…1")
    }

    func testALinearKeyframesTimingCurvePacesIt() {
        let easeIn = KeyframeTimeline(initialValue: 0.0) { LinearKeyframe(1.0, duration: 1, timingCurve: .easeIn) }
        let easeOut = KeyframeTimeline(initialValue: 0.0) { LinearKeyframe(1.0, duration: 1, timingCurve: .easeOut) }
        XCTAssertEqual(easeIn.value(time: 0.5), UnitCurve.easeIn.value(at: 0.5), accuracy: 1e-9)
        XCTAssertLessThan(easeIn.value(time: 0.5), 0.4, "slow start")
        XCTAssertGreaterThan(easeOut.value(time: 0.5), 0.6, "fast start")
        XCTAssertEqual(easeIn.value(time: 1), 1, accuracy: 1e-9)
    }

    func testACubicKeyframeEndsOnItsValueAndRisesWithoutOvershoot() {
        let timeline = KeyframeTimeline(initialValue: 0.0) { CubicKeyframe(100.0, duration: 1) }
        let samples = stride(from: 0.0, through: 1.0, by: 0.05).map { timeline.value(time: $0) }
        XCTAssertEqual(samples.first ?? -1, 0, accuracy: 1e-9)
        XCTAssertEqual(samples.last ?? -1, 100, accuracy: 1e-9)
        XCTAssertEqual(timeline.value(time: 0.5), 50, accuracy: 1e-9, "symmetric with no velocity at either end")
        for (earlier, later) in zip(samples, samples.dropFirst()) {
            XCTAssertLessThanOrEqual(earlier, later, "rises monotonically: \(samples)")
        }
        XCTAssertLessThan(timeline.value(time: 0.1), 10, "eases out of rest")
        XCTAssertGreaterThan(timeline.value(time: 0.9), 90, "eases into rest")
    }

    func testCubicKeyframesRunSmoothlyThroughEachOther() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(50.0, duration: 0.5)
            CubicKeyframe(100.0, duration: 0.5)
        }
        XCTAssertEqual(timeline.value(time: 0.5), 50, accuracy: 1e-9)
        let step = 1e-4
        let before = (timeline.value(time: 0.5) - timeline.value(time: 0.5 - step)) / step
        let after = (timeline.value(time: 0.5 + step) - timeline.value(time: 0.5)) / step
        XCTAssertEqual(before, 100, accuracy: 1, "moving through the middle keyframe (the slope from 0 to 100 over 1 s)")
        XCTAssertEqual(before, after, accuracy: 1, "with the same velocity on both sides")
        // Velocities given are kept.
        let given = KeyframeTimeline(initialValue: 0.0) { CubicKeyframe(1.0, duration: 1, startVelocity: 4, endVelocity: 0) }
        XCTAssertEqual(given.value(time: 1e-4) / 1e-4, 4, accuracy: 0.01)
    }

    func testASpringKeyframeSettlesOnItsTarget() {
        let timeline = KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(1.0) }
        XCTAssertEqual(timeline.duration, Spring().settlingDuration, accuracy: 1e-9, "no duration: the spring's settling duration")
        XCTAssertGreaterThan(timeline.duration, 0.3)
        XCTAssertEqual(timeline.value(time: timeline.duration), 1, accuracy: 0.001)
        XCTAssertEqual(timeline.value(time: 0), 0, accuracy: 1e-9)

        let bouncy = KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(1.0, spring: .bouncy) }
        let peak = stride(from: 0.0, through: bouncy.duration, by: 0.01).map { bouncy.value(time: $0) }.max() ?? 0
        XCTAssertGreaterThan(peak, 1.02, "a bouncy spring overshoots")
        XCTAssertEqual(bouncy.value(time: bouncy.duration), 1, accuracy: 0.001)

        // Cut short, the next keyframe starts from where the spring is.
        let cut = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(1.0, duration: 0.1)
            LinearKeyframe(2.0, duration: 1)
        }
        let reached = cut.value(time: 0.1)
        XCTAssertTrue(reached > 0.05 && reached < 0.9, "\(reached)")
        XCTAssertEqual(cut.value(time: 0.6), reached + (2 - reached) / 2, accuracy: 1e-6)
    }

    func testAMoveKeyframeJumps() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)
            MoveKeyframe(50.0)
            LinearKeyframe(60.0, duration: 1)
        }
        XCTAssertEqual(timeline.duration, 2, accuracy: 1e-9, "a move takes no time")
        XCTAssertEqual(timeline.value(time: 0.999), 9.99, accuracy: 1e-6)
        XCTAssertEqual(timeline.value(time: 1), 50, accuracy: 1e-9)
        XCTAssertEqual(timeline.value(time: 1.5), 55, accuracy: 1e-9)
        let first = KeyframeTimeline(initialValue: 1.0) { MoveKeyframe(0.5) }
        XCTAssertEqual(first.value(time: 0), 0.5, "a move at the start shows at once")
    }

    func testTracksOfDifferentLengthsPlayTogetherAndTheTimelineLastsAsLongAsTheLongest() {
        let timeline = KeyframeTimeline(initialValue: Pose()) {
            KeyframeTrack(\.scale) { LinearKeyframe(2.0, duration: 0.5) }
            KeyframeTrack(\.offset) { LinearKeyframe(CGPoint(x: 100, y: -50), duration: 2) }
            KeyframeTrack(\.angle) {
                LinearKeyframe(.degrees(90), duration: 0.5)
                LinearKeyframe(.degrees(0), duration: 0.5)
            }
        }
        XCTAssertEqual(timeline.duration, 2, accuracy: 1e-9)
        let early = timeline.value(time: 0.25)
        XCTAssertEqual(early.scale, 1.5, accuracy: 1e-9)
        XCTAssertEqual(early.offset.x, 12.5, accuracy: 1e-9)
        XCTAssertEqual(early.angle.degrees, 45, accuracy: 1e-9)
        let later = timeline.value(time: 1)
        XCTAssertEqual(later.scale, 2, accuracy: 1e-9, "the short track holds its last value")
        XCTAssertEqual(later.offset.x, 50, accuracy: 1e-9)
        XCTAssertEqual(later.offset.y, -25, accuracy: 1e-9)
        XCTAssertEqual(later.angle.degrees, 0, accuracy: 1e-9)
        XCTAssertEqual(timeline.value(progress: 1).offset.x, 100, accuracy: 1e-9)
    }

    func testTheValueItselfWithImplicitMembersAsInSwiftUIsDocumentation() {
        let keyframes = KeyframeTimeline(initialValue: CGPoint.zero) {
            CubicKeyframe(.init(x: 0, y: 100), duration: 0.3)
            CubicKeyframe(.init(x: 0, y: 0), duration: 0.7)
        }
        XCTAssertEqual(keyframes.duration, 1, accuracy: 1e-9)
        XCTAssertEqual(keyframes.value(time: 0.3).y, 100, accuracy: 1e-9)
        let value = keyframes.value(time: 0.45)
        XCTAssertTrue(value.y > 50 && value.y < 100, "on the way back down: \(value)")
        XCTAssertEqual(value.x, 0, accuracy: 1e-9)
    }

    func testKeyframesOfTheAppsOwnAndTheBuildersStatements() {
        let hop = KeyframeTimeline(initialValue: Pose()) { Hop() }
        XCTAssertEqual(hop.duration, 1, accuracy: 1e-9)
        XCTAssertEqual(hop.value(time: 0.2).offset.y, -20, accuracy: 1e-9)
        XCTAssertEqual(hop.value(time: 0.4).offset.y, 0, accuracy: 1e-9)
        XCTAssertEqual(hop.value(time: 0.5).angle.degrees, 45, accuracy: 1e-9)

        let blink = KeyframeTimeline(initialValue: 0.5) { KeyframeTrack { Blink() } }
        XCTAssertEqual(blink.value(time: 0.25), 0.5, accuracy: 1e-9, "from the move to 0, half way to 1")

        // Loops and branches inside a track.
        for fast in [true, false] {
            let steps = KeyframeTimeline(initialValue: 0.0) {
                KeyframeTrack {
                    for step in 1...3 { LinearKeyframe(Double(step), duration: 0.1) }
                    if fast {
                        MoveKeyframe(10.0)
                    } else {
                        LinearKeyframe(10.0, duration: 1)
                    }
                }
            }
            XCTAssertEqual(steps.value(time: 0.15), 1.5, accuracy: 1e-9)
            XCTAssertEqual(steps.duration, fast ? 0.3 : 1.3, accuracy: 1e-9)
            XCTAssertEqual(steps.value(time: 5), 10, accuracy: 1e-9)
        }
    }

    func testSpringsConvertBetweenTheirDescriptions() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        XCTAssertEqual(spring.mass, 1)
        XCTAssertEqual(spring.stiffness, 157.9, accuracy: 0.1)
        XCTAssertEqual(spring.damping, 17.6, accuracy: 0.1)
        let physical = Spring(mass: 1, stiffness: 100, damping: 10)
        XCTAssertEqual(physical.duration, 0.63, accuracy: 0.01)
        XCTAssertEqual(physical.bounce, 0.5, accuracy: 1e-9)
        XCTAssertEqual(Spring(response: 0.4, dampingRatio: 0.8).bounce, 0.2, accuracy: 1e-9)
        XCTAssertEqual(Spring(duration: 0.5, bounce: -0.5).dampingRatio, 2, accuracy: 1e-9, "overdamped")
        for ratio in [0.3, 1, 1.5] {
            let settling = Spring(settlingDuration: 1, dampingRatio: ratio)
            XCTAssertEqual(settling.settlingDuration, 1, accuracy: 0.02, "damping ratio \(ratio)")
            XCTAssertEqual(settling.dampingRatio, ratio, accuracy: 1e-9)
        }
        XCTAssertEqual(spring.value(target: 1.0, time: 0), 0, accuracy: 1e-9)
        XCTAssertEqual(spring.velocity(target: 1.0, initialVelocity: 3.0, time: 0), 3, accuracy: 1e-3)
    }

    func testUnitCurves() {
        XCTAssertEqual(UnitCurve.linear.value(at: 0.3), 0.3, accuracy: 1e-6)
        XCTAssertEqual(UnitCurve.linear.velocity(at: 0.3), 1, accuracy: 1e-3)
        XCTAssertEqual(UnitCurve.easeIn.value(at: 0.5), 0.315, accuracy: 0.005)
        XCTAssertEqual(UnitCurve.circularEaseIn.value(at: 0.5), 1 - 0.75.squareRoot(), accuracy: 1e-9)
        for curve in [UnitCurve.easeInOut, .circularEaseOut, .circularEaseInOut] {
            XCTAssertEqual(curve.inverse.value(at: curve.value(at: 0.3)), 0.3, accuracy: 1e-3)
        }
        XCTAssertEqual(UnitCurve.easeOut.value(at: 2), 1, "progress is kept within 0…1")
    }
}
