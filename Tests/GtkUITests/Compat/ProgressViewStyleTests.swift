import Foundation
import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// A style of the app's own: a percentage, then the built-in view (which
/// shows the label, as in SwiftUI).
private struct PercentStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            if let fraction = configuration.fractionCompleted {
                Text("\(Int((fraction * 100).rounded()))%")
            } else {
                Text("waiting")
            }
            ProgressView(configuration)
        }
    }
}

/// A style that hands an indeterminate view to the built-in linear style.
private struct BarWhileWaitingStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        LinearProgressViewStyle().makeBody(configuration: configuration)
    }
}

/// `ProgressViewStyle`s of the app's own: `makeBody` draws the view from
/// the fraction and labels, `ProgressView(configuration)` inside it is the
/// built-in view, and a built-in style's `makeBody` draws that style.
final class ProgressViewStyleTests: GtkTestCase {
    func testACustomStyleDrawsItsBodyAroundTheBuiltInView() {
        onMain {
            let hosting = HostingView(rootView: ProgressView("Upload", value: 0.4).progressViewStyle(PercentStyle()))
            hosting.flush()
            let shown = labelTexts(hosting.widget)
            XCTAssertEqual(shown.filter { $0 == "Upload" }.count, 1, "the label once, drawn by ProgressView(configuration): \(shown)")
            XCTAssertTrue(shown.contains("40%"), "\(shown)")
            let bars = find(ProgressBar.self, in: hosting).filter { $0.isVisible && $0.parent != nil }
            XCTAssertEqual(bars.count, 1, "ProgressView(configuration) draws GTK's bar")
            XCTAssertEqual(bars.first?.fraction ?? 0, 0.4, accuracy: 0.001)
        }
    }

    func testIndeterminateViewsAndBuiltInBodies() {
        onMain {
            let waiting = HostingView(rootView: ProgressView().progressViewStyle(PercentStyle()))
            waiting.flush()
            XCTAssertTrue(labelTexts(waiting.widget).contains("waiting"))
            XCTAssertEqual(find(Spinner.self, in: waiting).filter { $0.parent != nil }.count, 1, "indeterminate: the spinner")

            let bar = HostingView(rootView: ProgressView().progressViewStyle(BarWhileWaitingStyle()))
            bar.flush()
            XCTAssertTrue(find(Spinner.self, in: bar).allSatisfy { $0.parent == nil }, "the linear style's body: no spinner")
            XCTAssertEqual(find(ProgressBar.self, in: bar).filter { $0.parent != nil }.count, 1, "a bouncing bar")
        }
    }
}
