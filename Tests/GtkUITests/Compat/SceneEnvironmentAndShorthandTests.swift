import Foundation
import Gtk
import GtkTestSupport
import Observation
import XCTest

@testable import GtkUI

private struct ShelfNameKey: EnvironmentKey {
    static let defaultValue = "none"
}

extension EnvironmentValues {
    /// A test value a scene sets for its windows.
    fileprivate var shelfName: String {
        get { self[ShelfNameKey.self] }
        set { self[ShelfNameKey.self] = newValue }
    }
}

@Observable @MainActor private final class ShelfLibrary {
    var count = 3
}

@MainActor private final class ShelfSession: ObservableObject {
    @Published var user = "ada"
}

private struct ShelfProbe: View {
    @Environment(\.shelfName) private var name
    @Environment(ShelfLibrary.self) private var library: ShelfLibrary?
    @EnvironmentObject private var session: ShelfSession
    var body: some View {
        Text("shelf \(name) books \(library?.count ?? -1) user \(session.user)")
    }
}

private enum ShelfSection: String { case recent, starred }
private enum ShelfZoom: Int {
    case small = 1
    case large = 2
}

@MainActor private final class ShelfStorageBox {
    var choose: (ShelfSection?, ShelfZoom?) -> Void = { _, _ in }
}

private struct ShelfStorageView: View {
    @SceneStorage("shelf.section") private var section: ShelfSection?
    @AppStorage("shelf.zoom") private var zoom: ShelfZoom?
    @State private var box = ShelfStorageBox()
    var body: some View {
        box.choose = { [$section, $zoom] in
            $section.wrappedValue = $0
            $zoom.wrappedValue = $1
        }
        return Text("section \(section?.rawValue ?? "none") zoom \(zoom.map { "\($0.rawValue)" } ?? "none")")
    }
}

/// What real apps wrote that GtkUI lacked: the static shape members
/// (`.rect(cornerRadius:)`, `.capsule`, `.circle`), `.background()` with
/// no style, environment values set on a scene, optional enumerations in
/// `@SceneStorage`/`@AppStorage`, and `.autocapitalization(_:)`.
final class SceneEnvironmentAndShorthandTests: GtkTestCase {
    func testStaticShapeMembersRoundAndClipAsTheirShapes() {
        onMain {
            let clipped = HostingView(rootView: Text("Card").clipShape(.rect(cornerRadius: 8)))
            XCTAssertEqual(only(DecorationNode.self, in: clipped)?.styler.declarations, "border-radius: 8px;")
            XCTAssertEqual(
                only(DecorationNode.self, in: clipped)?.surface.clipsChildren, true, "the clipping box of the content's size clips")
            let pill = HostingView(rootView: Text("Tag").background(.yellow, in: .capsule))
            XCTAssertEqual(
                only(DecorationNode.self, in: pill)?.styler.declarations, "background-color: @gtkui_yellow; border-radius: 9999px;")
            let avatar = HostingView(rootView: Text("AL").clipShape(.circle))
            XCTAssertEqual(only(DecorationNode.self, in: avatar)?.styler.declarations, "border-radius: 50%;")
            let tab = HostingView(rootView: Text("Tab").background(.blue, in: .rect(topLeadingRadius: 4, topTrailingRadius: 2)))
            XCTAssertEqual(
                only(DecorationNode.self, in: tab)?.styler.declarations, "background-color: @gtkui_blue; border-radius: 4px 2px 0px 0px;",
                "top-left, top-right, bottom-right, bottom-left")
            let row = HostingView(rootView: Text("Row").contentShape(.rect))
            XCTAssertEqual(labelTexts(row.widget), ["Row"], "contentShape(.rect) keeps the row as it is")
        }
    }

    func testBackgroundWithoutAStylePaintsTheWindowBackground() {
        onMain {
            let card = HostingView(rootView: Text("Event").padding(4).background())
            XCTAssertEqual(only(DecorationNode.self, in: card)?.styler.declarations, "background-color: @theme_bg_color;")
            let rounded = HostingView(rootView: Text("Event").background(in: .rect(cornerRadius: 6)))
            XCTAssertEqual(
                only(DecorationNode.self, in: rounded)?.styler.declarations, "background-color: @theme_bg_color; border-radius: 6px;")
        }
    }

    func testSceneEnvironmentReachesEveryWindowAndTheInnermostValueWins() {
        onMain {
            let library = ShelfLibrary()
            let scene = WindowGroup { ShelfProbe() }
                .environment(\.shelfName, "inner")
                .environment(\.shelfName, "outer")
                .environment(library)
                .environmentObject(ShelfSession())
            let runtime = AppRuntime(
                appID: "org.gtkui.SceneEnvironmentTests.App\(getpid())", about: AboutInfo(name: "Shelf", version: "1"), scene: scene)
            defer { runtime.resignCurrent() }
            XCTAssertTrue(runtime.application.register())
            runtime.openWindow()
            runtime.openWindow()
            let contents = runtime.windows.map(\.content.widget)
            XCTAssertEqual(contents.count, 2)
            for content in contents {
                XCTAssertEqual(labelTexts(content), ["shelf inner books 3 user ada"], "each window, from the scene")
            }
            library.count = 4
            spin { labelTexts(contents[0]) == ["shelf inner books 4 user ada"] }
            XCTAssertEqual(labelTexts(contents[0]), ["shelf inner books 4 user ada"], "the observable object is live")
            for record in runtime.windows where record.host.window.isAlive { record.host.window.destroy() }
        }
    }

    func testOptionalEnumerationsInSceneAndAppStorage() {
        onMain {
            let suiteFile = FileManager.default.temporaryDirectory.appendingPathComponent("gtkui-shelf-\(UUID().uuidString)")
            PreferencesStore.standardFileURL = suiteFile.appendingPathComponent("preferences.plist")
            PreferencesStore.reset()
            defer {
                PreferencesStore.standardFileURL = nil
                PreferencesStore.reset()
                try? FileManager.default.removeItem(at: suiteFile)
            }
            let window = WindowHost(window: Window())
            let hosting = HostingView(rootView: ShelfStorageView(), host: window, scheduler: UpdateScheduler())
            XCTAssertEqual(labelTexts(hosting.widget), ["section none zoom none"], "nil until chosen")
            find(ShelfStorageBox.self, in: hosting).first?.choose(.starred, .large)
            spin { labelTexts(hosting.widget) == ["section starred zoom 2"] }
            XCTAssertEqual(labelTexts(hosting.widget), ["section starred zoom 2"])
            XCTAssertEqual(PreferencesStore.forDefaults(nil).value(forKey: "shelf.zoom") as? Int, 2, "stored by its raw value")
            find(ShelfStorageBox.self, in: hosting).first?.choose(nil, nil)
            spin { labelTexts(hosting.widget) == ["section none zoom none"] }
            XCTAssertNil(PreferencesStore.forDefaults(nil).value(forKey: "shelf.zoom"), "nil removes the preference")
            window.window.destroy()
        }
    }

    func testOlderAutocapitalizationSetsGTKInputHints() {
        onMain {
            let hosting = HostingView(
                rootView: VStack {
                    TextField("URL", text: .constant("")).autocapitalization(.none)
                    TextField("Name", text: .constant("")).autocapitalization(.words)
                })
            hosting.flush()
            let hints = find(Gtk::Entry.self, in: hosting).map(\.inputHints)
            XCTAssertEqual(hints.count, 2)
            XCTAssertFalse(hints[0].contains(.uppercaseWords) || hints[0].contains(.uppercaseSentences), "none: no capitals")
            XCTAssertTrue(hints[1].contains(.uppercaseWords), "words: each word")
        }
    }
}
