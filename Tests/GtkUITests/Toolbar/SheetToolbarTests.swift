import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// A sheet with a form and GNOME dialog buttons in its header bar.
private struct RenameSheet: View {
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""
    let log: Shared<[String]>

    var body: some View {
        TextField("Name", text: $name)
            .navigationTitle("Rename")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") {
                        log.value.append("cancel")
                        dismiss()
                    }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { log.value.append("done \(name)") }
                        .disabled(name.isEmpty)
                }
            }
    }
}

private struct Presenting: View {
    let shown: Binding<Bool>
    let log: Shared<[String]>
    var body: some View {
        Text("Main").sheet(isPresented: shown) { RenameSheet(log: log) }
    }
}

/// A sheet's `.cancellationAction` and `.confirmationAction` items as a
/// GNOME dialog's header-bar buttons.
final class SheetToolbarTests: GtkTestCase {
    func testCancelAndConfirmAreTheSheetsHeaderBarButtons() {
        onMain {
            let shown = Shared(true)
            let log = Shared<[String]>([])
            let view = WindowedView(Presenting(shown: shown.binding, log: log))
            defer { view.close() }
            guard let sheet = only(SheetNode.self, in: view.hosting)?.presenter,
                let items = sheet.host.createdHeaderBarItems
            else { return XCTFail("no sheet toolbar") }
            spin { sheet.window.isMapped }
            let buttons = find(Gtk::Button.self, in: sheet)
            guard let cancel = buttons.first(where: { $0.accessibleLabel == "Cancel" }),
                let done = buttons.first(where: { $0.accessibleLabel == "Done" })
            else { return XCTFail("no Cancel/Done in \(buttons.map(\.accessibleLabel))") }
            XCTAssertTrue(cancel.isInside(items.start.box), "Cancel at the start of the sheet's header bar")
            XCTAssertTrue(done.isInside(items.end.box), "Done at the end")
            XCTAssertTrue(done.isInside(sheet.host.headerBar) && !labelTexts(in: view.window).contains("Done"))
            XCTAssertTrue(done.hasCSSClass("suggested-action"))
            XCTAssertTrue(sheet.window.isDefaultWidget(done), "Enter activates Done")
            XCTAssertFalse(sheet.host.headerBar.showTitleButtons, "Cancel replaces the close button")
            XCTAssertFalse(done.isSensitive, "nothing to confirm yet")

            guard let field = find(Gtk::Entry.self, in: sheet).first else { return XCTFail("no field") }
            field.activateField()  // Enter in the field, with Done disabled
            settle(0.4)
            XCTAssertEqual(log.value, [])
            field.text = "Budget"
            view.hosting.flush()
            spin { done.isSensitive }
            field.activateField()  // Enter in the field: the default button (GTK clicks it after showing it pressed)
            spin { log.value == ["done Budget"] }

            XCTAssertTrue(items.dialogActions.activateCancel(), "what Escape does: the Cancel item")
            spin { log.value == ["done Budget", "cancel"] }
            spin { !sheet.window.isAlive }
            XCTAssertFalse(shown.value, "Cancel's dismiss() wrote the binding")
        }
    }
}
