import Foundation

/// A row as a `Layout` value (SwiftUI's `HStackLayout`), for `AnyLayout`
/// and for rows whose layout is chosen at run time.
public struct HStackLayout: Layout {
    /// Where the views sit vertically.
    public var alignment: VerticalAlignment
    /// The distance between views (nil: GNOME's 6 pixels).
    public var spacing: CGFloat?

    /// A row with `alignment` and `spacing`.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// A horizontal stack.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    /// The row's size: the views' lengths and the spacing, as tall as the tallest.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        StackLayoutAlgorithm(axis: .horizontal, spacing: spacing).size(proposal, subviews, guide: guide)
    }

    /// Where a view's `alignment` guide is, from its top.
    private func guide(_ subview: LayoutSubview, _ size: CGSize) -> CGFloat { subview.dimensions(ofSize: size)[alignment] }

    /// Places the views left to right.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        StackLayoutAlgorithm(axis: .horizontal, spacing: spacing)
            .place(in: bounds, proposal, subviews, crossFraction: alignment.fraction, guide: guide)
    }
}

/// A column as a `Layout` value (SwiftUI's `VStackLayout`).
public struct VStackLayout: Layout {
    /// Where the views sit horizontally.
    public var alignment: HorizontalAlignment
    /// The distance between views (nil: GNOME's 6 pixels).
    public var spacing: CGFloat?

    /// A column with `alignment` and `spacing`.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// A vertical stack.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    /// The column's size: the views' heights and the spacing, as wide as the widest.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        StackLayoutAlgorithm(axis: .vertical, spacing: spacing).size(proposal, subviews, guide: guide)
    }

    /// Where a view's `alignment` guide is, from its leading edge.
    private func guide(_ subview: LayoutSubview, _ size: CGSize) -> CGFloat { subview.dimensions(ofSize: size)[alignment] }

    /// Places the views top to bottom.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        StackLayoutAlgorithm(axis: .vertical, spacing: spacing)
            .place(in: bounds, proposal, subviews, crossFraction: alignment.fraction, guide: guide)
    }
}

/// Views on top of each other as a `Layout` value (SwiftUI's `ZStackLayout`).
public struct ZStackLayout: Layout {
    /// Where the views sit in the stack.
    public var alignment: Alignment

    /// A stack with `alignment`.
    public init(alignment: Alignment = .center) { self.alignment = alignment }

    /// As large as the largest view.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.reduce(CGSize.zero) { size, subview in
            let fitted = subview.sizeThatFits(proposal)
            return CGSize(width: max(size.width, fitted.width), height: max(size.height, fitted.height))
        }
    }

    /// Places every view in the bounds per `alignment`.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let offered = ProposedViewSize(bounds.size)
        let anchor = UnitPoint(x: alignment.horizontal.fraction, y: alignment.vertical.fraction)
        for subview in subviews {
            subview.place(
                at: CGPoint(x: bounds.minX + anchor.x * bounds.width, y: bounds.minY + anchor.y * bounds.height),
                anchor: anchor, proposal: offered)
        }
    }
}

/// SwiftUI's stack layout: the room along the axis, less the spacing, goes
/// to the views of the highest `layoutPriority` first; among views of one
/// priority the least flexible (smallest gap between their minimum and
/// maximum lengths) are offered an equal share first, and what they leave
/// goes to the others.
struct StackLayoutAlgorithm {
    let axis: Axis
    let spacing: CGFloat?

    private var gap: CGFloat { spacing ?? defaultLayoutSpacing }

    private func proposal(along length: CGFloat?, cross: CGFloat?) -> ProposedViewSize {
        axis == .horizontal ? ProposedViewSize(width: length, height: cross) : ProposedViewSize(width: cross, height: length)
    }

    private func along(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.width : size.height }
    private func across(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.height : size.width }

    /// Each view's size for `proposal`.
    func sizes(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> [CGSize] {
        let length = axis == .horizontal ? proposal.width : proposal.height
        let cross = axis == .horizontal ? proposal.height : proposal.width
        let visible = subviews.filter { along($0.sizeThatFits(.unspecified)) > 0 || across($0.sizeThatFits(.unspecified)) > 0 }
        let spacingTotal = gap * CGFloat(max(0, visible.count - 1))
        guard let length, length.isFinite else {
            return subviews.map { $0.sizeThatFits(self.proposal(along: length, cross: cross)) }
        }
        var sizes = [CGSize](repeating: .zero, count: subviews.count)
        let minimums = subviews.map { along($0.sizeThatFits(self.proposal(along: 0, cross: cross))) }
        let maximums = subviews.map { along($0.sizeThatFits(self.proposal(along: .infinity, cross: cross))) }
        var remaining = length - spacingTotal
        let priorities = Set(subviews.map(\.priority)).sorted(by: >)
        for priority in priorities {
            let group = subviews.indices.filter { subviews[$0].priority == priority }
                .sorted { maximums[$0] - minimums[$0] < maximums[$1] - minimums[$1] }
            // Lower priorities keep at least their minimum.
            let reserved = subviews.indices.filter { subviews[$0].priority < priority }.reduce(0) { $0 + minimums[$1] }
            var available = max(0, remaining - reserved)
            var left = group.count
            for index in group {
                let share = available / CGFloat(left)
                let size = subviews[index].sizeThatFits(self.proposal(along: share, cross: cross))
                sizes[index] = size
                available -= along(size)
                remaining -= along(size)
                left -= 1
            }
        }
        return sizes
    }

    /// Where each view starts across the axis when their alignment guides
    /// line up (`guide` gives a view's guide for its size), from the first
    /// view's start, and how thick they are together.
    ///
    /// The line is as far from the start as the largest guide, so no view
    /// starts before it; without `.alignmentGuide`s the views' default
    /// guides put each where its fraction of the thickness does.
    private func crossOffsets(
        _ sizes: [CGSize], _ subviews: LayoutSubviews, guide: (LayoutSubview, CGSize) -> CGFloat
    ) -> (offsets: [CGFloat], thickness: CGFloat) {
        let guides = zip(subviews, sizes).map { guide($0, $1) }
        let line = guides.max() ?? 0
        let offsets = guides.map { line - $0 }
        let thickness = zip(offsets, sizes).reduce(0) { max($0, $1.0 + across($1.1)) }
        return (offsets, thickness)
    }

    func size(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, guide: (LayoutSubview, CGSize) -> CGFloat) -> CGSize {
        let sizes = sizes(proposal, subviews)
        let shown = sizes.filter { along($0) > 0 || across($0) > 0 }
        let length = shown.reduce(0) { $0 + along($1) } + gap * CGFloat(max(0, shown.count - 1))
        let thickness = crossOffsets(sizes, subviews, guide: guide).thickness
        return axis == .horizontal ? CGSize(width: length, height: thickness) : CGSize(width: thickness, height: length)
    }

    /// Places the views along the axis, their guides lined up across it;
    /// the views together sit at `crossFraction` of the room across.
    func place(
        in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, crossFraction: Double,
        guide: (LayoutSubview, CGSize) -> CGFloat
    ) {
        let sizes = sizes(ProposedViewSize(bounds.size), subviews)
        var position = axis == .horizontal ? bounds.minX : bounds.minY
        let crossStart = axis == .horizontal ? bounds.minY : bounds.minX
        let crossLength = axis == .horizontal ? bounds.height : bounds.width
        let (offsets, thickness) = crossOffsets(sizes, subviews, guide: guide)
        let groupStart = crossStart + (crossLength - thickness) * crossFraction
        for (index, (subview, size)) in zip(subviews, sizes).enumerated() {
            let offered = self.proposal(along: along(size), cross: crossLength)
            let crossOffset = groupStart + offsets[index]
            let point = axis == .horizontal ? CGPoint(x: position, y: crossOffset) : CGPoint(x: crossOffset, y: position)
            subview.place(at: point, anchor: .topLeading, proposal: offered)
            if along(size) > 0 || across(size) > 0 { position += along(size) + gap }
        }
    }
}
