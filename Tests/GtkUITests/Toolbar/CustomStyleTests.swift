import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// A label style of an app's own: the title first, then the icon.
private struct TrailingIconLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 4) {
            configuration.title
            configuration.icon
        }
    }
}

/// A label style that defers to the style outside it, adding a caption.
private struct CaptionedLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            Label(configuration)
            Text("caption")
        }
    }
}

/// A button style that shows whether it is pressed.
private struct PressReportingStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Text(configuration.isPressed ? "pressed" : "idle")
            Text(configuration.role == .destructive ? "destructive" : "plain")
        }
    }
}

/// A primitive style wrapping the prominent built-in one, with a badge.
private struct BadgedButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            BorderedProminentButtonStyle().makeBody(configuration: configuration)
            Text("new")
        }
    }
}

/// A primitive style that runs the action on a tap of its label.
private struct TapButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.onTapGesture { configuration.trigger() }
    }
}

/// A toggle style drawn as a star button.
private struct StarToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            Label {
                configuration.label
            } icon: {
                Image(systemName: configuration.isOn ? "star.fill" : "star")
            }
        }
    }
}

private struct Favourite: View {
    @State var isOn = false
    var body: some View {
        VStack {
            Toggle("Favourite", isOn: $isOn).toggleStyle(StarToggleStyle())
            Text(isOn ? "on" : "off")
        }
    }
}

/// The texts of the GTK labels in the widget tree of `hosting`, in order.
@MainActor
private func labels<V: View>(_ hosting: HostingView<V>) -> [String] {
    ([hosting.widget] + descendants(hosting.widget)).filter { $0.typeName == "GtkLabel" }.compactMap { $0.property("label")?.string }
}

/// The GTK buttons in the widget tree of `hosting`.
@MainActor
private func shownButtons<V: View>(_ hosting: HostingView<V>) -> [Gtk::Button] {
    let tree = [hosting.widget] + descendants(hosting.widget)
    return find(Gtk::Button.self, in: hosting).filter { button in tree.contains { $0.isSameObject(as: button) } }
}

/// Styles of an app's own (`makeBody(configuration:)`) for labels,
/// buttons and toggles, next to the built-in ones.
final class CustomStyleTests: GtkTestCase {
    func testACustomLabelStyleArrangesTitleAndIcon() {
        onMain {
            let hosting = HostingView(rootView: Label("Star", systemImage: "star").labelStyle(TrailingIconLabelStyle()))
            let row = hosting.widget.children.first
            XCTAssertEqual(row.map(childTypes), ["GtkLabel", "GtkImage"], "title before icon")
            XCTAssertEqual((row?.children.first as Widget?)?.property("label")?.string, "Star")
        }
    }

    func testLabelOfTheConfigurationUsesTheStyleOutside() {
        onMain {
            let hosting = HostingView(
                rootView: Label("Star", systemImage: "star").labelStyle(CaptionedLabelStyle()).labelStyle(.iconOnly))
            XCTAssertEqual(labels(hosting), ["caption"], "the inner label is icon only: \(labels(hosting))")
            XCTAssertEqual(find(Gtk::Image.self, in: hosting).count, 1)
            let builtInInside = HostingView(
                rootView: Label("Star", systemImage: "star").labelStyle(.titleOnly).labelStyle(CaptionedLabelStyle()))
            XCTAssertEqual(labels(builtInInside), ["Star"], "an inner built-in style wins over the outer custom one")
        }
    }

    func testAButtonStyleDrawsInsideAGTKButtonThatKeepsItsAction() {
        onMain {
            var deleted = 0
            let hosting = HostingView(
                rootView: Button("Delete", role: .destructive) { deleted += 1 }.buttonStyle(PressReportingStyle()))
            guard let button = find(Gtk::Button.self, in: hosting).first else { return XCTFail("no GtkButton") }
            XCTAssertTrue(button.hasCSSClass(CustomButtonStyleSheet.cssClass))
            XCTAssertFalse(button.hasFrame)
            XCTAssertEqual(button.accessibleLabel, "Delete")
            XCTAssertEqual(labels(hosting), ["Delete", "idle", "destructive"])
            button.click()
            XCTAssertEqual(deleted, 1)
        }
    }

    func testAPrimitiveStyleWrapsABuiltInOne() {
        onMain {
            var saved = 0
            let hosting = HostingView(rootView: Button("Save") { saved += 1 }.buttonStyle(BadgedButtonStyle()))
            let buttons = shownButtons(hosting)
            XCTAssertEqual(buttons.count, 1, "the style's button replaces the button's own")
            XCTAssertTrue(buttons.first?.hasCSSClass("suggested-action") ?? false, "drawn by the prominent style")
            XCTAssertTrue(labels(hosting).contains("new"))
            buttons.first?.click()
            XCTAssertEqual(saved, 1, "the built-in style's button triggers the action")
        }
    }

    func testATapGestureStyleRunsTheActionOnAClick() {
        onMain {
            var opened = 0
            let window = Gtk::Window()
            let hosting = HostingView(rootView: Button("Open") { opened += 1 }.buttonStyle(TapButtonStyle()))
            window.setChild(hosting.widget)
            window.present()
            settle(0.2)
            XCTAssertEqual(labels(hosting), ["Open"])
            guard let label = find(Gtk::Label.self, in: hosting).first, let click = find(GestureClick.self, in: hosting).first
            else { return XCTFail("no tappable label") }
            _ = MainLoop.run(timeout: 30) { label.width > 0 }
            click.emitReleased(count: 1, x: 2, y: 2)
            XCTAssertEqual(opened, 1, "a click released over the label runs the action")
            click.emitReleased(count: 1, x: -5, y: 2)
            XCTAssertEqual(opened, 1, "released outside the label")
            window.destroy()
        }
    }

    func testACustomToggleStyleTurnsTheBindingOnAndOff() {
        onMain {
            let hosting = HostingView(rootView: Favourite())
            XCTAssertTrue(labels(hosting).contains("off"))
            XCTAssertEqual(find(Gtk::Image.self, in: hosting).first?.iconName, SymbolNames.iconName(for: "star"))
            find(Gtk::Button.self, in: hosting).first?.click()
            hosting.flush()
            XCTAssertTrue(labels(hosting).contains("on"), "\(labels(hosting))")
            XCTAssertEqual(find(Gtk::Image.self, in: hosting).filter(\.isVisible).first?.iconName, SymbolNames.iconName(for: "star.fill"))
            XCTAssertTrue(find(Gtk::CheckButton.self, in: hosting).isEmpty, "no GTK check box")
        }
    }

    func testBuiltInStylesKeepTheirGNOMELook() {
        onMain {
            let prominent = HostingView(rootView: Button("Go") {}.buttonStyle(.borderedProminent))
            XCTAssertTrue(find(Gtk::Button.self, in: prominent).first?.hasCSSClass("suggested-action") ?? false)
            let switched = HostingView(rootView: Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(.switch))
            XCTAssertEqual(find(Gtk::Switch.self, in: switched).count, 1)
            let iconOnly = HostingView(rootView: Label("Star", systemImage: "star").labelStyle(.iconOnly))
            XCTAssertEqual(labels(iconOnly), [])
        }
    }
}
