import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// Shows what its window's environment reports, as an app's status view would.
private struct ActivityLabel: View {
    @Environment(\.scenePhase) private var scenePhase
    @Environment(\.controlActiveState) private var controlActiveState
    @MainActor static var evaluations = 0

    var body: some View {
        ActivityLabel.evaluations += 1
        return Text("phase \(String(describing: scenePhase)), controls \(String(describing: controlActiveState))")
    }
}

/// Reads no activity key: a window's focus change must not evaluate it again.
private struct Bystander: View {
    @MainActor static var evaluations = 0
    var body: some View {
        Bystander.evaluations += 1
        return Text("bystander")
    }
}

private struct ActivityWindow: View {
    var body: some View {
        VStack {
            ActivityLabel()
            Bystander()
        }
    }
}

private struct ScaleAndDirection: View {
    @Environment(\.displayScale) private var displayScale
    @Environment(\.layoutDirection) private var layoutDirection
    var body: some View {
        Text("scale \(Int(displayScale)), \(layoutDirection == .rightToLeft ? "rtl" : "ltr")")
    }
}

/// The text of the window's activity label.
@MainActor
private func shown<V: View>(_ fixture: ToolbarFixture<V>, prefix: String) -> String? {
    find(Gtk::Label.self, in: fixture.hosting).first { $0.text.hasPrefix(prefix) }?.text
}

final class ScenePhaseTests: GtkTestCase {
    /// The focused window's views see `.key`, the app's other window's
    /// `.active`; a minimized window is in the background; views that read
    /// neither are not evaluated again.
    func testPhaseAndControlStateFollowTheWindowsFocusAndMinimizing() {
        onMain {
            let first = ToolbarFixture(ActivityWindow())
            defer { first.close() }
            spin(timeout: 10) { first.window.isActive }
            WindowActivityTracker.updateAll()
            first.settle()
            XCTAssertEqual(shown(first, prefix: "phase"), "phase active, controls key")

            let second = ToolbarFixture(ActivityWindow())
            defer { second.close() }
            let bystanders = Bystander.evaluations
            spin(timeout: 10) { second.window.isActive && !first.window.isActive }
            spin(timeout: 5) {
                first.settle(0.02)
                second.settle(0.02)
                return shown(first, prefix: "phase") == "phase active, controls active"
                    && shown(second, prefix: "phase") == "phase active, controls key"
            }

            first.window.present()
            spin(timeout: 10) { first.window.isActive }
            spin(timeout: 5) {
                first.settle(0.02)
                second.settle(0.02)
                return shown(first, prefix: "phase") == "phase active, controls key"
                    && shown(second, prefix: "phase") == "phase active, controls active"
            }

            second.window.minimize()
            spin(timeout: 10) {
                second.settle(0.02)
                return shown(second, prefix: "phase") == "phase background, controls active"
            }
            second.window.unminimize()
            second.window.present()
            spin(timeout: 10) {
                second.settle(0.02)
                return shown(second, prefix: "phase")?.hasPrefix("phase active") == true
            }
            XCTAssertEqual(Bystander.evaluations, bystanders, "a view that reads no activity key is not evaluated again")
        }
    }

    /// Only the label that reads the phase is evaluated again when it changes.
    func testAFocusChangeEvaluatesOnlyTheViewsThatReadIt() {
        onMain {
            let first = ToolbarFixture(ActivityWindow())
            defer { first.close() }
            spin(timeout: 10) { first.window.isActive }
            first.settle()
            let labels = ActivityLabel.evaluations
            let bystanders = Bystander.evaluations
            let second = ToolbarFixture(ScaleAndDirection())
            defer { second.close() }
            spin(timeout: 10) { second.window.isActive }
            spin(timeout: 5) {
                first.settle(0.02)
                return shown(first, prefix: "phase") == "phase active, controls active"
            }
            XCTAssertEqual(ActivityLabel.evaluations, labels + 1, "one evaluation for one change of the controls' state")
            XCTAssertEqual(Bystander.evaluations, bystanders)
        }
    }

    /// A value a view sets wins over the window's.
    func testAViewCanSetThePhaseForItsContent() {
        onMain {
            let fixture = ToolbarFixture(
                ActivityLabel().environment(\.scenePhase, .background).environment(\.controlActiveState, .inactive))
            defer { fixture.close() }
            XCTAssertEqual(shown(fixture, prefix: "phase"), "phase background, controls inactive")
        }
    }

    /// The scale is GTK's for the window; the direction is the window's,
    /// followed when it changes (GTK's default direction follows the locale).
    func testScaleAndDirectionComeFromTheWindow() {
        onMain {
            let fixture = ToolbarFixture(ScaleAndDirection())
            defer { fixture.close() }
            XCTAssertEqual(shown(fixture, prefix: "scale"), "scale \(fixture.window.scaleFactor), ltr")
            fixture.window.isRightToLeft = true
            spin(timeout: 5) {
                fixture.settle(0.02)
                return shown(fixture, prefix: "scale") == "scale \(fixture.window.scaleFactor), rtl"
            }
            let fixed = ToolbarFixture(ScaleAndDirection().environment(\.layoutDirection, .rightToLeft))
            defer { fixed.close() }
            XCTAssertEqual(shown(fixed, prefix: "scale"), "scale \(fixed.window.scaleFactor), rtl")
        }
    }

    /// A window that is closed stops being followed: its activity, and the
    /// closures that followed its focus, surface state and scale, are
    /// released with it (a window realized twice watches its second surface).
    func testAClosedWindowIsReleased() {
        onMain {
            // A first window makes what the process keeps for good.
            ToolbarFixture(ActivityWindow()).close()
            settle(0.2)
            let before = liveCounts()
            weak var activity: WindowActivity?
            do {
                let fixture = ToolbarFixture(ActivityWindow())
                activity = fixture.host.activity
                spin(timeout: 10) { fixture.window.isActive }
                fixture.window.isVisible = false
                fixture.window.present()
                spin(timeout: 10) { fixture.window.isActive }
                fixture.window.minimize()
                spin(timeout: 10) {
                    fixture.settle(0.02)
                    return shown(fixture, prefix: "phase")?.hasPrefix("phase background") == true
                }
                fixture.close()
            }
            spin(timeout: 10) {
                settle(0.05)
                let now = liveCounts()
                return activity == nil && now.closures <= before.closures && now.wrappers <= before.wrappers
            }
            XCTAssertNil(activity, "the window's activity")
            XCTAssertLessThanOrEqual(liveCounts().closures, before.closures, "signal closures")
            XCTAssertLessThanOrEqual(liveCounts().wrappers, before.wrappers, "GObject wrappers")
            WindowActivityTracker.updateAll()
        }
    }
}

/// An app model a scene's `onChange` watches.
@Observable
private final class Session {
    var documentCount = 0
}

final class ScenePhaseAppTests: GtkTestCase {
    /// The app's phase (what an `App` reads) is `.background` once every
    /// window is minimized, `.active` again when one is back and focused.
    func testTheAppIsInTheBackgroundOnlyWhenEveryWindowIs() {
        onMain {
            let fixture = ToolbarFixture(ActivityWindow())
            defer { fixture.close() }
            spin(timeout: 10) { fixture.window.isActive }
            WindowActivityTracker.updateAll()
            XCTAssertEqual(WindowActivity.app.scenePhase, .active)
            XCTAssertEqual(EnvironmentValues().scenePhase, .active, "read outside a window: the app's phase")
            fixture.window.minimize()
            spin(timeout: 10) {
                settle(0.02)
                return WindowActivity.app.scenePhase == .background
            }
            XCTAssertEqual(EnvironmentValues().scenePhase, .background)
            fixture.window.unminimize()
            fixture.window.present()
            spin(timeout: 10) {
                settle(0.02)
                return WindowActivity.app.scenePhase == .active
            }
        }
    }

    /// `Scene.onChange(of:)` runs when a value the app's body read changes,
    /// with the old and new values; `initial:` runs it once at launch.
    func testSceneOnChangeRunsForEachNewValue() {
        onMain {
            let session = Session()
            var changes: [String] = []
            var initialRuns = 0
            let tracker = SceneChangeTracker {
                var configurations: [WindowGroupConfiguration] = []
                let scene = WindowGroup { Text("Documents") }
                    .onChange(of: session.documentCount) { old, new in changes.append("\(old)→\(new)") }
                    .onChange(of: session.documentCount > 1, initial: true) { initialRuns += 1 }
                collectScene(scene, into: &configurations)
                return configurations
            }
            tracker.update()
            XCTAssertEqual(changes, [])
            XCTAssertEqual(initialRuns, 1, "initial: true runs once at launch")
            session.documentCount = 1
            spin { changes == ["0→1"] }
            XCTAssertEqual(initialRuns, 1, "documentCount > 1 is still false")
            session.documentCount = 3
            spin { changes == ["0→1", "1→3"] }
            XCTAssertEqual(initialRuns, 2)
        }
    }
}
