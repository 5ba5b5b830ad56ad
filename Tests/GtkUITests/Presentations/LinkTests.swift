import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// `Link` opens its destination through the environment's `openURL`.
final class LinkTests: GtkTestCase {
    func testALinkOpensThroughTheEnvironmentsOpenURLAction() throws {
        try onMain {
            let opened = Shared<[URL]>([])
            let help = try XCTUnwrap(URL(string: "https://example.org/help"))
            let hosting = HostingView(
                rootView: VStack {
                    Link("Help", destination: help)
                }
                .environment(
                    \.openURL,
                    OpenURLAction { url in
                        opened.value.append(url)
                        return .handled
                    }))
            let button = try XCTUnwrap(find(Gtk::LinkButton.self, in: hosting).first)
            XCTAssertEqual(button.property("label")?.string, "Help")
            button.click()  // GtkLinkButton emits activate-link
            XCTAssertEqual(opened.value, [help], "the app's action got the link's URL (and the desktop did not open it)")
        }
    }
}
