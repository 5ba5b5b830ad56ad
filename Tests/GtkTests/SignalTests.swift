import GtkTestSupport
import XCTest

@testable import Gtk

/// Signal closures: retained while connected, released by the destroy
/// notify, delivered with the right arguments.
final class SignalTests: GtkTestCase {
    func testClosureReleasedOnDisconnect() {
        onMain {
            let baseline = SignalClosures.liveCount
            let button = Button(label: "Click")
            var clicks = 0
            let handler = button.onClicked { clicks += 1 }
            XCTAssertEqual(SignalClosures.liveCount, baseline + 1)
            button.click()
            XCTAssertEqual(clicks, 1)
            handler.disconnect()
            XCTAssertFalse(handler.isConnected)
            XCTAssertEqual(SignalClosures.liveCount, baseline, "disconnecting must release the closure")
            button.click()
            XCTAssertEqual(clicks, 1, "a disconnected handler is not called")
        }
    }

    func testClosureReleasedWhenInstanceFinalized() {
        onMain {
            let baseline = SignalClosures.liveCount
            var handler: SignalHandler?
            do {
                let toggle = ToggleButton()
                handler = toggle.onToggled {}
                toggle.onNotify("active") {}
                XCTAssertEqual(SignalClosures.liveCount, baseline + 2)
            }
            XCTAssertEqual(SignalClosures.liveCount, baseline, "finalizing the widget must release its closures")
            XCTAssertEqual(handler?.isConnected, false, "a token outliving its instance reports disconnected")
            handler?.disconnect()  // harmless after the instance is gone
        }
    }

    func testClosureCapturingItsOwnWindowDoesNotKeepItAlive() {
        onMain {
            let baseline = SignalClosures.liveCount
            var finalized = false
            do {
                let window = Window()
                let button = Button(label: "Rename")
                window.setChild(button)
                // A strong capture of the window: a reference cycle through GLib.
                button.onClicked { window.title = "renamed" }
                window.onCloseRequest { window.title.isEmpty }
                window.onFinalize { finalized = true }
                window.present()
                button.click()
                XCTAssertEqual(window.title, "renamed")
                window.destroy()
            }
            spin { finalized }
            XCTAssertTrue(finalized, "destroying the window must break cycles through its closures")
            XCTAssertEqual(SignalClosures.liveCount, baseline)
        }
    }

    func testWindowTeardownReleasesClosuresOfEveryTrampoline() {
        onMain {
            let baseline = SignalClosures.liveCount
            var finalized = false
            do {
                let window = Window()
                let box = Box(.vertical)
                window.setChild(box)
                let button = Button(label: "Drag me")
                box.append(button)
                // Controllers connected through many different trampolines,
                // each closure capturing the window strongly.
                let click = GestureClick(button: 0)
                click.onPressed { _, _, _ in window.title = "pressed" }
                click.onReleased { _, _, _ in window.title = "released" }
                button.addController(click)
                let source = DragSource(scope: .inApp)
                source.onPrepare { _, _ in window.title }
                source.onDragBegin { (_: Drag) in window.title = "drag" }
                source.onDragEnd { _ in window.title = "end" }
                source.onDragCancel { _ in window.title.isEmpty }
                button.addController(source)
                let target = DropTarget(scope: .inApp)
                target.onDrop { payload, _, _ in payload == window.title }
                target.onMotion { _, _ in window.isVisible }
                target.onLeave { window.title = "left" }
                box.addController(target)
                let keys = EventControllerKey()
                keys.onKeyPressed { _ in window.isVisible }
                keys.onKeyReleased { _ in window.title = "key" }
                window.addController(keys)
                let field = Entry(placeholder: "name")
                field.onChanged { window.title = "changed" }
                box.append(field)
                window.onCloseRequest { window.title.isEmpty }
                window.onFinalize { finalized = true }
                XCTAssertEqual(SignalClosures.liveCount, baseline + 13)
                window.present()
                window.destroy()
            }
            spin { finalized }
            XCTAssertTrue(finalized, "every closure capturing the window was released with it")
            XCTAssertEqual(SignalClosures.liveCount, baseline)
        }
    }

    func testPressedDeliversItsArguments() {
        onMain {
            let gesture = GestureClick(button: 0)
            var received: (Int, Double, Double)?
            gesture.onPressed { count, x, y in received = (count, x, y) }
            gesture.emitPressed(count: 2, x: 12.5, y: -3.25)
            XCTAssertEqual(received?.0, 2)
            XCTAssertEqual(received?.1, 12.5)
            XCTAssertEqual(received?.2, -3.25)
        }
    }

    func testValueChangedAndNotify() {
        onMain {
            let scale = Scale(lower: 8, upper: 120, step: 1)
            var changes = 0
            scale.onValueChanged { changes += 1 }
            scale.value = 42
            XCTAssertEqual(changes, 1)
            scale.value = 42
            XCTAssertEqual(changes, 1, "setting the same value emits nothing")
            XCTAssertEqual(scale.property("draw-value"), .bool(scale.drawsValue))
        }
    }

    func testStatefulActions() {
        onMain {
            let bold = SimpleAction(name: "bold", state: false)
            var requests: [Value?] = []
            bold.onChangeState { requested in
                requests.append(requested)
                bold.state = requested
            }
            bold.activate()
            XCTAssertEqual(requests, [.bool(true)], "activating a boolean action requests the toggled state")
            XCTAssertEqual(bold.state, .bool(true))

            let mode = SimpleAction(name: "mode", state: "iconOnly")
            mode.activate(.string("textOnly"))
            XCTAssertEqual(mode.state, .string("textOnly"), "without a handler a radio action takes the requested state")

            let plain = SimpleAction(name: "plain")
            var activations = 0
            plain.onActivate { parameter in
                XCTAssertNil(parameter)
                activations += 1
            }
            plain.activate()
            XCTAssertEqual(activations, 1)
        }
    }

    func testMenuModel() {
        onMain {
            let menu = Menu()
            menu.append("New Window", action: "app.new-window", accelerator: "<Control>n")
            let section = Menu()
            section.append("Icon Only", action: "win.display-mode", target: "iconOnly")
            menu.appendSection(section)
            XCTAssertEqual(menu.count, 2)
            XCTAssertEqual(menu.label(at: 0), "New Window")
            XCTAssertNil(menu.label(at: 1), "a section has no label of its own")
        }
    }
}
