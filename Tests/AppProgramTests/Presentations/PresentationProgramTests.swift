import Gtk
import GtkUI
// Renders the Presentations programs and checks what they show.
import XCTest

/// Every widget a hosting view shows, depth first.
@MainActor
private func all(in hosting: HostingView<some View>) -> [Widget] {
    hosting.renderedWidgets.flatMap { [$0] + descendants(of: $0) }
}

final class PresentationProgramTests: ProgramTestCase {
    func testSignInFormShowsGNOMEControlsAndSubmitsOnReturn() {
        onMain {
            let hosting = renderProgram(SignInForm())
            let widgets = all(in: hosting)
            let types = widgets.map(\.typeName)
            XCTAssertTrue(types.contains("GtkEntry"))
            XCTAssertTrue(types.contains("GtkPasswordEntry"))
            XCTAssertTrue(types.contains("GtkSwitch"))
            guard let email = widgets.first(where: { $0.typeName == "GtkEntry" }),
                let password = widgets.first(where: { $0.typeName == "GtkPasswordEntry" })
            else { return }
            XCTAssertEqual(email.property("placeholder-text")?.string, "name@example.com")
            let signIn = widgets.first { $0.accessibleLabel == "Sign In" }
            XCTAssertEqual(signIn?.hasCSSClass("suggested-action"), true)
            XCTAssertEqual(signIn?.isSensitive, false, "disabled until both fields are filled")
            XCTAssertEqual(widgets.first { $0.accessibleLabel == "Forgot Password?" }?.hasCSSClass("link"), true)
            email.setProperty("text", "ada@example.com")  // the user types
            password.setProperty("text", "secret")
            hosting.flush()
            XCTAssertEqual(signIn?.isSensitive, true)
        }
    }

    func testDownloadsShowProgressAndAStepper() {
        onMain {
            let hosting = renderProgram(DownloadsView())
            let widgets = all(in: hosting)
            let bars = widgets.filter { $0.typeName == "GtkProgressBar" }
            XCTAssertEqual(bars.count, 2, "one determinate and one bouncing bar")
            XCTAssertEqual(bars.first?.property("fraction")?.double ?? 0, 0.25, accuracy: 0.001)
            XCTAssertNotNil(widgets.first { $0.accessibleLabel == "Increment Parallel downloads: 2" })
            XCTAssertEqual(widgets.first { $0.accessibleLabel == "Cancel All" }?.hasCSSClass("destructive-action"), true)
            XCTAssertFalse(widgets.contains { $0.typeName == "GtkSeparator" && $0.isVisible }, "the inspector starts hidden")
        }
    }

    func testGalleryViewRendersOutsideAnApp() {
        onMain {
            // Outside a running app, openWindow and dismissWindow have no scenes to act on; rendering must not fail.
            let hosting = renderProgram(GalleryView())
            let close = all(in: hosting).first { $0.accessibleLabel == "Close" }
            XCTAssertEqual(close?.hasCSSClass("gtkui-control-large"), true)
            _ = GalleryScenes().body
        }
    }
}
