import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// `windows.json`: what is recorded comes back; damaged files are moved aside with one warning.
final class WindowStateStoreTests: GtkTestCase {
    private var configHome: URL!

    /// Warning lines a store printed.
    private final class Warnings: @unchecked Sendable {
        var lines: [String] = []
    }

    override func setUpWithError() throws {
        try super.setUpWithError()
        configHome = FileManager.default.temporaryDirectory.appendingPathComponent("window-state-\(UUID().uuidString)")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: configHome)
    }

    func testRecordedStatesComeBackPerSceneAndSlot() throws {
        let configHome = self.configHome!
        try onMain {
            let warnings = Warnings()
            let store = WindowStateStore(appID: "org.example.App", configHome: configHome) { warnings.lines.append($0) }
            XCTAssertNil(store.state(scene: "0", slot: 0))
            store.record(WindowState(width: 900, height: 650, isMaximized: false), scene: "0", slot: 0)
            store.record(WindowState(width: 640, height: 480, isMaximized: true), scene: "0", slot: 2)
            store.record(WindowState(width: 300, height: 200, isMaximized: false), scene: "inspector", slot: 0)
            store.flush()

            let reloaded = WindowStateStore(appID: "org.example.App", configHome: configHome) { warnings.lines.append($0) }
            XCTAssertEqual(reloaded.state(scene: "0", slot: 0), WindowState(width: 900, height: 650, isMaximized: false))
            XCTAssertNil(reloaded.state(scene: "0", slot: 1))
            XCTAssertEqual(reloaded.state(scene: "0", slot: 2), WindowState(width: 640, height: 480, isMaximized: true))
            XCTAssertEqual(reloaded.state(scene: "inspector", slot: 0)?.width, 300)
            let json = try String(contentsOf: reloaded.fileURL, encoding: .utf8)
            XCTAssertTrue(json.contains("\"version\" : 1"), json)
            XCTAssertTrue(json.contains("null"), "an unsaved slot is null: \(json)")
            XCTAssertEqual(warnings.lines, [])
        }
    }

    func testDamagedFilesAreMovedAsideWithOneWarning() throws {
        let cases: [(String, String)] = [
            ("not json", "not valid JSON"),
            (#"{"version": 1, "scenes": {"0": {"windows": [{"width": 0, "height": 10, "isMaximized": false}]}}}"#, "out of range"),
            (#"{"version": 1, "scenes": {"0": {"windows": [{"width": 10, "isMaximized": false}]}}}"#, "lacks \"height\""),
            (#"{"version": 9, "scenes": {}}"#, "newer version")
        ]
        let configHome = self.configHome!
        try onMain {
            for (contents, reason) in cases {
                try? FileManager.default.removeItem(at: configHome)
                let warnings = Warnings()
                let store = WindowStateStore(appID: "org.example.App", configHome: configHome) { warnings.lines.append($0) }
                try FileManager.default.createDirectory(at: store.fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(contents.utf8).write(to: store.fileURL)
                XCTAssertNil(store.state(scene: "0", slot: 0), contents)
                XCTAssertEqual(warnings.lines.count, 1, contents)
                XCTAssertTrue(warnings.lines.first?.contains(reason) ?? false, "\(warnings.lines) should say \(reason)")
                let names = try FileManager.default.contentsOfDirectory(atPath: store.fileURL.deletingLastPathComponent().path)
                let aside = names.filter { $0.hasPrefix("windows.json.corrupt-") }
                XCTAssertEqual(aside.count, 1, "\(names)")
                XCTAssertFalse(names.contains("windows.json"), "\(names)")
            }
        }
    }
}
