import Gtk
import GtkTestSupport
import ToolbarKit
import XCTest

@testable import GtkUI

/// `@AppStorage` (values, sharing, files) and `@SceneStorage` (per window).
final class StorageTests: GtkTestCase {
    private var folder: URL!

    override func setUp() {
        super.setUp()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gtkui-storage-\(UUID().uuidString)")
        self.folder = folder
        onMain {
            PreferencesStore.standardFileURL = folder.appendingPathComponent("app/preferences.plist")
            PreferencesStore.reset()
        }
    }

    override func tearDown() {
        onMain {
            PreferencesStore.standardFileURL = nil
            PreferencesStore.reset()
        }
        try? FileManager.default.removeItem(at: folder)
        super.tearDown()
    }

    func testEveryValueTypeRoundTripsThroughThePrivateFile() throws {
        let folder = self.folder!
        onMain {
            let settings = StoredSettings()
            XCTAssertEqual(settings.fontSize, 12, "the default when nothing is stored")
            settings.showsPreview = false
            settings.fontSize = 16
            settings.zoom = 1.5
            settings.author = "Ada"
            settings.folder = URL(string: "file:///tmp/notes")!
            settings.blob = Data([1, 2, 3])
            settings.theme = .dark
            settings.sort = .byDate
            settings.lastOpened = "Groceries"
            PreferencesStore.reset()  // as after a relaunch: read back from the file
            let reread = StoredSettings()
            XCTAssertEqual(reread.showsPreview, false)
            XCTAssertEqual(reread.fontSize, 16)
            XCTAssertEqual(reread.zoom, 1.5)
            XCTAssertEqual(reread.author, "Ada")
            XCTAssertEqual(reread.folder, URL(string: "file:///tmp/notes")!)
            XCTAssertEqual(reread.blob, Data([1, 2, 3]))
            XCTAssertEqual(reread.theme, .dark)
            XCTAssertEqual(reread.sort, .byDate)
            XCTAssertEqual(reread.lastOpened, "Groceries")
            reread.lastOpened = nil
            PreferencesStore.reset()
            XCTAssertNil(StoredSettings().lastOpened, "nil removes the value")
        }
        let file = folder.appendingPathComponent("app/preferences.plist")
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o600)
        let folderAttributes = try FileManager.default.attributesOfItem(atPath: file.deletingLastPathComponent().path)
        XCTAssertEqual((folderAttributes[.posixPermissions] as? NSNumber)?.intValue, 0o700)
        let text = try String(contentsOf: file, encoding: .utf8)
        XCTAssertTrue(text.contains("<string>Ada</string>"), "a readable property list")
    }

    func testCorruptStoreIsMovedAsideWithOneWarning() throws {
        let file = self.folder.appendingPathComponent("app/preferences.plist")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("not a plist <<<".utf8).write(to: file)
        onMain {
            var warnings: [String] = []
            let store = PropertyListFile(fileURL: file, describedAs: "preferences file") { warnings.append($0) }
            XCTAssertTrue(store.values.isEmpty)
            XCTAssertEqual(warnings.count, 1)
            XCTAssertTrue(warnings.first?.contains(file.path) == true, "the warning names the file")
            store.set("kept", forKey: "key")
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)
        XCTAssertTrue(names.contains { $0.hasPrefix("preferences.plist.corrupt-") }, "the bad file is kept aside: \(names)")
        XCTAssertTrue(try String(contentsOf: file, encoding: .utf8).contains("kept"))
    }

    func testEveryViewReadingAKeyFollowsAWriteLive() {
        onMain {
            let first = HostingView(rootView: FontSizeLabel())
            let second = HostingView(rootView: FontSizeStepper())
            XCTAssertTrue(labelTexts(first.widget).contains("Size 12"))
            find(FontSizeStepperBox.self, in: second).first?.increment()
            spin { labelTexts(first.widget).contains("Size 13") }
            XCTAssertEqual(UserDefaults.standard.integer(forKey: "fontSize"), 13, "UserDefaults.standard sees the value")
        }
    }

    func testDefaultAppStorageRedirectsToASuite() {
        onMain {
            let suiteName = "org.gtkui.tests.\(UUID().uuidString)"
            let suite = UserDefaults(suiteName: suiteName)!
            defer {
                suite.removePersistentDomain(forName: suiteName)
                try? FileManager.default.removeItem(
                    at: ToolbarStore.defaultConfigHome()
                        .appendingPathComponent("\(suiteName).plist"))
            }
            let hosting = HostingView(rootView: FontSizeLabel().defaultAppStorage(suite))
            suite.set(30, forKey: "fontSize")
            PreferencesStore.forDefaults(suite).set(31, forKey: "fontSize")
            spin { labelTexts(hosting.widget).contains("Size 31") }
            XCTAssertEqual(suite.integer(forKey: "fontSize"), 31)
        }
    }

    func testSceneStorageIsPerWindow() {
        onMain {
            let windowA = WindowHost(window: Window())
            let windowB = WindowHost(window: Window())
            let a = HostingView(rootView: SelectionView(), host: windowA, scheduler: UpdateScheduler())
            let b = HostingView(rootView: SelectionView(), host: windowB, scheduler: UpdateScheduler())
            find(SelectionBox.self, in: a).first?.select("Groceries")
            spin { labelTexts(a.widget).contains("Selected Groceries") }
            b.flush()
            XCTAssertTrue(labelTexts(b.widget).contains("Selected none"), "another window keeps its own value")
            windowA.window.destroy()
            windowB.window.destroy()
        }
    }
}

enum Theme: String { case light, dark }
enum SortOrder: Int { case byTitle, byDate }

@MainActor
struct StoredSettings {
    @AppStorage("showsPreview") var showsPreview = true
    @AppStorage("fontSize") var fontSize = 12
    @AppStorage("zoom") var zoom = 1.0
    @AppStorage("author") var author = ""
    @AppStorage("folder") var folder = URL(fileURLWithPath: "/")
    @AppStorage("blob") var blob = Data()
    @AppStorage("theme") var theme = Theme.light
    @AppStorage("sort") var sort = SortOrder.byTitle
    @AppStorage("lastOpened") var lastOpened: String?
}

struct FontSizeLabel: View {
    @AppStorage("fontSize") private var fontSize = 12
    var body: some View { Text("Size \(fontSize)") }
}

/// Lets a test write through the view's own property.
@MainActor final class FontSizeStepperBox {
    var increment: () -> Void = {}
}

struct FontSizeStepper: View {
    @AppStorage("fontSize") private var fontSize = 12
    @State private var box = FontSizeStepperBox()
    var body: some View {
        // Captures the binding, not the view (whose state holds the box).
        box.increment = { [$fontSize] in $fontSize.wrappedValue += 1 }
        return Text("Stepper \(fontSize)")
    }
}

@MainActor final class SelectionBox {
    var select: (String) -> Void = { _ in }
}

struct SelectionView: View {
    @SceneStorage("selection") private var selection: String?
    @State private var box = SelectionBox()
    var body: some View {
        box.select = { [$selection] in $selection.wrappedValue = $0 }
        return Text("Selected \(selection ?? "none")")
    }
}
