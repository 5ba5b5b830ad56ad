import Foundation
import Gtk
import GtkTestSupport
import GtkUI
// Renders the compatibility-sweep programs (written in the style of
// public SwiftUI apps, see Docs/SwiftUI-Compat.md) and checks what a user
// sees in them.
import XCTest

@MainActor private func labels(_ hosting: HostingView<some View>) -> [String] {
    hosting.flush()
    return descendants(of: hosting.widget).compactMap { $0.typeName == "GtkLabel" ? $0.property("label")?.string : nil }
}

final class CompatProgramTests: ProgramTestCase {
    func testEveryProgramRenders() {
        onMain {
            let roots: [any View] = [
                ClipboardHistoryView(), EnvironmentManagerView(), OrderBoardView(), TimelineFeedView(),
                SystemMonitorView(), ScoreboardView(), DeviceControlView(), ConverterView()
            ]
            for root in roots {
                let hosting = renderProgram(AnyView(root))
                XCTAssertFalse(descendants(of: hosting.widget).isEmpty, "\(type(of: root)) shows widgets")
            }
        }
    }

    func testScoreboardShowsFormattedScoresAndCrown() {
        onMain {
            let hosting = renderProgram(ScoreboardView())
            let shown = labels(hosting)
            XCTAssertTrue(shown.contains("Ada") && shown.contains("Linus"), "\(shown)")
            XCTAssertEqual(shown.filter { $0 == "0" }.count, 2, "each score through Text(_:format: .number)")
            XCTAssertTrue(shown.contains("Highest score wins."), "hidden text keeps its label")
        }
    }

    func testSystemMonitorFormatsPercentagesAndTime() {
        onMain {
            let hosting = renderProgram(SystemMonitorView())
            let shown = labels(hosting)
            XCTAssertTrue(shown.contains(0.9.formatted(.percent.precision(.fractionLength(0)))), "\(shown)")
            XCTAssertTrue(shown.contains("CPU".uppercased()), "textCase(.uppercase)")
        }
    }

    func testConverterShowsQualityAsPercent() {
        onMain {
            let hosting = renderProgram(ConverterView())
            let shown = labels(hosting)
            XCTAssertTrue(shown.contains(0.8.formatted(.percent.precision(.fractionLength(0)))), "\(shown)")
            XCTAssertTrue(shown.contains("Drop a video here"), "\(shown)")
        }
    }
}
