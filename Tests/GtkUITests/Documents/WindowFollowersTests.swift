import Foundation
import Gtk
import GtkTestSupport
import Observation
import XCTest

@testable import GtkUI

@Observable
@MainActor
private final class PaneFlags {
    var inspects = true
    var listens = true
}

/// Alive while the view's state is: the `.onOpenURL` closure captures it.
@MainActor
private final class URLInbox {
    /// The inbox that received the last URL.
    static weak var latest: URLInbox?
    var received: [URL] = []
}

private struct PaneView: View {
    let flags: PaneFlags
    @State private var inbox = URLInbox()
    @State private var inspectorShown = false

    var body: some View {
        VStack {
            if flags.inspects {
                Text("Canvas").inspector(isPresented: $inspectorShown) { Text("Inspector") }
            } else {
                Text("Plain")
            }
            if flags.listens {
                Text("Inbox").onOpenURL { url in
                    inbox.received.append(url)
                    URLInbox.latest = inbox
                }
            }
        }
    }
}

private struct PaneScene: Scene {
    let flags: PaneFlags
    var body: some Scene {
        WindowGroup("Panes") { PaneView(flags: flags) }
            .commands { InspectorCommands() }
    }
}

/// The app's View ▸ Show Inspector action, as the app's startup installs it.
@MainActor
private func inspectorToggle(_ runtime: AppRuntime) -> SimpleAction {
    if let toggle = runtime.inspectorToggle { return toggle }
    let toggle = InspectorToggle.install(in: runtime.application, runtime: runtime)
    runtime.inspectorToggle = toggle
    return toggle
}

/// A window follows its inspectors and `.onOpenURL` views without keeping
/// them alive: View ▸ Show Inspector greys and URLs stop arriving once the
/// view is gone, and a closed window lets go of them.
final class WindowFollowersTests: GtkTestCase {
    func testTheInspectorItemGreysWhenTheWindowsInspectorViewGoes() throws {
        try onMain {
            let flags = PaneFlags()
            let runtime = documentRuntime(PaneScene(flags: flags))
            defer { closeAll(runtime) }
            let toggle = inspectorToggle(runtime)
            let host = try XCTUnwrap(runtime.openWindow())
            runtime.menuBar.refresh()
            XCTAssertTrue(toggle.isEnabled, "the window has an inspector")
            XCTAssertTrue(runtime.menuBar.menu.flattenedLabels.contains("Show Inspector"))
            toggle.activate()
            spin(timeout: 20) { labelTexts(in: host.window).contains("Inspector") }
            runtime.menuBar.refresh()
            XCTAssertTrue(runtime.menuBar.menu.flattenedLabels.contains("Hide Inspector"), "the item says what it will do")

            weak var inspector = host.inspectors.live.first
            flags.inspects = false
            spin(timeout: 20) { labelTexts(in: host.window).contains("Plain") }
            settle(0.05)
            XCTAssertNil(inspector, "the window does not keep the inspector's node alive")
            runtime.menuBar.refresh()
            XCTAssertFalse(toggle.isEnabled, "greyed: the window has no inspector any more")
            XCTAssertTrue(runtime.menuBar.menu.flattenedLabels.contains("Show Inspector"))
            toggle.activate()
            settle(0.2)
            XCTAssertFalse(labelTexts(in: host.window).contains("Inspector"), "activating it anyway does nothing")
        }
    }

    func testURLsStopReachingAViewThatIsGone() throws {
        try onMain {
            let flags = PaneFlags()
            let runtime = documentRuntime(PaneScene(flags: flags))
            defer { closeAll(runtime) }
            let host = try XCTUnwrap(runtime.openWindow())
            let url = URL(string: "panes://one")!
            weak var handler = host.openURLHandlers.live.first
            XCTAssertNotNil(handler)
            runtime.open([url.absoluteString])
            XCTAssertEqual(URLInbox.latest?.received, [url])
            flags.listens = false
            spin(timeout: 20) { !labelTexts(in: host.window).contains("Inbox") }
            settle(0.05)
            XCTAssertNil(handler, "the window does not keep the view's node alive")
            runtime.open(["panes://two"])
            XCTAssertEqual(runtime.windows.count, 1, "no window opened for a URL nobody handles")
            flags.listens = true
            spin(timeout: 20) { labelTexts(in: host.window).contains("Inbox") }
            runtime.open(["panes://three"])
            XCTAssertEqual(
                URLInbox.latest?.received, [url, URL(string: "panes://three")!], "none while the view was gone")
            XCTAssertEqual(host.openURLHandlers.live.count, 1, "registered once")
        }
    }

    func testClosingTheWindowReleasesItsInspectorURLViewAndTheirClosures() throws {
        try onMain {
            let flags = PaneFlags()
            let runtime = documentRuntime(PaneScene(flags: flags))
            defer { closeAll(runtime) }
            let toggle = inspectorToggle(runtime)
            weak var inspector: InspectorNode?
            weak var handler: OpenURLNode?
            weak var inbox: URLInbox?
            do {
                let host = try XCTUnwrap(runtime.openWindow())
                inspector = host.inspectors.live.first
                handler = host.openURLHandlers.live.first
                runtime.open(["panes://kept"])
                inbox = URLInbox.latest
                XCTAssertNotNil(inbox)
                XCTAssertNotNil(inspector)
                XCTAssertNotNil(handler)
                host.window.destroy()
            }
            spin(timeout: 20) {
                settle(0.05)
                return runtime.windows.isEmpty && inspector == nil && handler == nil && inbox == nil
            }
            XCTAssertNil(inspector, "the inspector's node")
            XCTAssertNil(handler, "the .onOpenURL node")
            XCTAssertNil(inbox, "what its closure captured")
            runtime.menuBar.refresh()
            XCTAssertFalse(toggle.isEnabled, "no window, no inspector: the item greys")
        }
    }
}
