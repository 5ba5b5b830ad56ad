import Foundation
import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// macOS scene conveniences: `openSettings`, `SettingsLink`, a scene's own
/// keyboard shortcut, `restorationBehavior`, and the Edit commands of a view.
final class SceneCommandsTests: GtkTestCase {
    func testSettingsOpenFromTheEnvironmentActionAndFromASettingsLink() throws {
        try onMain {
            let runtime = documentRuntime(
                Group {
                    WindowGroup("Mail") { SettingsOpeners() }
                    GtkUI.Settings { Text("Mail settings") }
                })
            defer { closeAll(runtime) }
            runtime.openWindow()
            let mail = try XCTUnwrap(runtime.windows.first?.content)
            let link = try XCTUnwrap(find(Gtk::Button.self, in: mail).first { $0.accessibleLabel == "Preferences…" })
            link.click()
            spin { runtime.windows.count == 2 }
            XCTAssertEqual(runtime.windows.map(\.host.window.title), ["Mail", "Preferences"], "SettingsLink() opens Settings")
            runtime.windows.last?.host.window.close()
            spin { runtime.windows.count == 1 }
            let opener = try XCTUnwrap(find(Gtk::Button.self, in: mail).first { $0.accessibleLabel == "Open Settings" })
            opener.click()
            spin { runtime.windows.count == 2 }
            XCTAssertEqual(runtime.windows.last?.host.window.title, "Preferences", "openSettings() opens it")
        }
    }

    func testASceneShortcutOpensItsWindowAndRestorationCanBeTurnedOff() throws {
        try onMain {
            let runtime = documentRuntime(
                Group {
                    WindowGroup("Mail") { Text("Inbox") }
                    Window("Activity", id: "activity") { Text("Nothing running") }
                        .keyboardShortcut("0", modifiers: [.command, .shift])
                        .restorationBehavior(.disabled)
                        .defaultSize(width: 300, height: 200)
                })
            defer { closeAll(runtime) }
            let actions = runtime.installSceneShortcuts()
            XCTAssertEqual(actions.map(\.name), ["open-scene-1"])
            XCTAssertEqual(runtime.application.accelerators(for: "app.open-scene-1"), ["<Shift><Control>0"])
            runtime.openWindow()
            actions[0].activate()
            spin { runtime.windows.count == 2 }
            XCTAssertEqual(runtime.windows.last?.host.window.title, "Activity")
            actions[0].activate()
            settle(0.1)
            XCTAssertEqual(runtime.windows.count, 2, "a Window scene has one window: brought to the front")
            // A remembered size is not restored.
            runtime.windowStates.record(WindowState(width: 900, height: 700, isMaximized: false), scene: "activity", slot: 0)
            runtime.windows.last?.host.window.destroy()
            spin { runtime.windows.count == 1 }
            actions[0].activate()
            spin { runtime.windows.count == 2 }
            XCTAssertEqual(runtime.windows.last?.host.window.defaultSize.width, 300, "the default size, not the remembered 900")
        }
    }

    func testCopyCutAndPasteCommandsReachTheFocusedView() throws {
        try onMain {
            let log = Probe<[String]>()
            let view = WindowedView(EditableRow(log: log))
            defer { view.close() }
            let label = try XCTUnwrap(find(Gtk::Label.self, in: view.hosting).first { $0.text == "Row" })
            let row = try XCTUnwrap(ClipboardNode.owner(of: label), "what Edit ▸ Copy asks")
            XCTAssertTrue(row.canCopy && row.canCut)
            XCTAssertEqual(row.copy(), true)
            XCTAssertEqual(row.cut(), true)
            XCTAssertEqual(log.value, ["copy", "cut"])
            spin { TransferClipboard.offers([.plainText]) }
            XCTAssertTrue(row.canPaste, "the clipboard now holds text")
            XCTAssertEqual(row.paste(), true)
            spin { log.value?.last == "paste 1" }
            XCTAssertEqual(log.value?.last, "paste 1")
        }
    }
}

private struct SettingsOpeners: View {
    @Environment(\.openSettings) private var openSettings
    var body: some View {
        VStack {
            SettingsLink()
            Button("Open Settings") { openSettings() }
        }
    }
}

private struct EditableRow: View {
    let log: Probe<[String]>
    var body: some View {
        Text("Row")
            .onCopyCommand {
                log.value = (log.value ?? []) + ["copy"]
                return [NSItemProvider(object: "Row" as NSString)]
            }
            .onCutCommand {
                log.value = (log.value ?? []) + ["cut"]
                return [NSItemProvider(object: "Row" as NSString)]
            }
            .onPasteCommand(of: [.plainText]) { providers in
                log.value = (log.value ?? []) + ["paste \(providers.count)"]
            }
    }
}
