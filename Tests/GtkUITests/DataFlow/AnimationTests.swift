import Gtk
import GtkTestSupport
import Observation
import XCTest

@testable import GtkUI

/// withAnimation, `.animation(_:value:)`, `.transaction`, transitions and
/// the animated properties, on real widgets in a shown window, sampled
/// frame by frame.
final class AnimationTests: GtkTestCase {
    func testAnInsertedViewSlidesInFromItsEdgeOverTheAnimationsDuration() throws {
        try onMain {
            try animating {
                let model = PanelModel()
                let shown = ShownView(PanelView(model: model))
                defer { shown.close() }
                XCTAssertFalse(labelTexts(shown.widget).contains("Details"))

                withAnimation(.linear(duration: 1.2)) { model.isShown = true }
                shown.hosting.flush()
                let revealer = try shown.revealer()
                XCTAssertEqual(revealer.transition, .slideFromTop)
                XCTAssertEqual(revealer.transitionDuration, 1200)
                let label = try XCTUnwrap(descendants(revealer).first { $0.typeName == "GtkLabel" })
                let heights = sampleFrames(of: shown.window) {
                    Double(revealer.height)
                } until: {
                    revealer.height > 0 && revealer.height == label.height
                }
                XCTAssertTrue(
                    heights.contains { $0 > 0 && $0 < Double(label.height) },
                    "the revealer grew through sizes between none and the label's: \(heights)")
                XCTAssertTrue(labelTexts(shown.widget).contains("Details"))
            }
        }
    }

    func testARemovedViewStaysUntilItsTransitionHasHiddenIt() throws {
        try onMain {
            try animating {
                let model = PanelModel(isShown: true)
                let shown = ShownView(PanelView(model: model))
                defer { shown.close() }
                let revealer = try shown.revealer()
                XCTAssertTrue(revealer.isChildRevealed, "a view there from the start shows at once")

                withAnimation(.easeOut(duration: 0.8)) { model.isShown = false }
                shown.hosting.flush()
                XCTAssertTrue(revealer.isInside(shown.widget), "the removed view is still on screen while it slides out")
                XCTAssertFalse(revealer.revealsChild)
                XCTAssertTrue(labelTexts(shown.widget).contains("Details"))
                spin(timeout: 10) { !revealer.hasParent }
                XCTAssertEqual(labelTexts(shown.widget), ["Title"], "once hidden, it is gone")
                XCTAssertTrue(find(TransitionNode.self, in: shown.hosting).isEmpty)
            }
        }
    }

    func testWithoutAnimationAViewWithATransitionComesAndGoesAtOnce() throws {
        try onMain {
            try animating {
                let model = PanelModel()
                let shown = ShownView(PanelView(model: model))
                defer { shown.close() }
                model.isShown = true
                shown.hosting.flush()
                let revealer = try shown.revealer()
                XCTAssertTrue(revealer.isChildRevealed)
                XCTAssertEqual(revealer.transition, .none)
                model.isShown = false
                shown.hosting.flush()
                XCTAssertFalse(revealer.hasParent, "removed without animation: gone in the same render")
            }
        }
    }

    func testAViewInsertedAgainWhileLeavingComesBackInsteadOfADuplicate() throws {
        try onMain {
            try animating {
                let model = PanelModel(isShown: true)
                let shown = ShownView(PanelView(model: model))
                defer { shown.close() }
                let revealer = try shown.revealer()
                withAnimation(.linear(duration: 2)) { model.isShown = false }
                shown.hosting.flush()
                settle(0.1)
                withAnimation(.linear(duration: 2)) { model.isShown = true }
                shown.hosting.flush()
                let revealers = descendants(shown.widget).filter { $0.typeName == "GtkRevealer" }
                XCTAssertEqual(revealers.count, 1, "one view, not the leaving one and a new one")
                XCTAssertTrue(revealers.first?.isSameObject(as: revealer) ?? false, "the leaving view itself came back")
                XCTAssertTrue(revealer.revealsChild)
                settle(0.3)
                XCTAssertTrue(revealer.hasParent, "and stays")
            }
        }
    }

    func testForEachElementsLeaveInPlaceAndNewOnesFadeIn() throws {
        try onMain {
            try animating {
                let model = ItemsModel(items: ["A", "B", "C"])
                let shown = ShownView(ItemsView(model: model))
                defer { shown.close() }
                withAnimation(.linear(duration: 0.8)) { model.items = ["A", "C"] }
                shown.hosting.flush()
                XCTAssertEqual(labelTexts(shown.widget), ["A", "B", "C"], "B fades out where it was")
                spin(timeout: 10) { labelTexts(shown.widget) == ["A", "C"] }

                withAnimation(.linear(duration: 0.8)) { model.items = ["A", "D", "C"] }
                shown.hosting.flush()
                XCTAssertEqual(labelTexts(shown.widget), ["A", "D", "C"])
                let entering = try XCTUnwrap(
                    find(TransitionNode.self, in: shown.hosting).first { labelTexts($0.revealer) == ["D"] })
                XCTAssertEqual(entering.revealer.transition, .crossfade)
                XCTAssertEqual(entering.revealer.transitionDuration, 800)
                XCTAssertTrue(entering.revealer.revealsChild)
            }
        }
    }

    func testAnimationValueModifierAnimatesOnlyChangesThatCameWithItsValue() throws {
        try onMain {
            try animating {
                let model = PanelModel()
                let shown = ShownView(CountedPanelView(model: model))
                defer { shown.close() }
                model.count += 1
                model.isShown = true
                shown.hosting.flush()
                let revealer = try shown.revealer()
                XCTAssertEqual(revealer.transition, .crossfade, "the value changed: the insertion animates")
                XCTAssertEqual(revealer.transitionDuration, 900)

                spin(timeout: 10) { revealer.isChildRevealed }
                model.isShown = false
                shown.hosting.flush()
                XCTAssertFalse(revealer.hasParent, "the value did not change: the removal is immediate")
            }
        }
    }

    func testATransactionWithoutAnimationTurnsWithAnimationOffBelowIt() throws {
        try onMain {
            try animating {
                let model = PanelModel(isShown: true)
                let shown = ShownView(PanelView(model: model).transaction { $0.animation = nil })
                defer { shown.close() }
                let revealer = try shown.revealer()
                withAnimation(.linear(duration: 2)) { model.isShown = false }
                shown.hosting.flush()
                XCTAssertFalse(revealer.hasParent, "a change inside the view below the modifier: removed at once")

                let outer = OuterModel()
                let second = ShownView(OuterPanel(outer: outer).transaction { $0.animation = nil })
                defer { second.close() }
                withAnimation(.linear(duration: 2)) { outer.isShown = true }
                second.hosting.flush()
                let inserted = try second.revealer()
                XCTAssertTrue(inserted.isChildRevealed, "the modifier took the animation away: shown at once")
            }
        }
    }

    func testOpacityFadesFrameByFrameInAnAnimatedChange() throws {
        try onMain {
            try animating {
                let model = PanelModel()
                let shown = ShownView(FadingView(model: model))
                defer { shown.close() }
                let label = try XCTUnwrap(descendants(shown.widget).first { $0.typeName == "GtkLabel" })
                XCTAssertEqual(label.opacity, 1)
                withAnimation(.linear(duration: 1)) { model.isFaded = true }
                shown.hosting.flush()
                let values = sampleFrames(of: shown.window) {
                    label.opacity
                } until: {
                    label.opacity == 0.2
                }
                XCTAssertTrue(values.contains { $0 > 0.25 && $0 < 0.95 }, "opacities between: \(values)")
                model.isFaded = false
                shown.hosting.flush()
                XCTAssertEqual(label.opacity, 1, "without animation, at once")
            }
        }
    }

    func testABackgroundColourCrossesOverInAnAnimatedChange() throws {
        try onMain {
            try animating {
                let model = PanelModel()
                let shown = ShownView(SwatchView(model: model))
                defer { shown.close() }
                spin { shown.widget.width > 0 }
                // The swatch sits at the top, in the middle.
                @MainActor func centre() -> RGBA? { shown.widget.renderPixels()?.color(x: shown.widget.width / 2, y: 10) }
                let red = try XCTUnwrap(centre())
                withAnimation(.linear(duration: 1.5)) { model.isFaded = true }
                shown.hosting.flush()
                let start = Date()
                // GNOME's red (0.88, 0.11, 0.14) to its blue (0.21, 0.52, 0.89): 1 for a frame in between.
                let mixed = sampleFrames(of: shown.window) {
                    guard let c = centre() else { return 0 }
                    return c.red > 0.3 && c.red < 0.8 && c.blue > 0.25 && c.blue < 0.8 ? 1 : 0
                } until: {
                    Date().timeIntervalSince(start) > 2.5
                }
                let blue = try XCTUnwrap(centre())
                XCTAssertGreaterThan(red.red, 0.8)
                XCTAssertLessThan(blue.red, 0.3, "it ended blue")
                XCTAssertGreaterThan(blue.blue, 0.8)
                XCTAssertTrue(mixed.contains(1), "a frame showed red and blue mixed on the way from red to blue")
            }
        }
    }

    func testAScaleEffectGrowsThroughTheSizesBetweenInAnAnimatedChange() {
        onMain {
            animating {
                let model = PanelModel()
                let shown = ShownView(ScalingView(model: model))
                defer { shown.close() }
                spin { redPixels(shown.widget) > 0 }
                let small = redPixels(shown.widget)
                withAnimation(.easeInOut(duration: 1.5)) { model.isFaded = true }
                shown.hosting.flush()
                let counts = sampleFrames(of: shown.window) {
                    Double(redPixels(shown.widget))
                } until: {
                    redPixels(shown.widget) >= 1500
                }
                XCTAssertLessThanOrEqual(small, 150, "a quarter of 40 × 40 points")
                XCTAssertTrue(counts.contains { $0 > 300 && $0 < 1300 }, "sizes between: \(counts)")
            }
        }
    }

    func testARepeatingAnimationKeepsGoingAfterItsFirstRun() {
        onMain {
            animating {
                let model = PanelModel()
                let shown = ShownView(SpinnerView(model: model))
                defer { shown.close() }
                spin { redPixels(shown.widget) > 0 }
                XCTAssertEqual(redAboveMiddle(shown.widget), 0, "the bar lies flat through the middle")
                model.count = 180
                shown.hosting.flush()
                let start = Date()
                let counts = sampleFrames(of: shown.window) {
                    Double(redAboveMiddle(shown.widget))
                } until: {
                    Date().timeIntervalSince(start) > 2.5
                }
                let late = counts.suffix(max(1, counts.count / 2))
                XCTAssertGreaterThanOrEqual(
                    Set(late).count, 3, "still turning, runs after the first ended (red above the middle): \(counts)")
            }
        }
    }

    func testOnDisappearRunsWhenTheViewLeavesTheTree() {
        onMain {
            let model = PanelModel(isShown: true)
            let log = AppearanceLog()
            let shown = ShownView(AppearingView(model: model, log: log))
            defer { shown.close() }
            spin { log.entries == ["appear"] }
            model.isShown = false
            shown.hosting.flush()
            spin { log.entries == ["appear", "disappear"] }
            settle(0.1)
            XCTAssertEqual(log.entries, ["appear", "disappear"], "once")
        }
    }

    func testWithAnimationCompletionRunsOnceTheAnimationIsOver() {
        onMain {
            let model = PanelModel()
            let shown = ShownView(PanelView(model: model))
            defer { shown.close() }
            var completed: Date?
            let start = Date()
            withAnimation(.linear(duration: 0.4)) {
                model.isShown = true
            } completion: {
                completed = Date()
            }
            spin { completed != nil }
            XCTAssertGreaterThanOrEqual(completed!.timeIntervalSince(start), 0.39)
        }
    }

    func testTimingCurvesStartAtNothingEndAtTheWholeAndBendAsNamed() {
        for curve in [TimingCurve.linear, .easeIn, .easeOut, .easeInOut, .spring(bounce: 0.5)] {
            XCTAssertEqual(curve.value(at: 0), 0, accuracy: 1e-6)
            XCTAssertEqual(curve.value(at: 1), 1, accuracy: 1e-6)
        }
        XCTAssertLessThan(TimingCurve.easeIn.value(at: 0.5), 0.4)
        XCTAssertGreaterThan(TimingCurve.easeOut.value(at: 0.5), 0.6)
        XCTAssertEqual(TimingCurve.easeInOut.value(at: 0.5), 0.5, accuracy: 1e-3)
        let bouncy = (1..<100).map { TimingCurve.spring(bounce: 1).value(at: Double($0) / 100) }
        XCTAssertGreaterThan(bouncy.max() ?? 0, 1, "a bouncy spring overshoots")
        XCTAssertEqual(TimingCurve.easeIn.css, "cubic-bezier(0.42, 0, 1, 1)")
        XCTAssertEqual(Animation.easeIn(duration: 2).speed(2).milliseconds, 1000)
        XCTAssertEqual(Animation.linear(duration: 1).delay(0.5).repeatCount(3).totalDuration, 3.5, accuracy: 1e-9)
    }

    func testTransitionsMapToTheRevealerAsDocumented() {
        XCTAssertEqual(TransitionEffect.revealerTransition(of: AnyTransition.opacity.insertion), .fade)
        XCTAssertEqual(TransitionEffect.revealerTransition(of: AnyTransition.slide.insertion), .slide(.leading))
        XCTAssertEqual(TransitionEffect.revealerTransition(of: AnyTransition.slide.removal), .slide(.trailing))
        XCTAssertEqual(TransitionEffect.revealerTransition(of: AnyTransition.push(from: .bottom).removal), .slide(.top))
        XCTAssertEqual(TransitionEffect.revealerTransition(of: AnyTransition.offset(x: 0, y: -20).insertion), .slide(.top))
        XCTAssertEqual(
            TransitionEffect.revealerTransition(of: AnyTransition.opacity.combined(with: .move(edge: .bottom)).insertion),
            .slide(.bottom))
        let asymmetric = AnyTransition.asymmetric(insertion: .scale, removal: .identity)
        XCTAssertEqual(TransitionEffect.revealerTransition(of: asymmetric.insertion), .fade)
        XCTAssertEqual(TransitionEffect.revealerTransition(of: asymmetric.removal), .none)
    }

    func testAFinishedTransitionLeavesNothingBehind() {
        onMain {
            animating {
                let baseline = warmedUpCounts()
                do {
                    let model = PanelModel()
                    let shown = ShownView(PanelView(model: model))
                    for _ in 0..<3 {
                        withAnimation(.linear(duration: 0.2)) { model.isShown = true }
                        shown.hosting.flush()
                        settle(0.3)
                        withAnimation(.linear(duration: 0.2)) { model.isShown = false }
                        shown.hosting.flush()
                        spin(timeout: 10) { find(TransitionNode.self, in: shown.hosting).isEmpty }
                    }
                    shown.close()
                }
                assertAllReleased(since: baseline)
            }
        }
    }
}

// MARK: - Fixtures

/// Runs `body` with GTK's animations on (the valgrind phase turns them off).
@MainActor
private func animating(_ body: () throws -> Void) rethrows {
    let was = Gtk.enablesAnimations
    Gtk.enablesAnimations = true
    defer { Gtk.enablesAnimations = was }
    try body()
}

/// A view in a shown window.
@MainActor
private final class ShownView<V: View> {
    let window = Window()
    let hosting: HostingView<V>
    var widget: Widget { hosting.widget }

    init(_ view: V) {
        hosting = HostingView(rootView: view)
        window.setDefaultSize(width: 240, height: 200)
        window.setChild(hosting.widget)
        window.present()
        spin { self.hosting.widget.isMapped }
        hosting.flush()
    }

    func close() { window.destroy() }

    /// The revealer of the first view with a transition.
    func revealer(file: StaticString = #filePath, line: UInt = #line) throws -> Revealer {
        try XCTUnwrap(find(TransitionNode.self, in: hosting).first, "no view with a transition", file: file, line: line).revealer
    }
}

/// Records `sample()` on every frame of `window` until `done()` holds.
@MainActor
private func sampleFrames(
    of window: Widget, timeout: Double = 15, file: StaticString = #filePath, line: UInt = #line,
    _ sample: @escaping @MainActor () -> Double, until done: () -> Bool
) -> [Double] {
    let samples = FrameSamples()
    window.addTickCallback {
        if samples.finished { return false }
        samples.values.append(sample())
        return true
    }
    spin(timeout: timeout, file: file, line: line, until: done)
    samples.finished = true
    return samples.values
}

@MainActor private final class FrameSamples {
    var values: [Double] = []
    var finished = false
}

/// Pixels of `widget` that are mostly red.
@MainActor
private func redPixels(_ widget: Widget) -> Int {
    guard let pixels = widget.renderPixels() else { return 0 }
    var count = 0
    for y in 0..<pixels.height {
        for x in 0..<pixels.width {
            let c = pixels.color(x: x, y: y)
            if c.red > 0.8 && c.green < 0.3 && c.blue < 0.3 && c.alpha > 0.5 { count += 1 }
        }
    }
    return count
}

/// Red pixels of `widget` above its middle row, less a margin: none for a
/// flat bar through the middle, more the more it turns upright.
@MainActor
private func redAboveMiddle(_ widget: Widget) -> Int {
    guard let pixels = widget.renderPixels() else { return 0 }
    var count = 0
    for y in 0..<max(0, pixels.height / 2 - 4) {
        for x in 0..<pixels.width {
            let c = pixels.color(x: x, y: y)
            if c.red > 0.8 && c.green < 0.3 && c.alpha > 0.5 { count += 1 }
        }
    }
    return count
}

@Observable @MainActor
private final class PanelModel {
    var isShown: Bool
    var isFaded = false
    var count = 0
    init(isShown: Bool = false) { self.isShown = isShown }
}

@Observable @MainActor
private final class OuterModel {
    var isShown = false
}

@Observable @MainActor
private final class ItemsModel {
    var items: [String]
    init(items: [String]) { self.items = items }
}

@MainActor private final class AppearanceLog { var entries: [String] = [] }

private struct PanelView: View {
    let model: PanelModel
    var body: some View {
        VStack {
            Text("Title")
            if model.isShown {
                Text("Details").transition(.move(edge: .top))
            }
        }
    }
}

/// A panel whose condition its parent reads, so that the parent's
/// modifiers see the change come from above.
private struct OuterPanel: View {
    let outer: OuterModel
    var body: some View {
        InnerPanel(isShown: outer.isShown)
    }
}

private struct InnerPanel: View {
    let isShown: Bool
    var body: some View {
        VStack {
            Text("Title")
            if isShown { Text("Details").transition(.opacity) }
        }
    }
}

private struct CountedPanelView: View {
    let model: PanelModel
    var body: some View {
        VStack {
            Text("\(model.count)")
            if model.isShown { Text("Details").transition(.opacity) }
        }
        .animation(.easeIn(duration: 0.9), value: model.count)
    }
}

private struct ItemsView: View {
    let model: ItemsModel
    var body: some View {
        VStack {
            ForEach(model.items, id: \.self) { item in
                Text(item).transition(.opacity)
            }
        }
    }
}

private struct FadingView: View {
    let model: PanelModel
    var body: some View {
        Text("Fading").opacity(model.isFaded ? 0.2 : 1)
    }
}

private struct SwatchView: View {
    let model: PanelModel
    var body: some View {
        Text("     ").frame(width: 60, height: 40).background(model.isFaded ? Color.blue : Color.red)
    }
}

private struct ScalingView: View {
    let model: PanelModel
    var body: some View {
        Color.red.frame(width: 40, height: 40).scaleEffect(model.isFaded ? 1 : 0.25)
            .frame(width: 80, height: 80)
    }
}

private struct SpinnerView: View {
    let model: PanelModel
    var body: some View {
        Color.red.frame(width: 40, height: 4)
            .rotationEffect(.degrees(Double(model.count)))
            .animation(.linear(duration: 0.5).repeatForever(autoreverses: false), value: model.count)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

private struct AppearingView: View {
    let model: PanelModel
    let log: AppearanceLog
    var body: some View {
        VStack {
            Text("Title")
            if model.isShown {
                Text("Details")
                    .onAppear { log.entries.append("appear") }
                    .onDisappear { log.entries.append("disappear") }
            }
        }
    }
}
