import Gtk

/// What a `.frame` asks: size limits in points (nil: the content's), and
/// where the content sits inside (SwiftUI's `_FrameLayout` and
/// `_FlexFrameLayout`; a fixed size is a minimum, ideal and maximum of the
/// same value).
struct FrameSpec: Equatable {
    var minWidth: CGFloat?
    var idealWidth: CGFloat?
    var maxWidth: CGFloat?
    var minHeight: CGFloat?
    var idealHeight: CGFloat?
    var maxHeight: CGFloat?
    var alignment: Alignment

    /// The limits in one direction.
    func limits(_ orientation: Orientation) -> FrameLimits {
        orientation == .horizontal
            ? FrameLimits(minimum: minWidth, ideal: idealWidth, maximum: maxWidth)
            : FrameLimits(minimum: minHeight, ideal: idealHeight, maximum: maxHeight)
    }
}

/// A frame's limits in one direction, in pixels.
struct FrameLimits {
    var minimum: Int?
    var ideal: Int?
    /// nil: none; `Int.max`: `.infinity`.
    var maximum: Int?

    init(minimum: CGFloat?, ideal: CGFloat?, maximum: CGFloat?) {
        self.minimum = minimum.map(Self.pixels)
        self.ideal = ideal.map(Self.pixels)
        self.maximum = maximum.map { $0.isInfinite ? Int.max : Self.pixels($0) }
    }

    static func pixels(_ value: CGFloat) -> Int { max(0, Int(value.rounded())) }

    /// Whether the frame takes all the space offered (`.infinity`).
    var isInfinite: Bool { maximum == Int.max }

    /// The frame's request, given its content's: the content's, clamped to
    /// the limits (the ideal size, when given, is the natural one).
    func request(content: SizeRequest) -> SizeRequest {
        let upper = maximum ?? Int.max
        let minimum = self.minimum ?? min(content.minimum, upper)
        let natural = ideal ?? min(max(content.natural, self.minimum ?? 0), upper)
        return SizeRequest(minimum: minimum, natural: max(natural, minimum))
    }

    /// Whether the frame takes extra space (GTK's expand), or nil to do as
    /// its content does: a frame with a maximum above its minimum is
    /// flexible up to it, as in SwiftUI, whatever its content; a fixed size
    /// never grows.
    var expands: Bool? {
        guard let maximum else { return nil }
        return maximum > (minimum ?? 0)
    }

    /// The space the content is offered when the frame got `allocated`.
    func offered(_ allocated: Int) -> Int { min(allocated, maximum ?? allocated) }
}

/// Sizes and places a frame's content inside GTK's layout pass (see
/// `FrameSpec`): the content is offered the frame's size, takes it where it
/// expands and its natural size elsewhere, and sits per the alignment.
@MainActor
final class FrameLayout: LayoutDelegate {
    var child: Widget?
    var spec = FrameSpec(alignment: .center)

    func measure(_ orientation: Orientation, forSize: Int) -> SizeRequest {
        let limits = spec.limits(orientation)
        guard let child, child.isVisible else {
            return limits.request(content: SizeRequest(minimum: 0, natural: 0))
        }
        var childForSize = forSize
        if orientation == .vertical, forSize >= 0 {
            childForSize = childLength(child, .horizontal, frame: forSize)
        }
        return limits.request(content: child.measure(orientation, forSize: childForSize))
    }

    /// The length `child` takes along `orientation` in a frame `frame` long.
    private func childLength(_ child: Widget, _ orientation: Orientation, frame: Int, forSize: Int = -1) -> Int {
        ChildPlacement.fit(
            child.measure(orientation, forSize: forSize), offered: spec.limits(orientation).offered(frame),
            expands: child.computesExpand(orientation))
    }

    func allocate(width: Int, height: Int, baseline: Int) {
        guard let child, child.isVisible else { return }
        let childWidth = childLength(child, .horizontal, frame: width)
        let childHeight = childLength(child, .vertical, frame: height, forSize: childWidth)
        let x = ChildPlacement.offset(free: width - childWidth, spec.alignment.horizontal.fraction)
        let y = ChildPlacement.offset(free: height - childHeight, spec.alignment.vertical.fraction)
        child.allocate(x: x, y: y, width: childWidth, height: childHeight)
    }
}
