import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

private struct Clicker: View {
    @State var clicks = 0
    var body: some View {
        VStack {
            Text("\(clicks)")
            Button("Add") { clicks += 1 }
        }
    }
}

final class ButtonTests: GtkTestCase {
    func testClickRunsTheLatestActionWithoutReconnecting() {
        onMain {
            var log: [String] = []
            let hosting = HostingView(rootView: Button("Go") { log.append("first") })
            let button = only(Gtk::Button.self, in: hosting)
            let closures = SignalClosures.liveCount
            hosting.update(Button("Go") { log.append("second") })
            XCTAssertEqual(SignalClosures.liveCount, closures, "no new signal connection per render")
            button?.click()
            XCTAssertEqual(log, ["second"])
            XCTAssertEqual(button?.children.first?.property("label")?.string, "Go")
        }
    }

    func testActionChangesStateAndLabelUpdates() {
        onMain {
            let hosting = HostingView(rootView: Clicker())
            find(Gtk::Button.self, in: hosting).first?.click()
            find(Gtk::Button.self, in: hosting).first?.click()
            hosting.flush()
            XCTAssertTrue(find(Gtk::Label.self, in: hosting).contains { $0.text == "2" })
        }
    }

    func testSystemImageButtonInToolbarAndOutside() {
        onMain {
            let view = Button("Share", systemImage: "square.and.arrow.up") {}
            let outside = only(Gtk::Button.self, in: HostingView(rootView: view))
            XCTAssertEqual(outside?.children.first.map(childTypes), ["GtkImage", "GtkLabel"])
            XCTAssertEqual(outside?.hasFrame, true)
            let inToolbar = only(Gtk::Button.self, in: HostingView(rootView: AsToolbarItem(content: view)))
            XCTAssertEqual(inToolbar?.children.map(\.typeName), ["GtkImage"])
            XCTAssertEqual(inToolbar?.hasFrame, false)
            XCTAssertEqual(inToolbar?.accessibleLabel, "Share")
        }
    }

    func testDescriptionRunsTheAction() {
        onMain {
            var ran = false
            let description = describe(Button("Save", systemImage: "square.and.arrow.down") { ran = true })
            XCTAssertEqual(description.title, "Save")
            XCTAssertEqual(description.iconName, "document-save-symbolic")
            guard case .button(let action) = description.kind else { return XCTFail("not a button") }
            action()
            XCTAssertTrue(ran)
        }
    }

    func testLabelViewRendersIconAndTitleInARow() {
        onMain {
            let hosting = HostingView(rootView: Label("Share", systemImage: "square.and.arrow.up"))
            let box = hosting.renderedWidgets.first
            XCTAssertEqual(box.map(childTypes), ["GtkImage", "GtkLabel"])
            let toolbar = HostingView(
                rootView: AsToolbarItem(
                    showsIcon: true, showsText: true,
                    content: Label("Share", systemImage: "square.and.arrow.up")))
            let column = only(LabelNode.self, in: toolbar)?.widget
            XCTAssertEqual(column?.orientation, .vertical)
            XCTAssertTrue(
                only(LabelNode.self, in: toolbar).flatMap { find(TextNode.self, in: $0).first }?
                    .styler.declarations.contains("font-size: 7.5pt") ?? false, "the caption is small")
        }
    }
}
