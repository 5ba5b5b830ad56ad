import Gtk
import GtkTestSupport
import XCTest

/// GtkApplication's settings as the wrapper exposes them.
final class ApplicationTests: GtkTestCase {
    /// The automatic resource folder follows the id until it is cleared, as
    /// GtkUI's runtime clears it (no GResources; see `AppRuntime.run`).
    func testResourceBasePathFollowsTheIdUntilCleared() {
        onMain {
            let application = Application(id: "org.gtkui.GtkTests.Resources")
            XCTAssertEqual(application.resourceBasePath, "/org/gtkui/GtkTests/Resources")
            application.resourceBasePath = "/org/example/Other"
            XCTAssertEqual(application.resourceBasePath, "/org/example/Other")
            application.resourceBasePath = nil
            XCTAssertNil(application.resourceBasePath)
        }
    }
}
