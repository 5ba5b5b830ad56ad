import Foundation
import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

private struct PresentationReader: View {
    @Environment(\.presentationMode) private var presentationMode
    @Namespace private var namespace
    var body: some View {
        Text(presentationMode.wrappedValue.isPresented ? "Presented" : "Not presented")
            .matchedGeometryEffect(id: "title", in: namespace)
    }
}

/// The rendered labels' texts, after pending renders.
@MainActor private func shownTexts(_ hosting: HostingView<some View>) -> [String] {
    hosting.flush()
    return find(Gtk::Label.self, in: hosting).map { $0.text }
}

final class TimelineAndShapeTests: GtkTestCase {
    func testTimelineViewRendersAgainOnItsSchedule() {
        onMain {
            var dates: [Date] = []
            let hosting = HostingView(
                rootView: TimelineView(.periodic(from: .now, by: 0.2)) { context in
                    let _ = dates.append(context.date)
                    Text("\(dates.count) \(context.cadence == .live ? "live" : "slower")")
                })
            spin { dates.count >= 3 }
            XCTAssertTrue(zip(dates, dates.dropFirst()).allSatisfy { $0 < $1 }, "each render is for a later date")
            XCTAssertEqual(shownTexts(hosting).first?.hasSuffix("live"), true, "updates 5 times a second are live")
        }
    }

    func testSchedulesListTheirDates() {
        let start = Date(timeIntervalSinceReferenceDate: 1_000)
        var periodic = PeriodicTimelineSchedule(from: start, by: 10).entries(from: start.addingTimeInterval(25), mode: .normal)
        XCTAssertEqual(periodic.next(), start.addingTimeInterval(20))
        XCTAssertEqual(periodic.next(), start.addingTimeInterval(30))
        var minutes = EveryMinuteTimelineSchedule().entries(from: Date(timeIntervalSinceReferenceDate: 125), mode: .normal)
        XCTAssertEqual(minutes.next(), Date(timeIntervalSinceReferenceDate: 120))
        var paused = AnimationTimelineSchedule(paused: true).entries(from: start, mode: .normal)
        XCTAssertEqual(paused.next(), start)
        XCTAssertNil(paused.next(), "a paused animation schedule stops")
    }

    func testDashedStrokeIsDrawnWithCairo() {
        onMain {
            let hosting = HostingView(
                rootView: RoundedRectangle(cornerRadius: 4).strokeBorder(Color.red, style: StrokeStyle(lineWidth: 2, dash: [6])))
            let shape = only(ShapeNode.self, in: hosting)
            XCTAssertEqual(shape?.styler.declarations, "", "a CSS border cannot draw SwiftUI's dashes")
            XCTAssertNotNil(shape?.canvas, "cairo draws the dashed path")
            let solid = HostingView(rootView: RoundedRectangle(cornerRadius: 4).strokeBorder(Color.red, lineWidth: 2))
            XCTAssertEqual(only(ShapeNode.self, in: solid)?.styler.declarations, "border: 2px solid @gtkui_red; border-radius: 4px;")
        }
    }

    func testPresentationModeAndNamespaceCompileAndRead() {
        onMain {
            let hosting = HostingView(rootView: PresentationReader())
            XCTAssertEqual(shownTexts(hosting), ["Not presented"])
        }
    }

    func testContentUnavailableViewStacksIconTitleAndDescription() {
        onMain {
            let hosting = HostingView(
                rootView: ContentUnavailableView("No Notes", systemImage: "magnifyingglass", description: Text("Add one.")))
            XCTAssertEqual(shownTexts(hosting), ["No Notes", "Add one."])
            XCTAssertEqual(find(Gtk::Image.self, in: hosting).count, 1, "the symbol's icon")
        }
    }

    func testScaledMetricFollowsTheTextScale() {
        onMain {
            struct Sized: View {
                @ScaledMetric var size: CGFloat = 40
                var body: some View { Text("\(Int(size))") }
            }
            let expected = Int(40 * Gtk.textScaleFactor)
            XCTAssertEqual(shownTexts(HostingView(rootView: Sized())), ["\(expected)"])
        }
    }
}
