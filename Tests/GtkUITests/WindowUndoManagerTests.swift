import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// Registers its counter's changes with the window's undo manager, as an
/// app's view does.
private struct UndoableCounter: View {
    @Environment(\.undoManager) private var undoManager
    let probe: Probe<UndoManager>
    @State private var target = Target()
    @State private var count = 0

    final class Target {}

    private func set(_ value: Int) {
        let previous = count
        count = value
        undoManager?.registerUndo(withTarget: target) { _ in set(previous) }
    }

    var body: some View {
        probe.value = undoManager
        return VStack {
            Text("count \(count)")
            Button("Add") { set(count + 1) }
        }
    }
}

final class WindowUndoManagerTests: GtkTestCase {
    /// A window without a document gives its views one undo manager of its
    /// own, the same at every render; none outside a window.
    func testAWindowHasItsOwnUndoManager() {
        onMain {
            let probe = Probe<UndoManager>()
            let fixture = ToolbarFixture(UndoableCounter(probe: probe))
            defer {
                fixture.close()
                // The probe (held by the view, which the undo stack's
                // closures hold) must not keep the manager alive.
                probe.value = nil
            }
            let manager = try? XCTUnwrap(probe.value)
            XCTAssertTrue(manager === fixture.host.undoManager)
            XCTAssertTrue(fixture.host.existingUndoManager === manager)

            let button = find(ButtonWidget.self, in: fixture.hosting).first { $0.accessibleLabel == "Add" }
            spin { button?.isMapped == true }
            // GtkButton clicks 250 ms after a keyboard activation.
            XCTAssertEqual(button?.activate(), true)
            spin {
                fixture.settle(0.02)
                return shownCount(fixture) == "count 1"
            }
            XCTAssertTrue(probe.value === manager, "the same manager after a render")
            XCTAssertEqual(manager?.canUndo, true)
            manager?.undo()
            fixture.settle(0.05)
            XCTAssertEqual(shownCount(fixture), "count 0")
            XCTAssertEqual(manager?.canRedo, true)
            manager?.redo()
            fixture.settle(0.05)
            XCTAssertEqual(shownCount(fixture), "count 1")

            let outside = Probe<UndoManager>()
            let hosting = HostingView(rootView: UndoableCounter(probe: outside))
            hosting.flush()
            XCTAssertNil(outside.value, "no window, no undo manager")
        }
    }

    /// A window whose views never ask for one has none (nothing for Edit ▸
    /// Undo to act on), and a closed window's manager goes with it.
    func testTheManagerIsMadeOnDemandAndReleasedWithItsWindow() {
        onMain {
            let plain = ToolbarFixture(Text("plain"))
            XCTAssertNil(plain.host.existingUndoManager)
            plain.close()
            weak var manager: UndoManager?
            do {
                let probe = Probe<UndoManager>()
                let fixture = ToolbarFixture(UndoableCounter(probe: probe))
                manager = probe.value
                probe.value = nil
                XCTAssertNotNil(manager)
                fixture.close()
            }
            spin(timeout: 5) {
                settle(0.02)
                return manager == nil
            }
        }
    }
}

@MainActor
private func shownCount<V: View>(_ fixture: ToolbarFixture<V>) -> String? {
    find(Gtk::Label.self, in: fixture.hosting).first { $0.text.hasPrefix("count") }?.text
}
