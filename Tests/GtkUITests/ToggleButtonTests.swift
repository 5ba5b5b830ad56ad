import XCTest
import Gtk
@testable import GtkUI

private struct TwoToggles: View {
    @State var bold = false
    var body: some View {
        VStack {
            Toggle(isOn: $bold) { Image(systemName: "bold") }
            Toggle("Bold text", isOn: $bold)
        }
    }
}

private struct ToolbarToggle: View {
    @State var italic = true
    var showsIcon = true
    var showsText = false
    var isInert = false
    var body: some View {
        AsToolbarItem(showsIcon: showsIcon, showsText: showsText, isInert: isInert,
                      content: Toggle(isOn: $italic) { Image(systemName: "italic") })
    }
}

final class ToggleTests: GtkUITestCase {
    func testImageLabelGivesToggleButtonTextLabelGivesCheckButton() {
        onMain {
            let hosting = HostingView(rootView: TwoToggles())
            let toggle = only(ToggleButton.self, in: hosting)
            let check = only(CheckButton.self, in: hosting)
            XCTAssertEqual(toggle?.children.first?.typeName, "GtkImage")
            XCTAssertEqual(toggle?.accessibleLabel, "Bold")
            XCTAssertEqual(check?.property("label")?.string, "Bold text")
        }
    }

    func testBindingRoundTripsBothWaysWithoutRecreatingWidgets() {
        onMain {
            let hosting = HostingView(rootView: TwoToggles())
            guard let toggle = only(ToggleButton.self, in: hosting), let check = only(CheckButton.self, in: hosting) else { return }
            toggle.isActive = true            // the user presses the toggle button
            hosting.flush()
            XCTAssertTrue(check.isActive, "the state reached the other toggle")
            check.isActive = false            // the user unchecks the check box
            hosting.flush()
            XCTAssertFalse(toggle.isActive)
            XCTAssertTrue(only(ToggleButton.self, in: hosting).map { toggle.isSameObject(as: $0) } ?? false)
            XCTAssertTrue(only(CheckButton.self, in: hosting).map { check.isSameObject(as: $0) } ?? false)
        }
    }

    func testConstantBindingSpringsBack() {
        onMain {
            let hosting = HostingView(rootView: Toggle("Locked", isOn: .constant(false)))
            let check = only(CheckButton.self, in: hosting)
            check?.isActive = true
            XCTAssertEqual(check?.isActive, false)
        }
    }

    func testToolbarDisplayModes() {
        onMain {
            let iconOnly = HostingView(rootView: ToolbarToggle(showsIcon: true, showsText: false))
            let button = only(ToggleButton.self, in: iconOnly)
            XCTAssertEqual(button?.children.map(\.typeName), ["GtkImage"])
            XCTAssertEqual(button?.hasFrame, false, "toolbar buttons are flat")
            XCTAssertEqual(button?.isActive, true)
            XCTAssertEqual(button?.accessibleLabel, "Italic")
            XCTAssertEqual(button?.tooltip, "Italic")

            let textOnly = HostingView(rootView: ToolbarToggle(showsIcon: false, showsText: true))
            let textButton = only(ToggleButton.self, in: textOnly)
            XCTAssertEqual(textButton?.children.map(\.typeName), ["GtkLabel"])
            XCTAssertEqual(textButton?.children.first?.property("label")?.string, "Italic")

            let both = HostingView(rootView: ToolbarToggle(showsIcon: true, showsText: true))
            let column = only(ToggleButton.self, in: both)?.children.first
            XCTAssertEqual(column?.typeName, "GtkBox")
            XCTAssertEqual(column.map(childTypes), ["GtkImage", "GtkLabel"])
            XCTAssertEqual(column?.children.last?.hasCSSClass("caption"), true)
        }
    }

    func testDisplayModeChangeKeepsTheButton() {
        onMain {
            let hosting = HostingView(rootView: ToolbarToggle(showsIcon: true, showsText: false))
            let before = only(ToggleButton.self, in: hosting)
            hosting.update(ToolbarToggle(showsIcon: true, showsText: true))
            let after = only(ToggleButton.self, in: hosting)
            XCTAssertTrue(before.flatMap { b in after.map { b.isSameObject(as: $0) } } ?? false)
            XCTAssertEqual(after?.children.first.map(childTypes), ["GtkImage", "GtkLabel"])
            hosting.update(ToolbarToggle(showsIcon: false, showsText: true))
            XCTAssertEqual(after?.children.map(\.typeName), ["GtkLabel"])
        }
    }

    func testPaletteRenderingIsInert() {
        onMain {
            let hosting = HostingView(rootView: ToolbarToggle(isInert: true))
            XCTAssertEqual(only(ToggleButton.self, in: hosting)?.canTarget, false)
        }
    }

    func testAccessibilityLabelOverridesHumanizedSymbol() {
        onMain {
            let view = Toggle(isOn: .constant(false)) { Image(systemName: "bold") }.accessibilityLabel("Strong")
            let hosting = HostingView(rootView: view)
            XCTAssertEqual(only(ToggleButton.self, in: hosting)?.accessibleLabel, "Strong")
            XCTAssertEqual(describe(view).bestLabel, "Strong")
            let inner = Toggle(isOn: .constant(false)) { Image(systemName: "bold").accessibilityLabel("Heavy") }
            XCTAssertEqual(only(ToggleButton.self, in: HostingView(rootView: inner))?.accessibleLabel, "Heavy")
        }
    }

    func testDescriptionOperatesTheBinding() {
        onMain {
            var stored = false
            let binding = Binding(get: { stored }, set: { stored = $0 })
            let description = describe(Toggle(isOn: binding) { Image(systemName: "bold") })
            XCTAssertNil(description.title)
            XCTAssertEqual(description.iconName, "format-text-bold-symbolic")
            guard case .toggle(let isOn) = description.kind else { return XCTFail("not a toggle") }
            isOn.wrappedValue = true
            XCTAssertTrue(stored)
        }
    }
}

private struct Clicker: View {
    @State var clicks = 0
    var body: some View {
        VStack {
            Text("\(clicks)")
            Button("Add") { clicks += 1 }
        }
    }
}

final class ButtonTests: GtkUITestCase {
    func testClickRunsTheLatestActionWithoutReconnecting() {
        onMain {
            var log: [String] = []
            let hosting = HostingView(rootView: Button("Go") { log.append("first") })
            let button = only(Gtk::Button.self, in: hosting)
            let closures = SignalClosures.liveCount
            hosting.update(Button("Go") { log.append("second") })
            XCTAssertEqual(SignalClosures.liveCount, closures, "no new signal connection per render")
            button?.click()
            XCTAssertEqual(log, ["second"])
            XCTAssertEqual(button?.children.first?.property("label")?.string, "Go")
        }
    }

    func testActionChangesStateAndLabelUpdates() {
        onMain {
            let hosting = HostingView(rootView: Clicker())
            find(Gtk::Button.self, in: hosting).first?.click()
            find(Gtk::Button.self, in: hosting).first?.click()
            hosting.flush()
            XCTAssertTrue(find(Gtk::Label.self, in: hosting).contains { $0.text == "2" })
        }
    }

    func testSystemImageButtonInToolbarAndOutside() {
        onMain {
            let view = Button("Share", systemImage: "square.and.arrow.up") {}
            let outside = only(Gtk::Button.self, in: HostingView(rootView: view))
            XCTAssertEqual(outside?.children.first.map(childTypes), ["GtkImage", "GtkLabel"])
            XCTAssertEqual(outside?.hasFrame, true)
            let inToolbar = only(Gtk::Button.self, in: HostingView(rootView: AsToolbarItem(content: view)))
            XCTAssertEqual(inToolbar?.children.map(\.typeName), ["GtkImage"])
            XCTAssertEqual(inToolbar?.hasFrame, false)
            XCTAssertEqual(inToolbar?.accessibleLabel, "Share")
        }
    }

    func testDescriptionRunsTheAction() {
        onMain {
            var ran = false
            let description = describe(Button("Save", systemImage: "square.and.arrow.down") { ran = true })
            XCTAssertEqual(description.title, "Save")
            XCTAssertEqual(description.iconName, "document-save-symbolic")
            guard case .button(let action) = description.kind else { return XCTFail("not a button") }
            action()
            XCTAssertTrue(ran)
        }
    }

    func testLabelViewRendersIconAndTitleInARow() {
        onMain {
            let hosting = HostingView(rootView: Label("Share", systemImage: "square.and.arrow.up"))
            let box = hosting.renderedWidgets.first
            XCTAssertEqual(box.map(childTypes), ["GtkImage", "GtkLabel"])
            let toolbar = HostingView(rootView: AsToolbarItem(showsIcon: true, showsText: true,
                                                              content: Label("Share", systemImage: "square.and.arrow.up")))
            let column = only(LabelNode.self, in: toolbar)?.widget
            XCTAssertEqual(column?.orientation, .vertical)
            XCTAssertTrue(only(LabelNode.self, in: toolbar).flatMap { find(TextNode.self, in: $0).first }?
                .styler.declarations.contains("font-size: 7.5pt") ?? false, "the caption is small")
        }
    }
}
