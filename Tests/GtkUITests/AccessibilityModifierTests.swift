import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// A track row and a player bar, with what a screen reader is told of them.
private struct PlayerBar: View {
    @State var volume = 40.0
    @State var playing = false
    var body: some View {
        VStack {
            HStack {
                Text("Blue in Green")
                Text("Miles Davis")
            }
            .accessibilityElement(children: .combine)
            .accessibilityAddTraits(.isSelected)
            HStack {
                Text("So What")
                Text("5:22")
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel("So What, five minutes")
            Button(playing ? "Pause" : "Play") { playing.toggle() }
                .accessibilityHint("Plays the selected track")
                .accessibilityIdentifier("play-button")
                .accessibilityAction(named: "Skip") {}
            Slider(value: $volume, in: 0...100)
                .accessibilityLabel("Volume")
                .accessibilityValue("\(Int(volume)) percent")
            Text("Now Playing").accessibilityHeading(.h2)
        }
    }
}

final class AccessibilityModifierTests: GtkTestCase {
    func testHintValueIdentifierAndHeadingReachTheAccessibles() {
        onMain {
            let hosting = HostingView(rootView: PlayerBar())
            let button = find(Gtk::Button.self, in: hosting).first
            XCTAssertEqual(button?.accessibleDescription, "Plays the selected track")
            XCTAssertEqual(button?.name, "play-button")
            let scale = descendantWidgets(of: hosting.widget).first { $0.typeName == "GtkScale" }
            XCTAssertEqual(scale?.accessibleLabel, "Volume")
            XCTAssertEqual(scale?.accessibleValueText, "40 percent")
            let heading = find(Gtk::Label.self, in: hosting).first { $0.text == "Now Playing" }
            XCTAssertEqual(heading?.accessibleLevel, 2)
            XCTAssertNil(button?.accessibleLevel)
        }
    }

    func testTheValueFollowsTheState() {
        onMain {
            let hosting = HostingView(rootView: PlayerBar())
            let scale = find(Gtk::Scale.self, in: hosting).first
            scale?.value = 75
            hosting.flush()
            XCTAssertEqual(scale?.accessibleValueText, "75 percent")
        }
    }

    func testCombineReadsTheChildrensTextAsOneElementAndIgnoreHidesThem() {
        onMain {
            let hosting = HostingView(rootView: PlayerBar())
            let rows = descendantWidgets(of: hosting.widget).filter { $0.typeName == "GtkBox" }
                .filter { row in row.children.contains { $0.labelText == "Blue in Green" || $0.labelText == "So What" } }
            XCTAssertEqual(rows.count, 2)
            XCTAssertEqual(rows[0].accessibleLabel, "Blue in Green, Miles Davis")
            XCTAssertTrue(rows[0].isAccessibleSelected)
            XCTAssertEqual(rows[1].accessibleLabel, "So What, five minutes", "an outer label wins")
            XCTAssertFalse(rows[1].isAccessibleSelected)
            for row in rows {
                for label in row.children { XCTAssertTrue(label.isAccessibleHidden, "\(label.labelText ?? "") hidden") }
            }
        }
    }

    func testRemovingATraitClearsIt() {
        onMain {
            let hosting = HostingView(
                rootView: Text("Row").accessibilityAddTraits([.isSelected, .isModal]).accessibilityRemoveTraits(.isSelected))
            let label = find(Gtk::Label.self, in: hosting).first
            XCTAssertEqual(label?.isAccessibleSelected, false)
            XCTAssertEqual(label?.isAccessibleModal, true)
        }
    }
}

@MainActor
private func descendantWidgets(of widget: Widget) -> [Widget] {
    widget.children.flatMap { [$0] + descendantWidgets(of: $0) }
}
