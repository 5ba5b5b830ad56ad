import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

private struct DeleteAlert: View {
    let shown: Binding<Bool>
    let log: Shared<[String]>
    var body: some View {
        Text("Document")
            .alert("Delete the drawing?", isPresented: shown) {
                Button("Delete", role: .destructive) { log.value.append("delete") }
                Button("Keep", role: .cancel) { log.value.append("keep") }
                Button("Duplicate First") { log.value.append("duplicate") }.keyboardShortcut(.defaultAction)
            } message: {
                Text("This cannot be undone.")
            }
    }
}

private struct Confirm: View {
    let shown: Binding<Bool>
    let log: Shared<[String]>
    var body: some View {
        Text("Document")
            .confirmationDialog("Discard changes?", isPresented: shown, titleVisibility: .visible) {
                Button("Discard", role: .destructive) { log.value.append("discard") }
            }
    }
}

private struct ConditionalActions: View {
    let flag: Bool
    var body: some View {
        if flag { Button("A") {} }
        Button("B") {}.keyboardShortcut(.defaultAction)
        Text("not a button")
    }
}

final class AlertTests: GtkTestCase {
    func testAlertIsAMessageDialogWithTitleMessageAndButtonsByRole() {
        onMain {
            let shown = Shared(true)
            let log = Shared<[String]>([])
            let view = WindowedView(DeleteAlert(shown: shown.binding, log: log))
            defer { view.close() }
            guard let dialog = only(AlertNode.self, in: view.hosting)?.dialog else { return XCTFail("no dialog") }
            spin { dialog.isMapped }
            XCTAssertEqual(dialog.title, "Delete the drawing?")
            XCTAssertTrue(labelTexts(in: dialog).contains("This cannot be undone."))
            XCTAssertEqual(dialog.button(at: 0)?.property("label")?.string, "Keep", "the cancel button comes first")
            XCTAssertEqual(dialog.button(at: 1)?.property("label")?.string, "Delete")
            XCTAssertTrue(dialog.button(at: 1)?.hasCSSClass("destructive-action") ?? false)
            XCTAssertEqual(dialog.button(at: 2)?.property("label")?.string, "Duplicate First")
            XCTAssertTrue(dialog.transientParent?.isSameObject(as: view.window) ?? false)
            XCTAssertTrue(dialog.button(at: 1)?.activate() ?? false)  // clicked after GTK's short delay
            spin { !shown.value }
            XCTAssertEqual(log.value, ["delete"])
        }
    }

    func testClosingWithoutAButtonRunsTheCancelAction() {
        onMain {
            let shown = Shared(true)
            let log = Shared<[String]>([])
            let view = WindowedView(DeleteAlert(shown: shown.binding, log: log))
            defer { view.close() }
            guard let dialog = only(AlertNode.self, in: view.hosting)?.dialog else { return XCTFail("no dialog") }
            spin { dialog.isMapped }
            dialog.close()  // Escape emits close-request on a GtkDialog: response DELETE_EVENT
            spin { !shown.value }
            XCTAssertEqual(log.value, ["keep"])
        }
    }

    func testArrangePutsCancelFirstAndPicksTheDefault() {
        onMain {
            @MainActor func button(_ title: String, _ role: ButtonRole? = nil, isDefault: Bool = false) -> AlertButton {
                AlertButton(title: title, role: role, isDefault: isDefault, action: {})
            }
            let declared = AlertButton.arrange([button("Save", isDefault: true), button("Delete", .destructive), button("Cancel", .cancel)])
            XCTAssertEqual(declared.buttons.map(\.title), ["Cancel", "Save", "Delete"])
            XCTAssertEqual(declared.defaultIndex, 1)
            let implicit = AlertButton.arrange([button("Delete", .destructive), button("Cancel", .cancel), button("Rename")])
            XCTAssertEqual(implicit.defaultIndex, 2, "the first button without a role")
            XCTAssertNil(AlertButton.arrange([button("Delete", .destructive)]).defaultIndex)
        }
    }

    func testButtonsAreCollectedThroughGroupsAndConditionsWithTheirDefaultShortcut() {
        onMain {
            let buttons = AlertButton.collect(from: ConditionalActions(flag: true))
            XCTAssertEqual(buttons.map(\.title), ["A", "B"])
            XCTAssertEqual(buttons.map(\.isDefault), [false, true])
        }
    }

    func testAlertWithoutButtonsGetsOKAndConfirmationDialogGetsCancel() {
        onMain {
            XCTAssertEqual(AlertStyle.alert.completing([]).map(\.title), ["OK"])
            let shown = Shared(true)
            let log = Shared<[String]>([])
            let view = WindowedView(Confirm(shown: shown.binding, log: log))
            defer { view.close() }
            guard let dialog = only(AlertNode.self, in: view.hosting)?.dialog else { return XCTFail("no dialog") }
            XCTAssertEqual(dialog.button(at: 0)?.property("label")?.string, "Cancel")
            XCTAssertEqual(dialog.button(at: 1)?.property("label")?.string, "Discard")
            XCTAssertEqual(dialog.title, "Discard changes?")
            XCTAssertTrue(dialog.button(at: 0)?.activate() ?? false)
            spin { !shown.value }
            XCTAssertEqual(log.value, [])
        }
    }

    func testProgramDismissalClosesTheDialog() {
        onMain {
            let shown = Shared(true)
            let log = Shared<[String]>([])
            let view = WindowedView(DeleteAlert(shown: shown.binding, log: log))
            defer { view.close() }
            guard let dialog = only(AlertNode.self, in: view.hosting)?.dialog else { return XCTFail("no dialog") }
            shown.value = false
            view.update(DeleteAlert(shown: shown.binding, log: log))
            XCTAssertFalse(dialog.isAlive)
            XCTAssertNil(only(AlertNode.self, in: view.hosting)?.dialog)
        }
    }
}
