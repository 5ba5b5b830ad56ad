import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

// Values declared the way SwiftUI apps of 2024 on declare them: one
// `@Entry` line each, the key written by the macro.
extension EnvironmentValues {
    @Entry fileprivate var badgeColor: Color = .orange
    @Entry fileprivate var rowLimit: Int = 3
    @Entry fileprivate var salutation = "Hello"
    @Entry fileprivate var signature: String?
    @Entry fileprivate var isAllowed: ((Int) -> Bool)? = { $0 > 1 }
}

extension FocusedValues {
    @Entry fileprivate var openDocumentName: String?
}

extension Transaction {
    @Entry fileprivate var isQuickChange: Bool = false
}

private struct Row: View {
    @Environment(\.rowLimit) private var limit
    @Environment(\.salutation) private var salutation
    @Environment(\.signature) private var signature
    @Environment(\.isAllowed) private var isAllowed

    var body: some View {
        Text("\(salutation) \(limit) \(signature ?? "none") \(isAllowed?(limit) == true ? "allowed" : "refused")")
    }
}

private struct DocumentToolbar: ToolbarContent {
    @FocusedValue(\.openDocumentName) private var name

    var body: some ToolbarContent {
        ToolbarItem(placement: .primaryAction) { Button(name.map { "Share \($0)" } ?? "Share") {}.disabled(name == nil) }
    }
}

private struct SharedDocumentWindow: View {
    @State private var name: String? = "Notes.txt"

    var body: some View {
        Button("Close Document") { name = nil }
            .focusedValue(\.openDocumentName, name)
            .toolbar { DocumentToolbar() }
    }
}

final class EntryMacroTests: GtkTestCase {
    func testEnvironmentEntriesHaveTheirDefaultsAndTakeValuesSetAbove() {
        onMain {
            let hosting = HostingView(
                rootView: VStack {
                    Row()
                    Row().environment(\.rowLimit, 1).environment(\.salutation, "Hi").environment(\.signature, "Ann")
                    Row().environment(\.isAllowed, nil)
                })
            hosting.flush()
            XCTAssertEqual(
                find(Gtk::Label.self, in: hosting).map(\.text),
                ["Hello 3 none allowed", "Hi 1 Ann refused", "Hello 3 none refused"])
            XCTAssertEqual(EnvironmentValues().badgeColor, .orange)
        }
    }

    func testAFocusedEntryReachesTheToolbar() throws {
        try onMain {
            let fixture = ToolbarFixture(SharedDocumentWindow())
            defer { fixture.close() }
            XCTAssertEqual(itemNames(fixture.host.headerBarItems.end), ["Share Notes.txt"])
            try XCTUnwrap(find(Gtk::Button.self, in: fixture.hosting).first { $0.accessibleLabel == "Close Document" }).click()
            fixture.settle()
            XCTAssertEqual(itemNames(fixture.host.headerBarItems.end), ["Share"])
        }
    }

    func testATransactionEntryStartsAtItsDefault() {
        var transaction = Transaction()
        XCTAssertFalse(transaction.isQuickChange)
        transaction.isQuickChange = true
        XCTAssertTrue(transaction.isQuickChange)
    }
}
