import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// Builds the menu bar of `scene` as a running app would, and reads it back.
@MainActor
private func menuBar<S: Scene>(_ scene: S) -> [MenuItemOutline] {
    let runtime = AppRuntime(appID: "org.gtkui.CommandPlacementTests", about: AboutInfo(name: "Tester", version: "1"), scene: scene)
    defer { runtime.resignCurrent() }
    runtime.menuBar.build()
    return runtime.menuBar.menu.outline
}

@MainActor
private func menu(_ title: String, in bar: [MenuItemOutline], file: StaticString = #filePath, line: UInt = #line) -> MenuItemOutline? {
    let found = bar.first { $0.label == title }
    if found == nil { XCTFail("no \(title) menu in \(bar.compactMap(\.label))", file: file, line: line) }
    return found
}

/// The app's menu bar built from its scenes' commands, read back from the
/// GMenu GTK shows: conditional commands, every `CommandGroupPlacement`,
/// nested menus, dividers and shortcuts, and the keys GTK accepts.
final class CommandPlacementTests: GtkTestCase {
    private struct AppCommands: Commands {
        let debug: Bool
        let layout: Int
        var body: some Commands {
            if debug {
                CommandMenu("Debug") { Button("Dump State") {} }
            } else {
                CommandMenu("Tools") { Button("Measure") {} }
            }
            switch layout {
            case 0: CommandGroup(after: .sidebar) { Button("Show Grid") {} }
            default: CommandGroup(after: .sidebar) { Button("Hide Grid") {} }
            }
            if #available(macOS 14, iOS 17, *) {
                CommandGroup(before: .help) { Button("What's New") {} }
            }
        }
    }

    func testIfElseSwitchAndAvailabilityPickTheirBranch() {
        onMain {
            let debug = menuBar(WindowGroup { Text("x") }.commands { AppCommands(debug: true, layout: 0) })
            XCTAssertEqual(debug.compactMap(\.label), ["File", "Edit", "View", "Debug", "Help"])
            XCTAssertEqual(menu("View", in: debug)?.sectionLabels, [["Show Grid"]])
            XCTAssertEqual(menu("Help", in: debug)?.sectionLabels, [["What's New"], ["Keyboard Shortcuts"], ["About Tester"]])
            let tools = menuBar(WindowGroup { Text("x") }.commands { AppCommands(debug: false, layout: 1) })
            XCTAssertEqual(tools.compactMap(\.label), ["File", "Edit", "View", "Tools", "Help"])
            XCTAssertEqual(menu("View", in: tools)?.sectionLabels, [["Hide Grid"]])
        }
    }

    func testAppInfoIsTheHelpMenusLastSection() {
        onMain {
            let bar = menuBar(
                WindowGroup { Text("x") }
                    .commands {
                        CommandGroup(replacing: .appInfo) { Button("About This Tester") {} }
                        CommandGroup(after: .appInfo) { Button("Acknowledgements") {} }
                    })
            XCTAssertEqual(menu("Help", in: bar)?.sectionLabels, [["Keyboard Shortcuts"], ["About This Tester"], ["Acknowledgements"]])
            let replaced = menu("Help", in: bar)?.submenu?.last?.section?.first
            XCTAssertNotEqual(replaced?.action, "app.about", "the replacement runs the app's own action")
        }
    }

    func testTextFormattingMakesAFormatMenuAfterEditOrJoinsTheAppsOwn() {
        onMain {
            let alone = menuBar(
                WindowGroup { Text("x") }
                    .commands {
                        CommandGroup(replacing: .textFormatting) {
                            Button("Bold") {}.keyboardShortcut("b")
                            Divider()
                            Menu("Font") {
                                Button("Bigger") {}.keyboardShortcut("+")
                                Button("Smaller") {}.keyboardShortcut("-")
                            }
                        }
                    })
            XCTAssertEqual(alone.compactMap(\.label), ["File", "Edit", "Format", "Help"])
            let format = menu("Format", in: alone)
            XCTAssertEqual(format?.sectionLabels, [["Bold"], ["Font"]])
            XCTAssertEqual(format?.submenu?[0].section?[0].accelerator, "<Control>b")
            let font = format?.submenu?[1].section?[0]
            XCTAssertEqual(font?.sectionLabels, [["Bigger", "Smaller"]])
            XCTAssertEqual(font?.submenu?.first?.section?.compactMap(\.accelerator), ["<Control>plus", "<Control>minus"])

            let joined = menuBar(
                WindowGroup { Text("x") }
                    .commands {
                        CommandMenu("Format") { Button("Italic") {} }
                        CommandGroup(before: .textFormatting) { Button("Bold") {} }
                        CommandGroup(after: .textFormatting) { Button("Show Fonts") {} }
                    })
            XCTAssertEqual(joined.filter { $0.label == "Format" }.count, 1, "one Format menu")
            XCTAssertEqual(menu("Format", in: joined)?.sectionLabels, [["Bold"], ["Italic"], ["Show Fonts"]])
        }
    }

    func testWindowPlacementsMakeAWindowMenu() {
        onMain {
            XCTAssertNil(menuBar(WindowGroup { Text("x") }).first { $0.label == "Window" }, "no Window menu by default")
            let bar = menuBar(
                WindowGroup { Text("x") }
                    .commands {
                        CommandGroup(before: .windowList) { Button("Bring All to Front") {} }
                        CommandGroup(after: .windowArrangement) { Button("Tile Windows") {} }
                    })
            XCTAssertEqual(bar.compactMap(\.label), ["File", "Edit", "Window", "Help"])
            XCTAssertEqual(menu("Window", in: bar)?.sectionLabels, [["Tile Windows"], ["Bring All to Front"]])
        }
    }

    func testAppWidePlacementsGoBeforeQuitAndEmptyCommandsAddNothing() {
        onMain {
            let bar = menuBar(
                WindowGroup { Text("x") }
                    .commands {
                        EmptyCommands()
                        CommandGroup(after: .appVisibility) { Button("Hide Others") {} }
                        CommandGroup(replacing: .systemServices) { Button("Services") {} }
                        CommandGroup(after: .saveItem) { Button("Export…") {}.keyboardShortcut("e", modifiers: [.command, .shift]) }
                    })
            let file = menu("File", in: bar)
            XCTAssertEqual(file?.sectionLabels, [["New Window"], ["Export…"], ["Close Window"], ["Services"], ["Hide Others"], ["Quit"]])
            XCTAssertEqual(file?.submenu?[1].section?[0].accelerator, "<Control><Shift>e")
            let plain = menuBar(WindowGroup { Text("x") }.commands { EmptyCommands() })
            XCTAssertEqual(plain.compactMap(\.label), ["File", "Edit", "Help"])
        }
    }

    func testTheStandardGroupsOfFileEditViewAndWindowTakeTheAppsCommands() throws {
        try onMain {
            var printed = 0
            let scene = WindowGroup { Text("x") }
                .commands {
                    CommandGroup(after: .importExport) { Button("Export as PDF…") {} }
                    CommandGroup(replacing: .printItem) { Button("Print…") { printed += 1 }.keyboardShortcut("p") }
                    CommandGroup(before: .appTermination) { Button("Save All") {} }
                    CommandGroup(replacing: .undoRedo) {
                        Button("Undo Typing") {}
                        Button("Redo Typing") {}.disabled(true)
                    }
                    CommandGroup(after: .pasteboard) { Button("Paste and Match Style") {} }
                    CommandGroup(after: .textEditing) { Button("Spelling") {} }
                    CommandGroup(replacing: .appSettings) { Button("Settings…") {}.keyboardShortcut(",") }
                    CommandGroup(after: .windowSize) { Button("Actual Size") {} }
                    CommandGroup(replacing: .singleWindowList) { Button("Show Library") {} }
                }
            let runtime = AppRuntime(
                appID: "org.gtkui.CommandPlacementTests", about: AboutInfo(name: "Tester", version: "1"), scene: scene)
            defer { runtime.resignCurrent() }
            runtime.menuBar.build()
            let bar = runtime.menuBar.menu.outline
            XCTAssertEqual(bar.compactMap(\.label), ["File", "Edit", "View", "Window", "Help"])
            XCTAssertEqual(
                menu("File", in: bar)?.sectionLabels,
                [["New Window"], ["Export as PDF…"], ["Print…"], ["Close Window"], ["Save All"], ["Quit"]])
            XCTAssertEqual(
                menu("Edit", in: bar)?.sectionLabels,
                [
                    ["Undo Typing", "Redo Typing"], ["Cut", "Copy", "Paste", "Select All"], ["Paste and Match Style"],
                    ["Spelling"], ["Settings…"]
                ])
            XCTAssertEqual(menu("View", in: bar)?.sectionLabels, [["Actual Size"]])
            XCTAssertEqual(menu("Window", in: bar)?.sectionLabels.last, ["Show Library"])

            let file = try XCTUnwrap(menu("File", in: bar)?.submenu)
            let print = try XCTUnwrap(file[2].section?.first)
            XCTAssertEqual(print.accelerator, "<Control>p")
            let settings = try XCTUnwrap(menu("Edit", in: bar)?.submenu?.last?.section?.first)
            XCTAssertEqual(settings.accelerator, "<Control>comma")
            let printAction = try XCTUnwrap(runtime.menuBar.dynamicActions.first { "app.\($0.name)" == print.action })
            printAction.activate()
            XCTAssertEqual(printed, 1, "the replacement runs the app's action")
            let redo = try XCTUnwrap(menu("Edit", in: bar)?.submenu?.first?.section?.last)
            let redoAction = try XCTUnwrap(runtime.menuBar.dynamicActions.first { "app.\($0.name)" == redo.action })
            XCTAssertFalse(redoAction.isEnabled, "a disabled command is a greyed-out item")
        }
    }

    func testEveryKeyEquivalentIsAnAcceleratorGTKAccepts() {
        onMain {
            let punctuation = Array("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~")
            let named: [KeyEquivalent] = [
                .return, .escape, .delete, .deleteForward, .space, .tab, .upArrow, .downArrow, .leftArrow, .rightArrow,
                .home, .end, .pageUp, .pageDown, .clear, "\u{F704}", "\u{F70F}", "é"
            ]
            for key in punctuation.map({ KeyEquivalent($0) }) + named + ["a", "Z", "7"] {
                for modifiers: EventModifiers in [.command, [.command, .shift], [.option, .control]] {
                    let trigger = KeyboardShortcut(key, modifiers: modifiers).gtkTrigger
                    XCTAssertNotNil(Accelerator.parse(trigger), "GTK refuses \(trigger) for \(key.character.unicodeScalars.map(\.value))")
                }
            }
            for character in punctuation {
                let name = KeyEquivalent(character).gdkName.name
                XCTAssertEqual(Accelerator.keyName(typing: character.unicodeScalars.first!), name, "\(character)")
            }
            XCTAssertEqual(KeyboardShortcut("@").gtkTrigger, "<Control>at")
            XCTAssertEqual(KeyboardShortcut("{", modifiers: [.command, .shift]).gtkTrigger, "<Control><Shift>braceleft")
            XCTAssertEqual(KeyboardShortcut("\u{F704}", modifiers: []).gtkTrigger, "F1")
        }
    }

    func testTheAboutDialogShowsTheDeclaredLicence() {
        onMain {
            let mit = AboutDialog(AboutInfo(name: "A", version: "1"))
            XCTAssertTrue(mit.licenseText?.contains("MIT") ?? false, "\(mit.licenseText ?? "nil")")
            let gpl = AboutDialog(AboutInfo(name: "A", version: "1", license: .gpl3OrLater))
            XCTAssertTrue(gpl.licenseText?.contains("gpl-3.0") ?? false, "\(gpl.licenseText ?? "nil")")
            let custom = AboutDialog(AboutInfo(name: "A", version: "1", license: .custom("Use it kindly.")))
            XCTAssertEqual(custom.licenseText, "Use it kindly.")
            var none = AboutInfo(name: "A", version: "1")
            none.isMITLicensed = false
            XCTAssertNil(AboutDialog(none).licenseText)
            var apache = AboutInfo(name: "A", version: "1", license: .apache2)
            apache.isMITLicensed = false
            XCTAssertEqual(apache.license, .apache2, "taking MIT away keeps another licence")
            for dialog in [mit, gpl, custom] { dialog.destroy() }
        }
    }
}
