import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// Shows the color scheme its environment reports.
private struct SchemeLabel: View {
    @Environment(\.colorScheme) var colorScheme
    var body: some View { Text(colorScheme == .dark ? "dark" : "light") }
}

/// A window asking for a scheme of its own (or following the desktop).
private struct PreferringWindow: View {
    let preference: ColorScheme?
    var body: some View {
        SchemeLabel().preferredColorScheme(preference)
    }
}

/// The scheme a rendered `SchemeLabel` shows.
@MainActor
private func shownText<V: View>(_ hosting: HostingView<V>) -> String? {
    find(Gtk::Label.self, in: hosting).first { ["dark", "light"].contains($0.text) }?.text
}

final class ColorSchemeTests: GtkTestCase {
    func testEnvironmentReportsTheInheritedColorScheme() {
        onMain {
            let light = HostingView(rootView: SchemeLabel())
            XCTAssertEqual(shownText(light), "light")
            let dark = HostingView(rootView: SchemeLabel().environment(\.colorScheme, .dark))
            XCTAssertEqual(shownText(dark), "dark")
        }
    }

    /// The desktop's preference reaches every window's views and GTK's
    /// theme; the active window's `.preferredColorScheme` overrides it.
    func testDesktopPreferenceAndWindowOverride() {
        onMain {
            let saved = Gtk.prefersDarkStyle
            defer { Gtk.prefersDarkStyle = saved }
            let following = ToolbarFixture(PreferringWindow(preference: nil))
            let preferringLight = ToolbarFixture(PreferringWindow(preference: .light))
            defer {
                following.close()
                preferringLight.close()
            }
            var active: WindowHost? = following.host
            let coordinator = ColorSchemeCoordinator(
                hosts: { [following.host, preferringLight.host] },
                activeHost: { active })
            for fixture in [following, preferringLight] {
                let hosting = fixture.hosting
                fixture.host.rerenderContent = { hosting.rerender() }
            }
            XCTAssertEqual(preferringLight.host.preferredColorScheme, .light)
            XCTAssertNil(following.host.preferredColorScheme)

            coordinator.setDesktopScheme(.dark)
            XCTAssertEqual(shownText(following.hosting), "dark")
            XCTAssertEqual(shownText(preferringLight.hosting), "dark", "one theme per display: the active window decides")
            XCTAssertTrue(Gtk.prefersDarkStyle)

            active = preferringLight.host
            coordinator.update()
            XCTAssertEqual(shownText(following.hosting), "light")
            XCTAssertEqual(shownText(preferringLight.hosting), "light")
            XCTAssertFalse(Gtk.prefersDarkStyle)

            active = following.host
            coordinator.setDesktopScheme(.light)
            coordinator.setDesktopScheme(.dark)
            XCTAssertEqual(shownText(following.hosting), "dark")
            XCTAssertTrue(Gtk.prefersDarkStyle)
        }
    }

    /// A view that stops declaring a preference (removed, or nil) withdraws it.
    func testAWithdrawnPreferenceNoLongerCounts() {
        onMain {
            let fixture = ToolbarFixture(PreferringWindow(preference: .dark))
            defer { fixture.close() }
            XCTAssertEqual(fixture.host.preferredColorScheme, .dark)
            fixture.hosting.update(PreferringWindow(preference: nil))
            XCTAssertNil(fixture.host.preferredColorScheme)
            fixture.hosting.update(PreferringWindow(preference: .light))
            XCTAssertEqual(fixture.host.preferredColorScheme, .light)
        }
    }
}
