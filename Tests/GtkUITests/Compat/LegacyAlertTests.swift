import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

private struct SyncFailure: Identifiable {
    let id: Int
    let server: String
}

/// Older SwiftUI code: alerts and action sheets described as values.
private struct LegacyAlerts: View {
    let confirming: Binding<Bool>
    let failure: Binding<SyncFailure?>
    let sheet: Binding<Bool>
    let log: Shared<[String]>
    var body: some View {
        VStack {
            Text("Inbox")
                .alert(isPresented: confirming) {
                    Alert(
                        title: Text("Delete 3 messages?"), message: Text("They go to the Trash."),
                        primaryButton: .destructive(Text("Delete")) { log.value.append("delete") },
                        secondaryButton: .cancel { log.value.append("cancel") })
                }
            Text("Status")
                .alert(item: failure) { failure in
                    Alert(title: Text("Sync Failed"), message: Text("\(failure.server) did not answer."))
                }
            Text("Message")
                .actionSheet(isPresented: sheet) {
                    ActionSheet(
                        title: Text("Move Message"),
                        buttons: [
                            .default(Text("Archive")) { log.value.append("archive") },
                            .default(Text("Junk")) { log.value.append("junk") },
                            .cancel()
                        ])
                }
        }
    }
}

@MainActor
private func dialogs(_ view: WindowedView<LegacyAlerts>) -> [MessageDialog] {
    find(AlertNode.self, in: view.hosting).compactMap(\.dialog)
}

@MainActor
private func titles(_ dialog: MessageDialog) -> [String] {
    (0..<4).compactMap { dialog.button(at: $0)?.property("label")?.string }
}

final class LegacyAlertTests: GtkTestCase {
    func testAnAlertValueWithTwoButtonsIsAMessageDialog() {
        onMain {
            let confirming = Shared(true)
            let log = Shared<[String]>([])
            let view = WindowedView(
                LegacyAlerts(confirming: confirming.binding, failure: .constant(nil), sheet: .constant(false), log: log))
            defer { view.close() }
            guard let dialog = dialogs(view).first else { return XCTFail("no dialog") }
            spin { dialog.isMapped }
            XCTAssertEqual(dialog.title, "Delete 3 messages?")
            XCTAssertTrue(labelTexts(in: dialog).contains("They go to the Trash."))
            XCTAssertEqual(titles(dialog), ["Cancel", "Delete"], "Cancel first, as GNOME orders them")
            XCTAssertTrue(dialog.button(at: 1)?.hasCSSClass("destructive-action") ?? false)
            XCTAssertTrue(dialog.button(at: 1)?.activate() ?? false)
            spin { !confirming.value }
            XCTAssertEqual(log.value, ["delete"])
        }
    }

    func testAnItemAlertShowsForTheItemWithAnOKButtonAndClearsIt() {
        onMain {
            let failure = Shared<SyncFailure?>(SyncFailure(id: 1, server: "mail.example.org"))
            let view = WindowedView(
                LegacyAlerts(
                    confirming: .constant(false), failure: failure.binding, sheet: .constant(false), log: Shared([])))
            defer { view.close() }
            guard let dialog = dialogs(view).first else { return XCTFail("no dialog") }
            spin { dialog.isMapped }
            XCTAssertEqual(dialog.title, "Sync Failed")
            XCTAssertTrue(labelTexts(in: dialog).contains("mail.example.org did not answer."))
            XCTAssertEqual(titles(dialog), ["OK"], "no dismiss button: OK")
            XCTAssertTrue(dialog.button(at: 0)?.activate() ?? false)
            spin { failure.value == nil }
            XCTAssertNil(failure.value, "dismissing the alert sets the item to nil")
        }
    }

    func testAnActionSheetIsAConfirmationDialogOfItsButtons() {
        onMain {
            let sheet = Shared(true)
            let log = Shared<[String]>([])
            let view = WindowedView(
                LegacyAlerts(confirming: .constant(false), failure: .constant(nil), sheet: sheet.binding, log: log))
            defer { view.close() }
            guard let dialog = dialogs(view).first else { return XCTFail("no dialog") }
            spin { dialog.isMapped }
            XCTAssertEqual(dialog.title, "Move Message")
            XCTAssertEqual(titles(dialog), ["Cancel", "Archive", "Junk"])
            XCTAssertTrue(dialog.button(at: 2)?.activate() ?? false)
            spin { !sheet.value }
            XCTAssertEqual(log.value, ["junk"])
        }
    }
}
