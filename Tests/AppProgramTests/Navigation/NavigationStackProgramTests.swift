import Gtk
import GtkTestSupport
import GtkUI
import XCTest

/// Shows `view` in a window until `body` returns.
@MainActor
private func inWindow<Content: View>(_ view: Content, _ body: (Window, HostingView<Content>) throws -> Void) rethrows {
    let hosting = HostingView(rootView: view)
    let window = Window()
    window.setDefaultSize(width: 800, height: 500)
    window.setChild(hosting.widget)
    window.present()
    defer { window.destroy() }
    settle(0.3)
    hosting.flush()
    settle(0.1)
    try body(window, hosting)
}

/// The texts of the mapped labels inside `root`.
@MainActor
private func shownLabels(in root: Widget) -> [String] {
    descendants(of: root).filter { $0.typeName == "GtkLabel" && $0.isMapped }.compactMap { $0.property("label")?.string }
}

/// The mapped button whose label (or label child) says `text`.
@MainActor
private func button(_ text: String, in root: Widget) -> Widget? {
    descendants(of: root).first { widget in
        widget.typeName == "GtkButton" && widget.isMapped && shownLabels(in: widget).contains(text)
    }
}

/// Lets the page slide end and pending renders run.
@MainActor
private func settlePages<Content: View>(_ hosting: HostingView<Content>) {
    for _ in 0..<4 {
        hosting.flush()
        settle(0.15)
    }
}

/// The navigation programs with stacks, driven through their buttons.
final class NavigationStackProgramTests: ProgramTestCase {
    func testTheRecipeBrowserPushesByLinkAndByPathAndPopsWithDismiss() throws {
        try onMain {
            try inWindow(RecipeBrowser()) { _, hosting in
                XCTAssertEqual(button("Pancakes", in: hosting.widget)?.activate(), true)
                settlePages(hosting)
                XCTAssertTrue(shownLabels(in: hosting.widget).contains("20 minutes"))
                XCTAssertEqual(button("Cooked It", in: hosting.widget)?.activate(), true)
                settlePages(hosting)
                XCTAssertNotNil(button("Surprise Me", in: hosting.widget), "dismiss popped the recipe")
                XCTAssertEqual(button("Surprise Me", in: hosting.widget)?.activate(), true)
                settlePages(hosting)
                XCTAssertTrue(shownLabels(in: hosting.widget).contains("40 minutes"))
            }
        }
    }

    func testTheSettingsScreenListsLinksWithChevronsAndItsTitle() throws {
        try onMain {
            try inWindow(SettingsScreen()) { _, hosting in
                let list = try XCTUnwrap(descendants(of: hosting.widget).first { $0.typeName == "GtkListView" })
                let chevrons = descendants(of: list).filter { $0.property("icon-name")?.string == "go-next-symbolic" && $0.isMapped }
                XCTAssertEqual(chevrons.count, 2, "each link row shows GNOME's chevron")
                XCTAssertEqual(Array(shownLabels(in: list).prefix(2)), ["General", "Privacy"])
            }
        }
    }

    func testTheMailSidebarOfLinksHasNoChevronsAndTheDetailWaitsForASelection() throws {
        try onMain {
            try inWindow(MailWindow()) { _, hosting in
                let list = try XCTUnwrap(descendants(of: hosting.widget).first { $0.typeName == "GtkListView" })
                XCTAssertTrue(list.hasCSSClass("navigation-sidebar"))
                XCTAssertTrue(shownLabels(in: list).contains("Inbox"))
                let chevrons = descendants(of: list).filter { $0.property("icon-name")?.string == "go-next-symbolic" && $0.isMapped }
                XCTAssertTrue(chevrons.isEmpty, "no chevrons in a sidebar")
                XCTAssertTrue(shownLabels(in: hosting.widget).contains("No Mailbox Selected"))
            }
        }
    }
}
