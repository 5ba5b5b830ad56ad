import Foundation

/// The outline of a 2D shape (SwiftUI's `Path`): moves, lines, quadratic
/// and cubic Bézier curves and closed subpaths, in y-down coordinates.
///
/// Arcs, ellipses and rounded rectangles are stored as cubic curves, as
/// CoreGraphics does. A path is a `Shape` too (`Path { … }.stroke(.red)`).
///
/// ```swift
/// Path { path in
///     path.move(to: CGPoint(x: 0, y: 20))
///     path.addLine(to: CGPoint(x: 40, y: 0))
/// }
/// ```
public struct Path: Equatable, Sendable, LosslessStringConvertible {
    /// One step of a path.
    public enum Element: Equatable, Sendable {
        /// Starts a new subpath at a point.
        case move(to: CGPoint)
        /// A straight line to a point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve to a point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve to a point.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// A line back to the subpath's start, closing it.
        case closeSubpath
    }

    /// The steps, in order.
    private(set) var elements: [Element] = []
    /// Where the current subpath started (the current point after a close).
    private var subpathStart: CGPoint?

    /// An empty path.
    public init() {}

    /// A rectangle.
    public init(_ rect: CGRect) { addRect(rect) }

    /// A rounded rectangle whose corners have `cornerRadius`.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A rounded rectangle whose corners are `cornerSize` ellipse quarters.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// A rounded rectangle with a radius per corner.
    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    }

    /// The ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

    /// A path built by `callback`.
    public init(_ callback: (inout Path) -> Void) { callback(&self) }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The last point of the path (the subpath's start after a close), nil if empty.
    public var currentPoint: CGPoint? {
        guard let last = elements.last else { return nil }
        switch last {
        case .move(let to), .line(let to), .quadCurve(let to, _), .curve(let to, _, _): return to
        case .closeSubpath: return subpathStart
        }
    }

    /// Calls `body` with each element in order.
    public func forEach(_ body: (Path.Element) -> Void) { elements.forEach(body) }

    // MARK: Building

    /// Starts a new subpath at `end`.
    public mutating func move(to end: CGPoint) {
        elements.append(.move(to: end))
        subpathStart = end
    }

    /// Adds a line to `end` (a move when the path is empty).
    public mutating func addLine(to end: CGPoint) {
        guard startSubpathIfNeeded(at: end) else { return }
        elements.append(.line(to: end))
    }

    /// Adds a quadratic curve to `end`.
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
        guard startSubpathIfNeeded(at: end) else { return }
        elements.append(.quadCurve(to: end, control: control))
    }

    /// Adds a cubic curve to `end`.
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard startSubpathIfNeeded(at: end) else { return }
        elements.append(.curve(to: end, control1: control1, control2: control2))
    }

    /// Closes the current subpath with a line to its start.
    public mutating func closeSubpath() {
        guard let last = elements.last, last != .closeSubpath else { return }
        elements.append(.closeSubpath)
    }

    /// Adds `rect` as a closed subpath, from its origin clockwise (on screen).
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY).applying(transform))
        for point in [CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)] {
            elements.append(.line(to: point.applying(transform)))
        }
        closeSubpath()
    }

    /// Adds each rectangle.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds a subpath through `lines`' points.
    public mutating func addLines(_ lines: [CGPoint]) {
        guard let first = lines.first else { return }
        move(to: first)
        for point in lines.dropFirst() { elements.append(.line(to: point)) }
    }

    /// Adds a rounded rectangle (continuous corners are drawn circular).
    public mutating func addRoundedRect(
        in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        let radii = RectangleCornerRadii(uniform: 0)
        addRoundedRect(in: rect, radii: radii, uniformSize: cornerSize, transform: transform)
    }

    /// Adds a rounded rectangle with a radius per corner.
    public mutating func addRoundedRect(
        in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        addRoundedRect(in: rect, radii: cornerRadii, uniformSize: nil, transform: transform)
    }

    private mutating func addRoundedRect(
        in rect: CGRect, radii: RectangleCornerRadii, uniformSize: CGSize?, transform: CGAffineTransform
    ) {
        let r = rect.standardized
        let limit = (r.width / 2, r.height / 2)
        func corner(_ radius: CGFloat) -> CGSize {
            let size = uniformSize ?? CGSize(width: radius, height: radius)
            return CGSize(width: max(0, min(size.width, limit.0)), height: max(0, min(size.height, limit.1)))
        }
        let (tl, tr, br, bl) = (
            corner(radii.topLeading), corner(radii.topTrailing), corner(radii.bottomTrailing),
            corner(radii.bottomLeading)
        )
        if [tl, tr, br, bl].allSatisfy({ $0.width == 0 || $0.height == 0 }) {
            return addRect(r, transform: transform)
        }
        let k = Path.kappa
        var sub = Path()
        sub.move(to: CGPoint(x: r.minX + tl.width, y: r.minY))
        sub.addLine(to: CGPoint(x: r.maxX - tr.width, y: r.minY))
        sub.addCurve(
            to: CGPoint(x: r.maxX, y: r.minY + tr.height),
            control1: CGPoint(x: r.maxX - tr.width * (1 - k), y: r.minY),
            control2: CGPoint(x: r.maxX, y: r.minY + tr.height * (1 - k)))
        sub.addLine(to: CGPoint(x: r.maxX, y: r.maxY - br.height))
        sub.addCurve(
            to: CGPoint(x: r.maxX - br.width, y: r.maxY),
            control1: CGPoint(x: r.maxX, y: r.maxY - br.height * (1 - k)),
            control2: CGPoint(x: r.maxX - br.width * (1 - k), y: r.maxY))
        sub.addLine(to: CGPoint(x: r.minX + bl.width, y: r.maxY))
        sub.addCurve(
            to: CGPoint(x: r.minX, y: r.maxY - bl.height),
            control1: CGPoint(x: r.minX + bl.width * (1 - k), y: r.maxY),
            control2: CGPoint(x: r.minX, y: r.maxY - bl.height * (1 - k)))
        sub.addLine(to: CGPoint(x: r.minX, y: r.minY + tl.height))
        sub.addCurve(
            to: CGPoint(x: r.minX + tl.width, y: r.minY),
            control1: CGPoint(x: r.minX, y: r.minY + tl.height * (1 - k)),
            control2: CGPoint(x: r.minX + tl.width * (1 - k), y: r.minY))
        sub.closeSubpath()
        addPath(sub, transform: transform)
    }

    /// Adds the ellipse inscribed in `rect`, from its rightmost point clockwise (on screen).
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let centred = CGAffineTransform(scaleX: r.width / 2, y: r.height / 2)
            .concatenating(CGAffineTransform(translationX: r.midX, y: r.midY)).concatenating(transform)
        var unit = Path()
        unit.addRelativeArc(center: .zero, radius: 1, startAngle: .zero, delta: .degrees(360))
        unit.closeSubpath()
        addPath(unit, transform: centred)
    }

    /// Adds an arc of the circle at `center` from `startAngle` to `endAngle`.
    ///
    /// Angles grow from +x towards +y, that is clockwise on a y-down
    /// screen: as in SwiftUI, `clockwise: false` draws clockwise on screen.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        let full = 2 * Double.pi
        var delta = endAngle.radians - startAngle.radians
        if clockwise {
            if delta > 0 { delta -= (delta / full).rounded(.up) * full }
            delta = max(delta, -full)
        } else {
            if delta < 0 { delta += (-delta / full).rounded(.up) * full }
            delta = min(delta, full)
        }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: .radians(delta), transform: transform)
    }

    /// Adds an arc of the circle at `center` from `startAngle` turning by `delta`.
    public mutating func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity
    ) {
        func point(_ angle: Double) -> CGPoint {
            CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)).applying(transform)
        }
        let start = startAngle.radians
        let first = point(start)
        if elements.isEmpty || elements.last == .closeSubpath { move(to: first) } else { elements.append(.line(to: first)) }
        let count = max(1, Int((abs(delta.radians) / (Double.pi / 2)).rounded(.up)))
        let step = delta.radians / Double(count)
        guard step != 0 else { return }
        let handle = 4.0 / 3.0 * tan(step / 4) * radius
        for index in 0..<count {
            let a0 = start + step * Double(index)
            let a1 = a0 + step
            let p0 = CGPoint(x: center.x + radius * cos(a0), y: center.y + radius * sin(a0))
            let p1 = CGPoint(x: center.x + radius * cos(a1), y: center.y + radius * sin(a1))
            let c1 = CGPoint(x: p0.x - handle * sin(a0), y: p0.y + handle * cos(a0))
            let c2 = CGPoint(x: p1.x + handle * sin(a1), y: p1.y - handle * cos(a1))
            elements.append(
                .curve(to: p1.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform)))
        }
    }

    /// Adds a line towards `tangent1End` and an arc of `radius` tangent to
    /// the lines from the current point to `tangent1End` and on to `tangent2End`.
    public mutating func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
    ) {
        let inverse = transform.inverted()
        guard let current = currentPoint?.applying(inverse) else {
            return move(to: tangent1End.applying(transform))
        }
        let (p0, p1, p2) = (current, tangent1End, tangent2End)
        let v1 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y)
        let v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let l1 = hypot(v1.x, v1.y)
        let l2 = hypot(v2.x, v2.y)
        let cross = v1.x * v2.y - v1.y * v2.x
        guard l1 > 0, l2 > 0, abs(cross) > 1e-9 * l1 * l2, radius > 0 else {
            return addLine(to: p1.applying(transform))
        }
        let angle = acos(max(-1, min(1, (v1.x * v2.x + v1.y * v2.y) / (l1 * l2))))
        let distance = radius / tan(angle / 2)
        let t1 = CGPoint(x: p1.x + v1.x / l1 * distance, y: p1.y + v1.y / l1 * distance)
        let t2 = CGPoint(x: p1.x + v2.x / l2 * distance, y: p1.y + v2.y / l2 * distance)
        // The centre lies on the bisector, `radius` from both tangent points.
        let bisector = CGPoint(x: v1.x / l1 + v2.x / l2, y: v1.y / l1 + v2.y / l2)
        let bl = hypot(bisector.x, bisector.y)
        let centreDistance = radius / sin(angle / 2)
        let centre = CGPoint(x: p1.x + bisector.x / bl * centreDistance, y: p1.y + bisector.y / bl * centreDistance)
        let a1 = atan2(t1.y - centre.y, t1.x - centre.x)
        let a2 = atan2(t2.y - centre.y, t2.x - centre.x)
        var delta = a2 - a1
        if delta > Double.pi { delta -= 2 * Double.pi }
        if delta <= -Double.pi { delta += 2 * Double.pi }
        addLine(to: t1.applying(transform))
        addRelativeArc(center: centre, radius: radius, startAngle: .radians(a1), delta: .radians(delta), transform: transform)
    }

    /// Adds `path`'s elements, transformed.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        for element in path.elements { append(element.applying(transform)) }
    }

    /// This path with every point transformed by `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        var result = Path()
        result.addPath(self, transform: transform)
        return result
    }

    /// This path moved by `dx`, `dy`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { applying(CGAffineTransform(translationX: dx, y: dy)) }

    /// Appends one element, keeping the subpath's start.
    mutating func append(_ element: Element) {
        switch element {
        case .move(let to): move(to: to)
        case .line(let to): addLine(to: to)
        case .quadCurve(let to, let control): addQuadCurve(to: to, control: control)
        case .curve(let to, let control1, let control2): addCurve(to: to, control1: control1, control2: control2)
        case .closeSubpath: closeSubpath()
        }
    }

    /// Starts a subpath at `point` if the path is empty (answers whether to add the segment).
    private mutating func startSubpathIfNeeded(at point: CGPoint) -> Bool {
        if elements.isEmpty {
            move(to: point)
            return false
        }
        if elements.last == .closeSubpath, let start = subpathStart {
            elements.append(.move(to: start))
        }
        return true
    }

    /// The handle length of a quarter circle of radius 1 drawn as a cubic curve.
    static let kappa: CGFloat = 0.552_284_749_8

    /// Whether two paths have the same elements.
    public static func == (lhs: Path, rhs: Path) -> Bool { lhs.elements == rhs.elements }
}

extension Path.Element {
    /// The element with its points transformed.
    func applying(_ t: CGAffineTransform) -> Path.Element {
        switch self {
        case .move(let to): .move(to: to.applying(t))
        case .line(let to): .line(to: to.applying(t))
        case .quadCurve(let to, let control): .quadCurve(to: to.applying(t), control: control.applying(t))
        case .curve(let to, let c1, let c2): .curve(to: to.applying(t), control1: c1.applying(t), control2: c2.applying(t))
        case .closeSubpath: .closeSubpath
        }
    }
}

/// The radius of each corner of a rectangle (SwiftUI's `RectangleCornerRadii`).
public struct RectangleCornerRadii: Equatable, Sendable {
    /// The top leading corner's radius.
    public var topLeading: CGFloat
    /// The bottom leading corner's radius.
    public var bottomLeading: CGFloat
    /// The bottom trailing corner's radius.
    public var bottomTrailing: CGFloat
    /// The top trailing corner's radius.
    public var topTrailing: CGFloat

    /// Radii for each corner.
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }

    init(uniform radius: CGFloat) {
        self.init(topLeading: radius, bottomLeading: radius, bottomTrailing: radius, topTrailing: radius)
    }
}
