import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

final class ModifierTests: GtkTestCase {
    func testHelpSetsTooltipAndDescribes() {
        onMain {
            let view = Toggle(isOn: .constant(false)) { Image(systemName: "bold") }.help("Make text bold")
            let hosting = HostingView(rootView: view)
            XCTAssertEqual(only(ToggleButton.self, in: hosting)?.tooltip, "Make text bold")
            XCTAssertEqual(describe(view).help, "Make text bold")
        }
    }

    func testOuterAccessibilityLabelWins() {
        onMain {
            let view = Text("x").accessibilityLabel("inner").accessibilityLabel(Text("outer"))
            let hosting = HostingView(rootView: view)
            XCTAssertEqual(only(Gtk::Label.self, in: hosting)?.accessibleLabel, "outer")
            XCTAssertEqual(describe(view).accessibilityLabel, "outer")
        }
    }

    func testAccessibilityLabelOnSliderNamesTheScale() {
        onMain {
            let view = Slider(value: .constant(0.5)) { Text("Volume") }.accessibilityLabel("Loudness")
            let hosting = HostingView(rootView: view)
            XCTAssertEqual(only(SliderNode.self, in: hosting)?.scale.accessibleLabel, "Loudness")
        }
    }

    func testKeyboardShortcutTriggers() {
        onMain {
            XCTAssertEqual(KeyboardShortcut("b").gtkTrigger, "<Control>b")
            XCTAssertEqual(KeyboardShortcut("z", modifiers: [.command, .shift]).gtkTrigger, "<Control><Shift>z")
            XCTAssertEqual(KeyboardShortcut("B").gtkTrigger, "<Control><Shift>b")
            XCTAssertEqual(KeyboardShortcut(",", modifiers: .option).gtkTrigger, "<Alt>comma")
            XCTAssertEqual(KeyboardShortcut.defaultAction.gtkTrigger, "Return")
            XCTAssertEqual(KeyboardShortcut.cancelAction.gtkTrigger, "Escape")
            XCTAssertEqual(KeyboardShortcut(.delete, modifiers: .control).gtkTrigger, "<Control>BackSpace")
            XCTAssertEqual(KeyboardShortcut(.upArrow, modifiers: []).gtkTrigger, "Up")
            let view = Button("Bold") {}.keyboardShortcut("b")
            XCTAssertEqual(describe(view).keyboardShortcut, "<Control>b")
        }
    }

    func testKeyboardShortcutActivatesTheControlFromTheKeyboard() throws {
        guard let xdotool = ["/usr/bin/xdotool", "/usr/local/bin/xdotool"].first(where: FileManager.default.isExecutableFile) else {
            throw XCTSkip("xdotool is not installed")
        }
        try onMain {
            var presses = 0
            let window = Window()
            let host = WindowHost(window: window)
            let hosting = HostingView(
                rootView: Button("Bold") { presses += 1 }.keyboardShortcut("b"),
                host: host, scheduler: UpdateScheduler())
            window.setChild(hosting.widget)
            window.present()
            spin { window.isActive }
            let press = Process()
            press.executableURL = URL(fileURLWithPath: xdotool)
            press.arguments = ["key", "--clearmodifiers", "ctrl+b"]
            try press.run()
            spin(timeout: 5) { presses == 1 }
            press.waitUntilExit()
            window.destroy()
        }
    }

    func testPaddingWrapsContentWithMargins() {
        onMain {
            let hosting = HostingView(rootView: Text("x").padding())
            let box = hosting.renderedWidgets.first
            XCTAssertEqual(box?.typeName, "GtkBox")
            XCTAssertEqual(box?.property("margin-top")?.int, 12)
            XCTAssertEqual(box?.property("margin-start")?.int, 12)
            let sides = HostingView(rootView: Text("x").padding(.horizontal, 4)).renderedWidgets.first
            XCTAssertEqual(sides?.property("margin-top")?.int, 0)
            XCTAssertEqual(sides?.property("margin-end")?.int, 4)
        }
    }

    func testDisabledMakesControlsInsensitive() {
        onMain {
            let hosting = HostingView(rootView: Toggle("x", isOn: .constant(true)).disabled(true))
            XCTAssertEqual(only(CheckButton.self, in: hosting)?.isSensitive, false)
        }
    }
}
