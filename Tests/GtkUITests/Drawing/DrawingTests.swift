import Foundation
import Gtk
import GtkTestSupport
import XCTest

@testable import GtkUI

/// A right triangle filling the lower left half of its frame: a shape of one's own.
private struct LowerTriangle: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.minX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.closeSubpath()
        }
    }
}

/// A canvas whose colour the test changes through state.
private struct Swatch: View {
    let probe: Probe<Binding<Bool>>
    @State private var green = false
    var body: some View {
        let _ = share($green)
        Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(green ? .green : .red))
        }
        .frame(width: 40, height: 40)
    }

    private func share(_ binding: Binding<Bool>) -> Bool {
        probe.value = binding
        return true
    }
}

/// Shows `view` in a window, `width`×`height`, until drawn; runs `body` with the pixels, then closes the window.
@MainActor
func rendered<V: View>(
    _ view: V, width: Int = 100, height: Int = 100, file: StaticString = #filePath, line: UInt = #line,
    _ body: (Pixels, Any) -> Void
) {
    let window = Gtk::Window()
    let hosting = HostingView(rootView: view.frame(width: CGFloat(width), height: CGFloat(height)))
    window.setChild(hosting.widget)
    window.present()
    spin(timeout: 20, file: file, line: line) { hosting.widget.width >= width && hosting.widget.isMapped }
    settle(0.1)
    guard let pixels = hosting.widget.renderPixels() else {
        window.destroy()
        return XCTFail("no pixels", file: file, line: line)
    }
    body(pixels, hosting)
    window.destroy()
    settle(0.05)
}

/// Where the frame's content starts inside the hosting widget (the frame is centred).
@MainActor private func origin(_ pixels: Pixels, _ width: Int, _ height: Int) -> (Int, Int) {
    ((pixels.width - width) / 2, (pixels.height - height) / 2)
}

@MainActor func assertColor(
    _ pixels: Pixels, _ x: Int, _ y: Int, _ expected: RGBA, tolerance: Double = 0.1, _ message: String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    let c = pixels.color(x: x, y: y)
    let close =
        abs(c.red - expected.red) <= tolerance && abs(c.green - expected.green) <= tolerance
        && abs(c.blue - expected.blue) <= tolerance && abs(c.alpha - expected.alpha) <= tolerance
    XCTAssertTrue(close, "\(message) at (\(x), \(y)): \(c), expected \(expected)", file: file, line: line)
}

private let red = RGBA(parsing: "#e01b24")!
private let blue = RGBA(parsing: "#3584e4")!
private let green = RGBA(parsing: "#33d17a")!
private let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)

/// What shapes, gradients and canvases draw, read back as pixels.
final class DrawingTests: GtkTestCase {
    func testACustomShapeIsFilledInsideItsPathOnly() {
        onMain {
            rendered(LowerTriangle().fill(Color.red)) { pixels, hosting in
                let (x, y) = origin(pixels, 100, 100)
                assertColor(pixels, x + 10, y + 90, red, "inside the triangle")
                assertColor(pixels, x + 90, y + 10, clear, "above the diagonal")
                XCTAssertNotNil(find(ShapeNode.self, in: hosting).first?.canvas, "drawn with cairo")
            }
        }
    }

    func testATrimmedCircleStrokesOnlyItsFirstQuarter() {
        onMain {
            rendered(Circle().trim(from: 0, to: 0.25).stroke(Color.blue, lineWidth: 10)) { pixels, _ in
                let (x, y) = origin(pixels, 100, 100)
                let d = Int(50 + 48 * cos(Double.pi / 4))
                let n = Int(50 - 48 * cos(Double.pi / 4))
                assertColor(pixels, x + d, y + d, blue, "the quarter from 3 to 6 o'clock")
                assertColor(pixels, x + n, y + n, clear, "the opposite quarter")
                assertColor(pixels, x + 50, y + 50, clear, "the centre")
            }
        }
    }

    func testDashedLinesCapsAndEvenOddFillAreHonoured() {
        onMain {
            let line = Path { p in
                p.move(to: CGPoint(x: 0, y: 50))
                p.addLine(to: CGPoint(x: 100, y: 50))
            }
            rendered(line.stroke(Color.red, style: StrokeStyle(lineWidth: 6, dash: [10, 10], dashPhase: 0))) { pixels, _ in
                let (x, y) = origin(pixels, 100, 100)
                assertColor(pixels, x + 5, y + 50, red, "a dash")
                assertColor(pixels, x + 15, y + 50, clear, "a gap")
                assertColor(pixels, x + 25, y + 50, red, "the next dash")
            }
            var squares = Path(CGRect(x: 0, y: 0, width: 100, height: 100))
            squares.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
            rendered(squares.fill(Color.red, style: FillStyle(eoFill: true))) { pixels, _ in
                let (x, y) = origin(pixels, 100, 100)
                assertColor(pixels, x + 10, y + 10, red, "the ring")
                assertColor(pixels, x + 50, y + 50, clear, "the even-odd hole")
            }
            rendered(squares.fill(Color.red)) { pixels, _ in
                let (x, y) = origin(pixels, 100, 100)
                assertColor(pixels, x + 50, y + 50, red, "non-zero winding fills the middle")
            }
        }
    }

    func testALinearGradientRunsFromItsStartColourToItsEndColour() {
        onMain {
            let gradient = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
            rendered(gradient, height: 20) { pixels, hosting in
                let (x, y) = origin(pixels, 100, 20)
                assertColor(pixels, x + 1, y + 10, red, tolerance: 0.12, "the leading end (CSS)")
                assertColor(pixels, x + 98, y + 10, blue, tolerance: 0.12, "the trailing end (CSS)")
                let node = find(ShapeNode.self, in: hosting).first
                XCTAssertEqual(node?.styler.declarations.hasPrefix("background-image: linear-gradient(90deg"), true)
            }
            let vertical = LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
            rendered(LowerTriangle().fill(vertical)) { pixels, _ in
                let (x, y) = origin(pixels, 100, 100)
                assertColor(pixels, x + 1, y + 2, red, tolerance: 0.12, "the top end (cairo)")
                assertColor(pixels, x + 50, y + 98, blue, tolerance: 0.12, "the bottom end (cairo)")
            }
        }
    }

    func testAGradientForegroundStyleFillsShapesAndColoursText() {
        onMain {
            let gradient = LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
            rendered(LowerTriangle().foregroundStyle(gradient)) { pixels, _ in
                let (x, y) = origin(pixels, 100, 100)
                assertColor(pixels, x + 1, y + 2, red, tolerance: 0.12, "a custom shape takes the gradient's top")
                assertColor(pixels, x + 50, y + 98, blue, tolerance: 0.12, "and its bottom")
            }
            let circle = HostingView(rootView: Circle().foregroundStyle(gradient))
            XCTAssertEqual(
                only(ShapeNode.self, in: circle)?.styler.declarations,
                "background-image: linear-gradient(180deg, @gtkui_red 0%, @gtkui_blue 100%); border-radius: 50%;")
            let text = HostingView(rootView: Text("Hi").foregroundStyle(gradient))
            XCTAssertEqual(find(TextNode.self, in: text).first?.styler.declarations.contains("color: @gtkui_red"), true, "the first colour")
        }
    }

    func testRadialAndAngularGradientsDrawTheirColours() {
        onMain {
            let radial = RadialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: 50)
            rendered(Rectangle().fill(radial)) { pixels, _ in
                let (x, y) = origin(pixels, 100, 100)
                assertColor(pixels, x + 50, y + 50, red, tolerance: 0.12, "the centre")
                assertColor(pixels, x + 2, y + 2, blue, tolerance: 0.12, "beyond the end radius")
            }
            let angular = AngularGradient(colors: [.red, .blue], center: .center, startAngle: .zero, endAngle: .degrees(180))
            rendered(Circle().inset(by: 0).fill(angular)) { pixels, _ in
                let (x, y) = origin(pixels, 100, 100)
                assertColor(pixels, x + 90, y + 52, red, tolerance: 0.15, "just past 0° (cairo)")
                assertColor(pixels, x + 10, y + 40, blue, tolerance: 0.15, "past 180°, the end colour")
            }
            rendered(angular) { pixels, _ in
                let (x, y) = origin(pixels, 100, 100)
                assertColor(pixels, x + 95, y + 52, red, tolerance: 0.15, "just past 0° (CSS conic)")
                assertColor(pixels, x + 5, y + 40, blue, tolerance: 0.15, "past 180° (CSS conic)")
            }
        }
    }

    func testACanvasFillsStrokesUnderItsTransformAndClip() {
        onMain {
            let canvas = Canvas { context, size in
                context.fill(Path(CGRect(x: 0, y: 0, width: 30, height: 30)), with: .color(.green))
                var moved = context
                moved.translateBy(x: 50, y: 50)
                moved.opacity = 1
                moved.clip(to: Path(CGRect(x: 0, y: 0, width: 20, height: 20)))
                moved.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 40)), with: .color(.red))
                context.stroke(
                    Path { p in
                        p.move(to: CGPoint(x: 0, y: 95))
                        p.addLine(to: CGPoint(x: size.width, y: 95))
                    }, with: .linearGradient(Gradient(colors: [.red, .blue]), startPoint: .zero, endPoint: CGPoint(x: size.width, y: 0)),
                    lineWidth: 4)
            }
            rendered(canvas) { pixels, _ in
                let (x, y) = origin(pixels, 100, 100)
                assertColor(pixels, x + 15, y + 15, green, "the first fill")
                assertColor(pixels, x + 40, y + 15, clear, "beside it")
                assertColor(pixels, x + 60, y + 60, red, "translated, inside the clip")
                assertColor(pixels, x + 80, y + 80, clear, "translated, outside the clip")
                assertColor(pixels, x + 1, y + 95, red, tolerance: 0.12, "the gradient stroke's start")
                assertColor(pixels, x + 98, y + 95, blue, tolerance: 0.12, "its end")
            }
        }
    }

    func testACanvasDrawsTextAndDrawsAgainWhenItsStateChanges() {
        onMain {
            let text = Canvas { context, size in
                context.draw(Text("Hi").foregroundColor(.red), at: CGPoint(x: size.width / 2, y: size.height / 2))
            }
            rendered(text) { pixels, _ in
                let (x, y) = origin(pixels, 100, 100)
                var inked = 0
                for py in y + 30..<y + 70 { for px in x + 30..<x + 70 where pixels.color(x: px, y: py).alpha > 0.5 { inked += 1 } }
                XCTAssertGreaterThan(inked, 10, "the text's glyphs are drawn around the centre")
                XCTAssertEqual(pixels.color(x: x + 2, y: y + 2).alpha, 0, "nothing far from it")
            }
            let probe = Probe<Binding<Bool>>()
            let window = Gtk::Window()
            let hosting = HostingView(rootView: Swatch(probe: probe))
            window.setChild(hosting.widget)
            window.present()
            spin(timeout: 20) { hosting.widget.width >= 40 && hosting.widget.isMapped }
            settle(0.1)
            let centre = { (p: Pixels) in p.color(x: p.width / 2, y: p.height / 2) }
            XCTAssertEqual(hosting.widget.renderPixels().map(centre).map { $0.red > 0.8 }, true, "red first")
            probe.value?.wrappedValue = true
            hosting.flush()
            settle(0.1)
            XCTAssertEqual(hosting.widget.renderPixels().map(centre).map { $0.green > 0.7 && $0.red < 0.4 }, true, "green after the change")
            window.destroy()
        }
    }

    func testSemanticColoursFollowTheTheme() {
        onMain {
            rendered(LowerTriangle().fill(.primary)) { pixels, hosting in
                let (x, y) = origin(pixels, 100, 100)
                guard let area = find(ShapeNode.self, in: hosting).first?.canvas else { return XCTFail("no canvas") }
                let expected = area.lookupColor("theme_fg_color") ?? area.styleColor
                assertColor(pixels, x + 10, y + 90, expected, tolerance: 0.05, "the theme's text colour")
            }
        }
    }

    func testBuiltInShapesKeepTheirCSSAndTransformedOnesUseCairo() {
        onMain {
            let plain = HostingView(rootView: RoundedRectangle(cornerRadius: 6).fill(Color.blue))
            XCTAssertEqual(only(ShapeNode.self, in: plain)?.styler.declarations, "background-color: @gtkui_blue; border-radius: 6px;")
            XCTAssertNil(only(ShapeNode.self, in: plain)?.canvas)
            let turned = HostingView(rootView: Rectangle().rotation(.degrees(45)).fill(Color.blue))
            XCTAssertNotNil(only(ShapeNode.self, in: turned)?.canvas)
            let any = HostingView(rootView: AnyShape(Capsule()).stroke(Color.red, lineWidth: 2))
            XCTAssertNotNil(only(ShapeNode.self, in: any)?.canvas, "an erased shape is drawn from its path")
            XCTAssertEqual(
                Circle().inset(by: 10).path(in: CGRect(x: 0, y: 0, width: 100, height: 100)).boundingRect,
                CGRect(x: 10, y: 10, width: 80, height: 80))
            XCTAssertEqual(
                Rectangle().offset(x: 5).scale(2, anchor: .topLeading).path(in: CGRect(x: 0, y: 0, width: 10, height: 10)).boundingRect,
                CGRect(x: 10, y: 0, width: 20, height: 20), "moved, then doubled from the frame's corner")
        }
    }

    func testDrawClosuresAndWidgetsAreReleasedWithTheView() {
        onMain {
            settle(0.1)
            let before = liveCounts()
            do {
                let window = Gtk::Window()
                var hosting: HostingView<AnyView>? = HostingView(
                    rootView: AnyView(
                        VStack {
                            LowerTriangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
                            Canvas { context, size in context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.red)) }
                        }.frame(width: 60, height: 120)))
                window.setChild(hosting?.widget)
                window.present()
                spin(timeout: 20) { (hosting?.widget.isMapped ?? false) && (hosting?.widget.width ?? 0) > 0 }
                settle(0.1)
                XCTAssertGreaterThan(liveCounts().closures, before.closures, "the draw functions are held")
                window.destroy()
                hosting = nil
            }
            assertAllReleased(since: before, timeout: 20)
        }
    }
}
