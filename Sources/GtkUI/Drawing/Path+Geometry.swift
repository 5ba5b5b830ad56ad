import Foundation

/// What paths measure: bounds, insideness, length, trimming, their text form.
extension Path {
    /// One drawn piece of a path, as a cubic curve (lines and quadratic curves are cubics too).
    struct Segment {
        var p0, c1, c2, p1: CGPoint
        /// Whether this segment closes its subpath.
        var closes = false

        static func line(_ a: CGPoint, _ b: CGPoint, closes: Bool = false) -> Segment {
            Segment(p0: a, c1: a.mix(b, 1.0 / 3), c2: a.mix(b, 2.0 / 3), p1: b, closes: closes)
        }

        func point(_ t: CGFloat) -> CGPoint {
            let u = 1 - t
            let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
            return CGPoint(
                x: a * p0.x + b * c1.x + c * c2.x + d * p1.x, y: a * p0.y + b * c1.y + c * c2.y + d * p1.y)
        }

        /// The part between parameters `t0` and `t1` (de Casteljau).
        func slice(_ t0: CGFloat, _ t1: CGFloat) -> Segment {
            func left(_ s: Segment, _ t: CGFloat) -> Segment {
                let ab = s.p0.mix(s.c1, t)
                let bc = s.c1.mix(s.c2, t)
                let cd = s.c2.mix(s.p1, t)
                let abc = ab.mix(bc, t)
                let bcd = bc.mix(cd, t)
                return Segment(p0: s.p0, c1: ab, c2: abc, p1: abc.mix(bcd, t))
            }
            func right(_ s: Segment, _ t: CGFloat) -> Segment {
                let reversed = Segment(p0: s.p1, c1: s.c2, c2: s.c1, p1: s.p0)
                let part = left(reversed, 1 - t)
                return Segment(p0: part.p1, c1: part.c2, c2: part.c1, p1: part.p0)
            }
            let head = left(self, t1)
            return t1 <= 0 ? head : right(head, t0 / t1)
        }

        /// Points along the segment, `count` steps, both ends included.
        func samples(_ count: Int = 16) -> [CGPoint] { (0...count).map { point(CGFloat($0) / CGFloat(count)) } }

        /// Cumulative lengths at each sample.
        func lengths(_ count: Int = 16) -> [CGFloat] {
            var total: CGFloat = 0
            var result: [CGFloat] = [0]
            let points = samples(count)
            for (a, b) in zip(points, points.dropFirst()) {
                total += hypot(b.x - a.x, b.y - a.y)
                result.append(total)
            }
            return result
        }

        /// The parameter at which `fraction` of the length is reached.
        func parameter(atLength target: CGFloat, _ lengths: [CGFloat]) -> CGFloat {
            guard let total = lengths.last, total > 0 else { return 0 }
            let count = lengths.count - 1
            for index in 1...count where lengths[index] >= target {
                let span = lengths[index] - lengths[index - 1]
                let local = span > 0 ? (target - lengths[index - 1]) / span : 0
                return (CGFloat(index - 1) + local) / CGFloat(count)
            }
            return 1
        }

        var isLine: Bool { c1 == p0.mix(p1, 1.0 / 3) && c2 == p0.mix(p1, 2.0 / 3) }
    }

    /// The subpaths as segments, each with whether it was closed.
    var subpaths: [(start: CGPoint, segments: [Segment], closed: Bool)] {
        var result: [(start: CGPoint, segments: [Segment], closed: Bool)] = []
        var start = CGPoint.zero
        var current = CGPoint.zero
        var segments: [Segment] = []
        var open = false
        func finish(closed: Bool) {
            if open { result.append((start, segments, closed)) }
            segments = []
            open = false
        }
        for element in elements {
            switch element {
            case .move(let to):
                finish(closed: false)
                start = to
                current = to
                open = true
            case .line(let to):
                segments.append(.line(current, to))
                current = to
            case .quadCurve(let to, let control):
                segments.append(
                    Segment(p0: current, c1: current.mix(control, 2.0 / 3), c2: to.mix(control, 2.0 / 3), p1: to))
                current = to
            case .curve(let to, let control1, let control2):
                segments.append(Segment(p0: current, c1: control1, c2: control2, p1: to))
                current = to
            case .closeSubpath:
                if current != start { segments.append(.line(current, start, closes: true)) }
                current = start
                finish(closed: true)
            }
        }
        finish(closed: false)
        return result
    }

    /// The smallest rectangle holding every point the path draws through
    /// (not its curves' control points); `.null` for an empty path.
    public var boundingRect: CGRect {
        var points: [CGPoint] = []
        for subpath in subpaths {
            points.append(subpath.start)
            for segment in subpath.segments {
                points.append(segment.p1)
                for t in segment.extremaParameters() { points.append(segment.point(t)) }
            }
        }
        guard let first = points.first else { return .null }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for point in points {
            minX = min(minX, point.x)
            maxX = max(maxX, point.x)
            minY = min(minY, point.y)
            maxY = max(maxY, point.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether `p` is inside the filled path (even-odd rule when `eoFill`, else non-zero winding).
    public func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool {
        var winding = 0
        var crossings = 0
        for subpath in subpaths {
            var polygon = [subpath.start]
            for segment in subpath.segments {
                polygon += segment.isLine ? [segment.p1] : Array(segment.samples(24).dropFirst())
            }
            for (a, b) in zip(polygon, polygon.dropFirst() + [subpath.start]) where (a.y <= p.y) != (b.y <= p.y) {
                let x = a.x + (p.y - a.y) / (b.y - a.y) * (b.x - a.x)
                guard x > p.x else { continue }
                crossings += 1
                winding += b.y > a.y ? 1 : -1
            }
        }
        return eoFill ? crossings % 2 == 1 : winding != 0
    }

    /// The part of the path between `from` and `to`, as fractions (0…1) of its length.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let from = max(0, min(1, from))
        let to = max(0, min(1, to))
        guard from < to else { return Path() }
        if from == 0, to == 1 { return self }
        let parts = subpaths
        let measured = parts.map { $0.segments.map { $0.lengths() } }
        let total = measured.joined().reduce(0) { $0 + ($1.last ?? 0) }
        guard total > 0 else { return Path() }
        let (startLength, endLength) = (from * total, to * total)
        var result = Path()
        var position: CGFloat = 0
        for (subpath, lengths) in zip(parts, measured) {
            var drawing = false
            for (segment, segmentLengths) in zip(subpath.segments, lengths) {
                let length = segmentLengths.last ?? 0
                defer { position += length }
                let (lower, upper) = (max(startLength, position), min(endLength, position + length))
                guard lower < upper || (length == 0 && lower == upper && position >= startLength && position < endLength)
                else {
                    drawing = false
                    continue
                }
                let t0 = segment.parameter(atLength: lower - position, segmentLengths)
                let t1 = segment.parameter(atLength: upper - position, segmentLengths)
                let piece = segment.slice(t0, t1)
                if !drawing { result.move(to: piece.p0) }
                drawing = true
                if segment.isLine {
                    result.addLine(to: piece.p1)
                } else {
                    result.addCurve(to: piece.p1, control1: piece.c1, control2: piece.c2)
                }
            }
        }
        return result
    }

    // MARK: Text form (CoreGraphics' description: "x y m", "x y l", "… q", "… c", "h")

    /// The path as text `init?(_:)` reads back: "0 0 m 10 0 l h".
    public var description: String {
        func number(_ value: CGFloat) -> String {
            value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(describing: Double(value))
        }
        func points(_ list: CGPoint...) -> String { list.map { "\(number($0.x)) \(number($0.y))" }.joined(separator: " ") }
        return elements.map { element in
            switch element {
            case .move(let to): "\(points(to)) m"
            case .line(let to): "\(points(to)) l"
            case .quadCurve(let to, let control): "\(points(control, to)) q"
            case .curve(let to, let control1, let control2): "\(points(control1, control2, to)) c"
            case .closeSubpath: "h"
            }
        }.joined(separator: " ")
    }

    /// The path `description` wrote, nil if `string` is not one.
    public init?(_ string: String) {
        var numbers: [CGFloat] = []
        var path = Path()
        for token in string.split(whereSeparator: { $0.isWhitespace }) {
            if let value = Double(token) {
                numbers.append(CGFloat(value))
                continue
            }
            let p = stride(from: 0, to: numbers.count - 1, by: 2).map { CGPoint(x: numbers[$0], y: numbers[$0 + 1]) }
            switch (token, p.count, numbers.count % 2) {
            case ("m", 1, 0): path.move(to: p[0])
            case ("l", 1, 0): path.addLine(to: p[0])
            case ("q", 2, 0): path.addQuadCurve(to: p[1], control: p[0])
            case ("c", 3, 0): path.addCurve(to: p[2], control1: p[0], control2: p[1])
            case ("h", 0, 0): path.closeSubpath()
            default: return nil
            }
            numbers = []
        }
        guard numbers.isEmpty else { return nil }
        self = path
    }
}

extension Path.Segment {
    /// The parameters in (0, 1) where the curve turns in x or in y.
    func extremaParameters() -> [CGFloat] {
        func roots(_ v0: CGFloat, _ v1: CGFloat, _ v2: CGFloat, _ v3: CGFloat) -> [CGFloat] {
            let a = -v0 + 3 * v1 - 3 * v2 + v3
            let b = 2 * (v0 - 2 * v1 + v2)
            let c = v1 - v0
            if abs(a) < 1e-12 { return abs(b) < 1e-12 ? [] : [-c / b] }
            let discriminant = b * b - 4 * a * c
            guard discriminant >= 0 else { return [] }
            let root = discriminant.squareRoot()
            return [(-b + root) / (2 * a), (-b - root) / (2 * a)]
        }
        return (roots(p0.x, c1.x, c2.x, p1.x) + roots(p0.y, c1.y, c2.y, p1.y)).filter { $0 > 0 && $0 < 1 }
    }
}

extension CGPoint {
    /// The point `t` of the way from this point to `other`.
    func mix(_ other: CGPoint, _ t: CGFloat) -> CGPoint { CGPoint(x: x + (other.x - x) * t, y: y + (other.y - y) * t) }
}
