import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// The controls apps put in toolbars: split menus, share links, rename
/// buttons, label styles.
final class ToolbarControlsTests: GtkTestCase {
    func testMenuWithPrimaryActionIsASplitButton() {
        onMain {
            var log: [String] = []
            let menu = Menu {
                Button("Folder") { log.append("folder") }
            } label: {
                Label("New Note", systemImage: "square.and.pencil")
            } primaryAction: {
                log.append("primary")
            }
            let hosting = HostingView(rootView: menu)
            guard let node = only(MenuNode.self, in: hosting), let split = node.split else {
                return XCTFail("no split button")
            }
            XCTAssertTrue(split.box.hasCSSClass("linked"))
            XCTAssertEqual(childTypes(split.box), ["GtkButton", "GtkMenuButton"])
            XCTAssertEqual(hosting.renderedWidgets.count, 1)
            XCTAssertTrue(hosting.renderedWidgets[0].isSameObject(as: split.box))
            XCTAssertEqual(split.button.accessibleLabel, "New Note")
            XCTAssertEqual(node.widget.accessibleLabel, "New Note Options")
            split.button.click()
            XCTAssertEqual(log, ["primary"], "the label runs the primary action")
            find(ButtonNode.self, in: node.items).first?.widget.click()
            XCTAssertEqual(log, ["primary", "folder"], "the menu still offers its items")
        }
    }

    func testMenuWithSystemImageDescribesItsIcon() {
        onMain {
            let description = describe(Menu("Sort", systemImage: "arrow.up.arrow.down") { Button("Name") {} })
            XCTAssertEqual(description.title, "Sort")
            XCTAssertEqual(description.symbolName, "arrow.up.arrow.down")
        }
    }

    func testShareLinkOffersCopyOpenAndMailAndCopies() {
        onMain {
            let hosting = HostingView(rootView: ShareLink(item: URL(string: "https://example.org/a")!))
            guard let node = only(MenuNode.self, in: hosting) else { return }
            let items = find(ButtonNode.self, in: node.items)
            let titles = items.map { describeTitles($0.widget) }
            XCTAssertEqual(titles, ["Copy Link", "Open in Browser", "Send by Email…"])
            XCTAssertEqual(node.widget.accessibleLabel ?? describe(ShareLink(item: "x")).bestLabel, "Share")
            items[0].widget.click()
            _ = MainLoop.run(timeout: 2) { Clipboard.ofDefaultDisplay()?.hasText == true }
            XCTAssertEqual(Clipboard.ofDefaultDisplay()?.hasText, true, "Copy puts the link on the clipboard")
            XCTAssertEqual(ShareLinkMail.address(subject: "Look", body: "a b"), "mailto:?subject=Look&body=a%20b")
        }
    }

    func testShareLinkForTextHasNoBrowserItem() {
        onMain {
            let hosting = HostingView(rootView: ShareLink("Share Note", item: "Groceries"))
            guard let node = only(MenuNode.self, in: hosting) else { return }
            XCTAssertEqual(find(ButtonNode.self, in: node.items).map { describeTitles($0.widget) }, ["Copy", "Send by Email…"])
        }
    }

    func testRenameButtonRunsTheRenameActionAndIsDisabledWithoutOne() {
        onMain {
            var renamed = 0
            let without = HostingView(rootView: RenameButton())
            XCTAssertEqual(find(ButtonNode.self, in: without).first?.widget.isSensitive, false)
            let with = HostingView(rootView: RenameButton().renameAction { renamed += 1 })
            guard let button = find(ButtonNode.self, in: with).first?.widget else { return XCTFail("no button") }
            XCTAssertTrue(button.isSensitive)
            button.click()
            XCTAssertEqual(renamed, 1)
        }
    }

    func testRadioGroupAndPalettePickerStyles() {
        onMain {
            let choice = Binding.constant("B")
            let picker = Picker("Letter", selection: choice) {
                Text("A").tag("A")
                Text("B").tag("B")
                Text("C").tag("C")
            }
            let radios = HostingView(rootView: picker.pickerStyle(.radioGroup))
            XCTAssertEqual(find(CheckButton.self, in: radios).count, 3, "one radio button per option")
            let palette = HostingView(rootView: picker.pickerStyle(.palette))
            let toggles = find(ToggleButton.self, in: palette)
            XCTAssertEqual(toggles.count, 3, "one toggle button per option")
            XCTAssertEqual(toggles.map(\.isActive), [false, true, false])
        }
    }

    func testLabelStyleChoosesTitleOrIcon() {
        onMain {
            for (style, icon, title) in [
                (LabelStyleKind.iconOnly, true, false), (.titleOnly, false, true),
                (.titleAndIcon, true, true), (.automatic, true, true)
            ] {
                let view = Label("Add", systemImage: "plus").environment(\.labelStyle, style)
                let hosting = HostingView(rootView: view)
                guard let node = only(LabelNode.self, in: hosting) else { return }
                XCTAssertEqual(node.showsIcon, icon, "\(style)")
                XCTAssertEqual(node.showsText, title, "\(style)")
            }
            let iconOnly = HostingView(rootView: Label("Add", systemImage: "plus").labelStyle(.iconOnly))
            XCTAssertEqual(only(LabelNode.self, in: iconOnly)?.showsText, false)
        }
    }
}

/// The label texts inside a widget.
@MainActor
private func describeTitles(_ widget: Widget) -> String {
    (descendants(widget) + [widget]).compactMap { $0.property("label")?.string }.first ?? ""
}
