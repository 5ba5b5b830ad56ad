import Foundation
import SeededRandom
import XCTest

@testable import GtkUI

/// Path's geometry as SwiftUI computes it: bounds, insideness, arcs, trimming, its text form.
final class PathGeometryTests: XCTestCase {
    private func assertClose(_ a: CGPoint?, _ b: CGPoint, accuracy: CGFloat = 1e-6, file: StaticString = #filePath, line: UInt = #line) {
        guard let a else { return XCTFail("no point", file: file, line: line) }
        XCTAssertEqual(a.x, b.x, accuracy: accuracy, file: file, line: line)
        XCTAssertEqual(a.y, b.y, accuracy: accuracy, file: file, line: line)
    }

    private func assertClose(_ a: CGRect, _ b: CGRect, accuracy: CGFloat = 1e-6, file: StaticString = #filePath, line: UInt = #line) {
        for (x, y) in [(a.minX, b.minX), (a.minY, b.minY), (a.width, b.width), (a.height, b.height)] {
            XCTAssertEqual(x, y, accuracy: accuracy, "\(a) vs \(b)", file: file, line: line)
        }
    }

    func testRectangleAndEllipseBoundsAndInside() {
        let rect = CGRect(x: 10, y: 20, width: 40, height: 30)
        XCTAssertEqual(Path(rect).boundingRect, rect)
        assertClose(Path(ellipseIn: rect).boundingRect, rect, accuracy: 1e-9)
        XCTAssertTrue(Path(ellipseIn: rect).contains(CGPoint(x: 30, y: 35)))
        XCTAssertFalse(Path(ellipseIn: rect).contains(CGPoint(x: 12, y: 22)), "a corner is outside the ellipse")
        XCTAssertTrue(Path(rect).contains(CGPoint(x: 12, y: 22)))
        XCTAssertEqual(Path().boundingRect, .null)
        XCTAssertTrue(Path().isEmpty)
        XCTAssertNil(Path().currentPoint)
    }

    func testEvenOddAndWindingDecideTheHoleOfTwoNestedSquares() {
        var path = Path(CGRect(x: 0, y: 0, width: 100, height: 100))
        path.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        let middle = CGPoint(x: 50, y: 50)
        XCTAssertTrue(path.contains(middle), "same direction: the inner square adds to the winding")
        XCTAssertFalse(path.contains(middle, eoFill: true), "even-odd: the inner square is a hole")
        XCTAssertTrue(path.contains(CGPoint(x: 10, y: 10), eoFill: true))
    }

    func testArcDirectionIsSwiftUIsFlippedClockwise() {
        let centre = CGPoint(x: 50, y: 50)
        var down = Path()
        down.addArc(center: centre, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        // Increasing angles go towards +y: the quarter from 3 o'clock down to 6 o'clock.
        assertClose(down.currentPoint, CGPoint(x: 50, y: 60))
        assertClose(down.boundingRect, CGRect(x: 50, y: 50, width: 10, height: 10), accuracy: 1e-6)
        var up = Path()
        up.addArc(center: centre, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
        assertClose(up.currentPoint, CGPoint(x: 50, y: 60))
        // The long way round, through 12 and 9 o'clock: three quarters.
        assertClose(up.boundingRect, CGRect(x: 40, y: 40, width: 20, height: 20), accuracy: 1e-6)
        var relative = Path()
        relative.addRelativeArc(center: centre, radius: 10, startAngle: .degrees(180), delta: .degrees(-90))
        assertClose(relative.currentPoint, CGPoint(x: 50, y: 60), accuracy: 1e-6)
        assertClose(relative.boundingRect, CGRect(x: 40, y: 50, width: 10, height: 10), accuracy: 1e-6)
    }

    func testTangentArcRoundsACorner() {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        assertClose(path.currentPoint, CGPoint(x: 100, y: 20), accuracy: 1e-6)
        // The corner is cut: the arc never reaches (100, 0).
        XCTAssertLessThan(path.boundingRect.maxX, 100.000_001)
        var elements: [Path.Element] = []
        // swift-format-ignore: ReplaceForEachWithForLoop
        path.forEach { elements.append($0) }
        XCTAssertEqual(elements.first, .move(to: .zero))
        XCTAssertEqual(elements[1], .line(to: CGPoint(x: 80, y: 0)))
    }

    func testTrimmedPathKeepsTheFractionOfTheLength() {
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        let half = square.trimmedPath(from: 0, to: 0.5)
        assertClose(half.currentPoint, CGPoint(x: 10, y: 10), accuracy: 1e-6)
        XCTAssertEqual(half.boundingRect, CGRect(x: 0, y: 0, width: 10, height: 10))
        let middle = square.trimmedPath(from: 0.125, to: 0.375)
        var first: CGPoint?
        // swift-format-ignore: ReplaceForEachWithForLoop
        middle.forEach { if case .move(let p) = $0, first == nil { first = p } }
        assertClose(first, CGPoint(x: 5, y: 0))
        assertClose(middle.currentPoint, CGPoint(x: 10, y: 5))
        XCTAssertTrue(square.trimmedPath(from: 0.6, to: 0.4).isEmpty)
        // A quarter of a circle from 3 o'clock runs clockwise on screen to 6 o'clock.
        let ring = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100)).trimmedPath(from: 0, to: 0.25)
        assertClose(ring.currentPoint, CGPoint(x: 50, y: 100), accuracy: 0.5)
    }

    func testTransformsMoveEveryPoint() {
        let path = Path(CGRect(x: 0, y: 0, width: 10, height: 20))
        XCTAssertEqual(path.offsetBy(dx: 5, dy: 5).boundingRect, CGRect(x: 5, y: 5, width: 10, height: 20))
        let turned = path.applying(CGAffineTransform(rotationAngle: .pi / 2))
        assertClose(turned.boundingRect, CGRect(x: -20, y: 0, width: 20, height: 10), accuracy: 1e-9)
        let t = CGAffineTransform(translationX: 3, y: 4).scaledBy(x: 2, y: 2)
        assertClose(CGPoint(x: 1, y: 1).applying(t), CGPoint(x: 5, y: 6))
        assertClose(CGPoint(x: 1, y: 1).applying(t).applying(t.inverted()), CGPoint(x: 1, y: 1))
    }

    func testDescriptionReadsBack() {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 15, y: 5))
        path.addCurve(to: CGPoint(x: 0, y: 10), control1: CGPoint(x: 7, y: 12), control2: CGPoint(x: 3, y: 12.5))
        path.closeSubpath()
        XCTAssertEqual(path.description, "0 0 m 10 0 l 15 5 10 10 q 7 12 3 12.5 0 10 c h")
        XCTAssertEqual(Path(path.description), path)
        XCTAssertNil(Path("1 2 x"))
        XCTAssertEqual(path.currentPoint, .zero, "after a close, the subpath's start")
    }

    /// Randomized (fixed seed): a path's bounding rect holds every point it
    /// draws through, and contains no more than that (each side is touched).
    func testBoundingRectHoldsEveryPointDrawnThrough() {
        var random = SplitMix64(seed: 0x5EED_0F_9A7B)
        func number(_ range: ClosedRange<Double>) -> CGFloat { CGFloat(Double.random(in: range, using: &random)) }
        func point() -> CGPoint { CGPoint(x: number(-100...100), y: number(-100...100)) }
        for _ in 0..<200 {
            var path = Path()
            path.move(to: point())
            for index in 0..<Int.random(in: 1...6, using: &random) {
                // The first step draws from the move, so no point stands alone.
                switch index == 0 ? 0 : Int.random(in: 0...4, using: &random) {
                case 0: path.addLine(to: point())
                case 1: path.addQuadCurve(to: point(), control: point())
                case 2: path.addCurve(to: point(), control1: point(), control2: point())
                case 3:
                    path.addArc(
                        center: point(), radius: number(1...50), startAngle: .degrees(Double(number(-360...360))),
                        endAngle: .degrees(Double(number(-360...360))), clockwise: Bool.random(using: &random))
                default: path.addEllipse(in: CGRect(origin: point(), size: CGSize(width: number(1...40), height: number(1...40))))
                }
            }
            let bounds = path.boundingRect.insetBy(dx: -1e-6, dy: -1e-6)
            var touched = (minX: false, maxX: false, minY: false, maxY: false)
            for segment in path.subpaths.flatMap(\.segments) {
                for p in segment.samples(64) {
                    XCTAssertTrue(bounds.contains(p), "\(p) outside \(bounds) of \(path)")
                    touched.minX = touched.minX || abs(p.x - path.boundingRect.minX) < 0.5
                    touched.maxX = touched.maxX || abs(p.x - path.boundingRect.maxX) < 0.5
                    touched.minY = touched.minY || abs(p.y - path.boundingRect.minY) < 0.5
                    touched.maxY = touched.maxY || abs(p.y - path.boundingRect.maxY) < 0.5
                }
            }
            XCTAssertTrue(touched.minX && touched.maxX && touched.minY && touched.maxY, "the bounds are tight: \(path)")
            // Trimming never leaves the bounds either.
            let trimmed = path.trimmedPath(from: number(0...0.5), to: number(0.5...1))
            if !trimmed.isEmpty {
                let inner = trimmed.boundingRect
                let outer = bounds.insetBy(dx: -1e-3, dy: -1e-3)
                XCTAssertTrue(
                    inner.minX >= outer.minX && inner.maxX <= outer.maxX && inner.minY >= outer.minY && inner.maxY <= outer.maxY,
                    "trimmed \(trimmed.boundingRect) inside \(bounds): \(trimmed) of \(path)")
            }
        }
    }
}
