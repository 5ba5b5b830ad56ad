import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI
@testable import SeedSample

/// The first `CommandMenu` of `commands`, evaluated.
@MainActor
private func firstMenu(_ commands: some Commands) -> (title: String, entries: [MenuEntry])? {
    var declarations: [CommandsDeclaration] = []
    collectCommands(commands, into: &declarations)
    for case .menu(let title, let entries) in declarations { return (title, entries()) }
    return nil
}

/// Menu commands built from views (`CommandMenu` content), the menu bar's
/// accelerators, and toolbar controls that leave the focus where it was.
final class MenuCommandTests: GtkTestCase {
    fileprivate struct FormatMenu: Commands {
        let bold: Binding<Bool>
        let enabled: Bool
        let onBigger: () -> Void

        var body: some Commands {
            CommandMenu("Format") {
                Toggle("Bold", isOn: bold)
                    .keyboardShortcut("b")
                    .disabled(!enabled)
                Divider()
                Button("Bigger") { onBigger() }
                    .keyboardShortcut("+")
                Menu("More") {
                    Button("Plain") {}
                }
            }
        }
    }

    func testControlsBecomeMenuEntriesWithShortcutsAndEnabledState() throws {
        try onMain {
            var bold = false
            var bigger = 0
            let menu = try XCTUnwrap(
                firstMenu(
                    FormatMenu(
                        bold: Binding(get: { bold }, set: { bold = $0 }),
                        enabled: false, onBigger: { bigger += 1 })))
            XCTAssertEqual(menu.title, "Format")
            XCTAssertEqual(
                menu.entries.map { $0.shape },
                [
                    .toggle(title: "Bold", shortcut: "<Control>b"), .divider,
                    .action(title: "Bigger", shortcut: "<Control>plus"),
                    .submenu(title: "More", entries: [.action(title: "Plain", shortcut: nil)])
                ])
            guard case .toggle(_, _, let boldEnabled, let isOn) = menu.entries[0],
                case .action(_, _, let biggerEnabled, let perform) = menu.entries[2]
            else {
                return XCTFail("unexpected entries \(menu.entries.map { $0.shape })")
            }
            XCTAssertFalse(boldEnabled, ".disabled applies to the entry")
            XCTAssertTrue(biggerEnabled)
            isOn.wrappedValue = true
            XCTAssertTrue(bold, "the check item writes the binding")
            perform()
            XCTAssertEqual(bigger, 1, "the item runs the button's action")
        }
    }

    func testZoomAcceleratorsHaveTheirUSKeyboardAlternatives() {
        onMain {
            XCTAssertEqual(
                MenuBarController.withAlternatives("<Control>plus"),
                ["<Control>plus", "<Control>equal", "<Control>KP_Add"])
            XCTAssertEqual(
                MenuBarController.withAlternatives("<Control>minus"),
                ["<Control>minus", "<Control>KP_Subtract"])
            XCTAssertEqual(MenuBarController.withAlternatives("<Control>b"), ["<Control>b"])
            XCTAssertEqual(MenuBarController.withAlternatives("<Control><Shift>z"), ["<Control><Shift>z"])
        }
    }

    func testToolbarControlsDoNotTakeTheFocusOnClick() {
        onMain {
            let fixture = ToolbarFixture(ToolsEditorView())
            defer { fixture.close() }
            for id in ["sizeSelector", "bold", "italic"] {
                let focusable = fixture.descendants(of: fixture.slot(id)!.box).filter(\.isFocusable)
                XCTAssertFalse(focusable.isEmpty, "\(id) is still reachable with Tab")
                XCTAssertTrue(focusable.allSatisfy { !$0.focusOnClick }, "\(id) keeps the focus where it was")
            }
        }
    }
}
