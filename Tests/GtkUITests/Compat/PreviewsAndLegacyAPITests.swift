import Foundation
import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

private struct Badge: View {
    let count: Int
    var body: some View { Text("\(count) new") }
}

private struct Badge_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            Badge(count: 3).previewDisplayName("Three")
            Badge(count: 0).previewLayout(.fixed(width: 80, height: 20)).previewDevice("Mac")
        }
    }
}

/// A toolbar whose every item is behind a platform check that is false here.
private struct PlatformOnlyToolbar: View {
    var body: some View {
        Text("Sidebar")
            .toolbar {
                #if os(iOS)
                    ToolbarItem(placement: .topBarTrailing) { Button("Close") {} }
                #endif
            }
    }
}

private struct ServerError: LocalizedError {
    var errorDescription: String? { "Server unreachable" }
    var failureReason: String? { "The connection timed out." }
    var recoverySuggestion: String? { "Check the address." }
}

final class PreviewsAndLegacyAPITests: GtkTestCase {
    func testPreviewProvidersPreviewsRenderAndPreviewModifiersLeaveViewsUnchanged() {
        onMain {
            XCTAssertNil(Badge_Previews.platform)
            let hosting = HostingView(rootView: Badge_Previews.previews)
            hosting.flush()
            XCTAssertEqual(find(Gtk::Label.self, in: hosting).map(\.text), ["3 new", "0 new"])
            XCTAssertEqual(PreviewDevice("Mac").rawValue, "Mac")
        }
    }

    func testAnEmptyToolbarClosureAddsNothing() {
        onMain {
            let view = WindowedView(PlatformOnlyToolbar())
            defer { view.close() }
            XCTAssertEqual(labelTexts(in: view.window).filter { $0 == "Sidebar" }.count, 1)
            XCTAssertTrue(find(Gtk::Button.self, in: view.hosting).isEmpty, "no toolbar button was made")
        }
    }

    func testTextFieldOnCommitRunsOnReturnAndOnEditingChangedFollowsFocus() {
        onMain {
            var log: [String] = []
            let view = WindowedView(
                VStack {
                    TextField(
                        "Server", text: .constant("localhost"), onEditingChanged: { log.append("editing \($0)") },
                        onCommit: { log.append("commit") })
                    SecureField("Token", text: .constant(""), onCommit: { log.append("token") })
                })
            defer { view.close() }
            let field = find(Gtk::Entry.self, in: view.hosting)[0]
            let secure = find(Gtk::PasswordEntry.self, in: view.hosting)[0]
            XCTAssertTrue(field.grabFocus())
            spin { log.contains("editing true") }
            field.activateField()  // Return
            XCTAssertTrue(secure.grabFocus())
            spin { log.contains("editing false") }
            secure.activateField()
            XCTAssertEqual(log, ["editing true", "commit", "editing false", "token"])
        }
    }

    func testErrorAlertTakesItsTitleAndMessageFromTheError() {
        onMain {
            let shown = Shared(true)
            let view = WindowedView(Text("Bikes").alert(isPresented: shown.binding, error: Optional(ServerError())) {})
            defer { view.close() }
            guard let dialog = only(AlertNode.self, in: view.hosting)?.dialog else { return XCTFail("no dialog") }
            spin { dialog.isMapped }
            XCTAssertEqual(dialog.title, "Server unreachable")
            XCTAssertTrue(labelTexts(in: dialog).contains("The connection timed out.\nCheck the address."))
            XCTAssertEqual(dialog.button(at: 0)?.property("label")?.string, "OK", "empty actions give OK")
        }
    }

    func testErrorAlertStaysClosedWithoutAnError() {
        onMain {
            let view = WindowedView(
                Text("Bikes").alert(isPresented: .constant(true), error: ServerError?.none) { _ in
                    Button("Retry") {}
                } message: { error in
                    Text(error.recoverySuggestion ?? "")
                })
            defer { view.close() }
            XCTAssertNil(only(AlertNode.self, in: view.hosting)?.dialog, "no error, no alert")
        }
    }
}
