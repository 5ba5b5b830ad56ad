import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// onChange (all forms), task / task(id:), onReceive.
final class LifecycleEventTests: GtkTestCase {
    func testOnChangeFormsReportOldAndNewValues() {
        onMain {
            let log = ChangeLog()
            let source = ChangeSource()
            let hosting = HostingView(rootView: ChangeWatcher(source: source, log: log))
            hosting.flush()
            XCTAssertEqual(log.entries, ["initial 0->0", "initial-zero"], "initial: true runs once at appearance")
            source.value = 1
            hosting.flush()
            XCTAssertEqual(log.entries, ["initial 0->0", "initial-zero", "new 1", "pair 0->1", "initial 0->1", "initial-zero", "zero"])
            source.unrelated += 1
            hosting.flush()
            XCTAssertEqual(log.entries.count, 7, "a render without a change of the value runs nothing")
        }
    }

    func testTaskRunsIsCancelledWhenViewGoesAwayAndRestartsOnIDChange() {
        onMain {
            let probe = TaskProbe()
            let hosting = HostingView(rootView: TaskHost(probe: probe))
            spin { probe.started == [0] }
            probe.id = 1
            spin { probe.started == [0, 1] }
            spin { probe.cancelled == [0] }  // the run for the old id is cancelled
            probe.shown = false
            spin { Set(probe.cancelled) == [0, 1] }  // and the current one when the view goes away
            XCTAssertEqual(probe.finished, [], "cancelled tasks do not finish their work")
            _ = hosting
        }
    }

    func testOnReceiveDeliversOnMainWhileShown() {
        onMain {
            let subject = PassthroughSubject<String, Never>()
            let received = ReceivedValues()
            let hosting = HostingView(rootView: Text("x").onReceive(subject) { received.values.append($0) })
            hosting.flush()
            subject.send("a")
            XCTAssertEqual(received.values, ["a"])
            DispatchQueue.global().async { subject.send("b") }
            spin { received.values == ["a", "b"] }
            _ = hosting
        }
    }
}

@MainActor final class ReceivedValues { var values: [String] = [] }

@MainActor final class ChangeLog { var entries: [String] = [] }

@Observable final class ChangeSource {
    var value = 0
    var unrelated = 0
}

struct ChangeWatcher: View {
    let source: ChangeSource
    let log: ChangeLog
    var body: some View {
        Text("\(source.value) \(source.unrelated)")
            .onChange(of: source.value) { newValue in log.entries.append("new \(newValue)") }
            .onChange(of: source.value) { old, new in log.entries.append("pair \(old)->\(new)") }
            .onChange(of: source.value, initial: true) { old, new in log.entries.append("initial \(old)->\(new)") }
            .onChange(of: source.value, initial: true) { log.entries.append("initial-zero") }
            .onChange(of: source.value) { log.entries.append("zero") }
    }
}

@Observable @MainActor final class TaskProbe {
    var id = 0
    var shown = true
    @ObservationIgnored var started: [Int] = []
    @ObservationIgnored var cancelled: [Int] = []
    @ObservationIgnored var finished: [Int] = []
}

struct TaskHost: View {
    let probe: TaskProbe
    var body: some View {
        VStack {
            if probe.shown {
                Text("Loading \(probe.id)").task(id: probe.id) {
                    let id = probe.id
                    probe.started.append(id)
                    do {
                        try await Task.sleep(nanoseconds: 60_000_000_000)
                        probe.finished.append(id)
                    } catch {
                        probe.cancelled.append(id)
                    }
                }
            }
        }
    }
}
