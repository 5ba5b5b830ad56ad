import Gtk
import GtkTestSupport
import XCTest

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
        AsToolbarItem(
            showsIcon: showsIcon, showsText: showsText, isInert: isInert,
            content: Toggle(isOn: $italic) { Image(systemName: "italic") })
    }
}

final class ToggleTests: GtkTestCase {
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
            toggle.isActive = true  // the user presses the toggle button
            hosting.flush()
            XCTAssertTrue(check.isActive, "the state reached the other toggle")
            check.isActive = false  // the user unchecks the check box
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
