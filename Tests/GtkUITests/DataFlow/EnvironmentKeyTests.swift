import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// The system environment keys a view reads, and `openURL`'s handler forms.
final class EnvironmentKeyTests: GtkTestCase {
    func testDesktopDefaults() {
        onMain {
            let values = EnvironmentValues()
            XCTAssertEqual(values.horizontalSizeClass, .regular)
            XCTAssertEqual(values.verticalSizeClass, .regular)
            XCTAssertEqual(values.scenePhase, .active)
            XCTAssertEqual(values.controlActiveState, .key)
            XCTAssertEqual(values.layoutDirection, .leftToRight)
            XCTAssertEqual(values.multilineTextAlignment, .leading)
            XCTAssertNil(values.lineLimit)
            XCTAssertEqual(values.locale, Locale.current)
            XCTAssertEqual(values.timeZone, TimeZone.current)
            XCTAssertEqual(values.calendar, Calendar.current)
            XCTAssertNil(values.refresh)
        }
    }

    func testKeysSetByAncestorsReachTheView() {
        onMain {
            let hosting = HostingView(
                rootView: KeyReader()
                    .environment(\.locale, Locale(identifier: "fr_FR"))
                    .environment(\.horizontalSizeClass, .compact)
                    .environment(\.lineLimit, 2))
            hosting.flush()
            XCTAssertTrue(labelTexts(hosting.widget).contains("fr_FR compact 2"))
        }
    }

    func testOpenURLHandlerResults() {
        onMain {
            var seen: [URL] = []
            var accepted: [Bool] = []
            let handled = OpenURLAction {
                seen.append($0)
                return .handled
            }
            handled(URL(string: "https://example.org/a")!) { accepted.append($0) }
            let discarded = OpenURLAction {
                seen.append($0)
                return .discarded
            }
            discarded(URL(string: "https://example.org/b")!) { accepted.append($0) }
            XCTAssertEqual(seen.map(\.absoluteString), ["https://example.org/a", "https://example.org/b"])
            XCTAssertEqual(accepted, [true, false])
        }
    }

    func testOpenURLFromTheEnvironmentUsesTheInstalledHandler() {
        onMain {
            let opened = OpenedURLs()
            let hosting = HostingView(
                rootView: LinkOpener()
                    .environment(
                        \.openURL,
                        OpenURLAction {
                            opened.urls.append($0)
                            return .handled
                        }))
            hosting.flush()
            find(LinkOpenerBox.self, in: hosting).first?.open()
            XCTAssertEqual(opened.urls, [URL(string: "https://gnome.org")!])
        }
    }
}

@MainActor final class OpenedURLs { var urls: [URL] = [] }
@MainActor final class LinkOpenerBox { var open: () -> Void = {} }

struct LinkOpener: View {
    @Environment(\.openURL) private var openURL
    @State private var box = LinkOpenerBox()
    var body: some View {
        box.open = { [openURL] in openURL(URL(string: "https://gnome.org")!) }
        return Text("Link")
    }
}

struct KeyReader: View {
    @Environment(\.locale) private var locale
    @Environment(\.horizontalSizeClass) private var sizeClass
    @Environment(\.lineLimit) private var lineLimit
    var body: some View {
        Text("\(locale.identifier) \(sizeClass == .compact ? "compact" : "regular") \(lineLimit ?? 0)")
    }
}
