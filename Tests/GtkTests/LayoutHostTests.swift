import GtkTestSupport
import XCTest

@testable import Gtk

/// A delegate that lays its children side by side and leaves out the ones
/// that do not fit, the way the toolbar does.
@MainActor
private final class RowLayout: LayoutDelegate {
    var children: [Widget] = []
    private(set) var allocatedWidths: [Int] = []

    func measure(_ orientation: Orientation, forSize: Int) -> SizeRequest {
        let sizes = children.map { $0.measure(orientation) }
        if orientation == .vertical {
            return SizeRequest(minimum: sizes.map(\.minimum).max() ?? 0, natural: sizes.map(\.natural).max() ?? 0)
        }
        return SizeRequest(minimum: sizes.first?.natural ?? 0, natural: sizes.map(\.natural).reduce(0, +))
    }

    func allocate(width: Int, height: Int, baseline: Int) {
        allocatedWidths.append(width)
        var x = 0
        for child in children {
            let childWidth = child.measure(.horizontal).natural
            let fits = x + childWidth <= width
            child.isChildVisible = fits
            if fits {
                child.allocate(x: x, y: 0, width: childWidth, height: height)
                x += childWidth
            }
        }
    }
}

final class LayoutHostTests: GtkTestCase {
    /// A host whose delegate lays out two labels in a row.
    @MainActor
    private static func twoLabelRow() -> (RowLayout, LayoutHost, Label, Label) {
        let layout = RowLayout()
        let host = LayoutHost(delegate: layout)
        let first = Label("First")
        let second = Label("Second")
        layout.children = [first, second]
        host.append(first)
        host.append(second)
        return (layout, host, first, second)
    }

    func testTheDelegatePlacesTheChildrenInGTKsLayoutPass() {
        onMain {
            let (layout, host, first, second) = Self.twoLabelRow()
            let window = Window()
            defer { window.destroy() }
            window.setChild(host)
            window.present()
            spin { second.isMapped && host.width > 0 }
            XCTAssertEqual(layout.allocatedWidths.last, host.width, "allocate gets the host's width")
            XCTAssertEqual(host.measure(.horizontal).natural, first.naturalWidth + second.naturalWidth)
            let firstBounds = first.bounds(relativeTo: host)
            let secondBounds = second.bounds(relativeTo: host)
            XCTAssertEqual(firstBounds?.x, 0)
            XCTAssertEqual(secondBounds?.x, Double(first.naturalWidth), "placed where the delegate put it")
            XCTAssertTrue(second.isChildVisible && second.isVisible)
        }
    }

    func testAChildLeftOutKeepsItsSizeRequest() {
        onMain {
            let (layout, host, first, second) = Self.twoLabelRow()
            let before = host.measure(.horizontal)
            second.isChildVisible = false
            XCTAssertEqual(host.measure(.horizontal), before, "child-visible leaves the size request alone")
            XCTAssertTrue(second.isVisible, "and is not visibility")
        }
    }

    func testTheLayoutManagerReleasesItsBoxAndNeverKeepsTheDelegate() {
        onMain {
            let boxesBefore = LayoutDelegateBox.liveCount.load(ordering: .relaxed)
            var hostFinalized = false
            weak var weakDelegate: RowLayout?
            do {
                let layout = RowLayout()
                weakDelegate = layout
                let host = LayoutHost(delegate: layout)
                host.onFinalize { hostFinalized = true }
                XCTAssertEqual(LayoutDelegateBox.liveCount.load(ordering: .relaxed), boxesBefore + 1)
                XCTAssertEqual(host.referenceCount, 1, "the wrapper is the only owner (the floating reference was sunk)")
                host.append(Label("child"))
                _ = consume layout
                XCTAssertNil(weakDelegate, "GTK does not keep the delegate alive")
                XCTAssertEqual(
                    host.measure(.horizontal), SizeRequest(minimum: 0, natural: 0),
                    "a host whose delegate is gone measures 0")
            }
            XCTAssertTrue(hostFinalized, "dropping the wrapper finalizes the host")
            XCTAssertEqual(
                LayoutDelegateBox.liveCount.load(ordering: .relaxed), boxesBefore,
                "the layout manager released its box when it was finalized")
        }
    }
}
