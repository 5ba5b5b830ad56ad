import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// Shows a label or an image through `AnyView`, and counts in a label.
private struct ErasedSwitcher: View {
    @State var showsImage = false
    @State var loud = false
    var body: some View {
        HStack {
            erased
            Toggle("Image", isOn: $showsImage)
            Toggle("Loud", isOn: $loud)
        }
    }
    var erased: AnyView {
        showsImage ? AnyView(Image(systemName: "xmark")) : AnyView(Text(loud ? "HELLO" : "hello"))
    }
}

final class AnyViewTests: GtkTestCase {
    func testAnyViewSwapsWidgetsWhenTheWrappedTypeChanges() {
        onMain {
            let hosting = HostingView(rootView: ErasedSwitcher())
            guard let row = only(StackNode.self, in: hosting)?.widget else { return }
            let toggles = find(CheckButton.self, in: hosting)
            XCTAssertEqual(toggles.count, 2)
            XCTAssertEqual(childTypes(row), ["GtkLabel", "GtkCheckButton", "GtkCheckButton"])
            let label = find(Gtk::Label.self, in: hosting).first { $0.text == "hello" }
            XCTAssertTrue(label.map { row.children.first?.isInside($0) == true } == true)
            // Same wrapped type: the label is updated in place.
            toggles[1].isActive = true
            hosting.flush()
            XCTAssertTrue(label.map { row.children.first?.isInside($0) == true } == true)
            XCTAssertEqual(label?.text, "HELLO")
            // Another type: the label is replaced by an image, and back.
            toggles[0].isActive = true
            hosting.flush()
            XCTAssertEqual(childTypes(row), ["GtkImage", "GtkCheckButton", "GtkCheckButton"])
            toggles[0].isActive = false
            hosting.flush()
            XCTAssertEqual(childTypes(row), ["GtkLabel", "GtkCheckButton", "GtkCheckButton"])
            XCTAssertEqual(find(Gtk::Label.self, in: hosting).filter { $0.text == "HELLO" }.count, 1)
        }
    }

    func testAnyViewOfAnyViewUnwrapsAndErasingRejectsNonViews() {
        onMain {
            let inner = AnyView(Text("x"))
            XCTAssertTrue(AnyView(inner).wrapped is Text)
            XCTAssertNil(AnyView(erasing: 42))
            XCTAssertNotNil(AnyView(erasing: Text("y")))
        }
    }
}
