import Gtk
import GtkTestSupport
import Observation
import XCTest

@testable import GtkUI

/// Launch arguments, button names, and what a closed window lets go.
final class AppLifecycleTests: GtkTestCase {
    private let about = AboutInfo(name: "Note Editor", version: "0.1.0", comments: "A note editor")

    func testVersionAndHelpPrintAndExit() {
        XCTAssertEqual(
            LaunchArguments.action(for: ["/usr/bin/NoteEditor", "--version"], about: about),
            .exit(status: 0, standardOutput: "Note Editor 0.1.0\n", standardError: ""))
        guard case .exit(0, let usage, "") = LaunchArguments.action(for: ["NoteEditor", "--help"], about: about) else {
            return XCTFail("--help should print and exit")
        }
        XCTAssertTrue(usage.hasPrefix("Usage: NoteEditor [--version] [--help]\n"), usage)
    }

    func testFilesAndUnknownOptionsGetASentence() {
        XCTAssertEqual(
            LaunchArguments.action(for: ["/opt/bin/NoteEditor", "a b.txt"], about: about),
            .exit(
                status: 2, standardOutput: "",
                standardError:
                    "NoteEditor: Note Editor cannot open “a b.txt”: it does not open files. Start it without arguments to edit its note.\n")
        )
        guard case .exit(2, "", let error) = LaunchArguments.action(for: ["NoteEditor", "-x"], about: about) else {
            return XCTFail("an unknown option should exit")
        }
        XCTAssertEqual(error, "NoteEditor: The option “-x” is unknown. Run “NoteEditor --help” to see the options.\n")
    }

    func testGApplicationOptionsPassThrough() {
        XCTAssertEqual(LaunchArguments.action(for: ["NoteEditor"], about: about), .run(arguments: ["NoteEditor"]))
        XCTAssertEqual(
            LaunchArguments.action(for: ["NoteEditor", "--gapplication-service"], about: about),
            .run(arguments: ["NoteEditor", "--gapplication-service"]))
    }

    func testAButtonIsNamedAfterItsLabel() {
        onMain {
            let hosting = HostingView(
                rootView: HStack {
                    Button("Try Again") {}
                    Button("Save As…") {}.accessibilityLabel("Save a copy")
                })
            let buttons = find(ButtonWidget.self, in: hosting)
            XCTAssertEqual(buttons.map(\.accessibleLabel), ["Try Again", "Save a copy"])
        }
    }

    func testAClosedWindowsNodesStopFollowingTheModel() {
        onMain {
            let model = Counter()
            let window = Window()
            let host = WindowHost(window: window)
            let hosting = HostingView(rootView: CounterView(model: model), host: host, scheduler: UpdateScheduler())
            window.setChild(hosting.widget)
            let before = hosting.scheduler.renderCount
            model.value += 1
            hosting.flush()
            XCTAssertGreaterThan(hosting.scheduler.renderCount, before, "an open window follows the model")
            window.destroy()
            spin { !host.lifetime.isOpen }
            hosting.flush()
            let bodies = CounterView.evaluations
            let afterClose = hosting.scheduler.renderCount
            model.value += 1
            hosting.flush()
            XCTAssertEqual(CounterView.evaluations, bodies, "a closed window's views do not render again")
            XCTAssertEqual(
                hosting.scheduler.renderCount, afterClose,
                "a change after the close finds no observation left to schedule work")
        }
    }
}

@MainActor @Observable
private final class Counter {
    var value = 0
}

private struct CounterView: View {
    @MainActor static var evaluations = 0
    let model: Counter
    var body: some View {
        CounterView.evaluations += 1
        return Text("\(model.value)")
    }
}
