import Gtk

/// The subviews a custom `Layout` places, in view order (SwiftUI's
/// `LayoutSubviews`).
public struct LayoutSubviews: Equatable, RandomAccessCollection, Sendable {
    /// A range of subviews is itself a collection of subviews.
    public typealias SubSequence = LayoutSubviews
    /// One subview.
    public typealias Element = LayoutSubview
    /// Subviews are numbered from 0.
    public typealias Index = Int

    let storage: [LayoutSubview]

    /// The direction the layout's views read in.
    public var layoutDirection: LayoutDirection

    init(_ storage: [LayoutSubview], layoutDirection: LayoutDirection = .leftToRight) {
        self.storage = storage
        self.layoutDirection = layoutDirection
    }

    /// 0.
    public var startIndex: Int { 0 }
    /// The number of subviews.
    public var endIndex: Int { storage.count }
    /// The subview at `index`.
    public subscript(index: Int) -> LayoutSubview { storage[index] }
    /// The subviews in `bounds`.
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(Array(storage[bounds]), layoutDirection: layoutDirection)
    }
    /// The subviews at `indices`, in that order.
    public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int {
        LayoutSubviews(indices.map { storage[$0] }, layoutDirection: layoutDirection)
    }

    /// Equal when they are the same views in the same order.
    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool { a.storage == b.storage }
}

/// One view a custom `Layout` places (SwiftUI's `LayoutSubview`): a GTK
/// widget, measured through GTK (see `sizeThatFits(_:)`) and allocated
/// where `place(at:anchor:proposal:)` says.
///
/// Only valid during the layout call that received it, which GtkUI makes
/// on the main thread inside GTK's layout pass.
public struct LayoutSubview: Equatable, @unchecked Sendable {
    let widget: Widget
    let index: Int
    /// The layout pass that records placements (nil while only measuring).
    let recorder: PlacementRecorder?

    /// The view's value for `key` (`.layoutValue(key:value:)`), or the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        let value = MainActor.assumeIsolated {
            UncheckedValue(LayoutTraits.layoutValue(ObjectIdentifier(K.self), of: widget))
        }
        return value.value as? K.Value ?? K.defaultValue
    }

    /// The view's `.layoutPriority` (default 0).
    public var priority: Double {
        MainActor.assumeIsolated { LayoutTraits.value(\.layoutPriority, of: widget) } ?? 0
    }

    /// The view's size for `proposal`, from GTK's measure.
    ///
    /// An unspecified
    /// length is the widget's natural size, 0 (or anything under its
    /// minimum) its minimum, a finite length its natural size clamped to
    /// it (all of it for a view that expands that way), infinity its
    /// natural size (infinity for a view that expands). The height is
    /// measured for the width found.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        MainActor.assumeIsolated { SubviewMeasure.size(of: widget, proposal) }
    }

    /// The view's size for `proposal` and its alignment guides.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(proposal)
        return MainActor.assumeIsolated { AlignmentGuides.dimensions(of: widget, width: size.width, height: size.height) }
    }

    /// The view's alignment guides at `size` (its defaults and its `.alignmentGuide`s).
    func dimensions(ofSize size: CGSize) -> ViewDimensions {
        MainActor.assumeIsolated { AlignmentGuides.dimensions(of: widget, width: size.width, height: size.height) }
    }

    /// The spacing the view asks of its neighbours (GNOME's 6 pixels on every side).
    public var spacing: ViewSpacing { ViewSpacing() }

    /// Places the view with its `anchor` point at `position` (in the
    /// container's space), at the size it takes for `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        MainActor.assumeIsolated {
            guard let recorder else { return }
            let size = SubviewMeasure.placedSize(of: widget, proposal)
            let frame = CGRect(
                x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height, width: size.width,
                height: size.height)
            recorder.record(index, frame)
        }
    }

    /// Equal when they are the same view.
    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool {
        a.index == b.index && MainActor.assumeIsolated { a.widget.isSameObject(as: b.widget) }
    }
}

/// GNOME's spacing between views, for layouts (which run outside the main actor's checks).
let defaultLayoutSpacing: CGFloat = 6

/// The placements one `placeSubviews` call made.
@MainActor
final class PlacementRecorder: @unchecked Sendable {
    private(set) var frames: [Int: CGRect] = [:]
    func record(_ index: Int, _ frame: CGRect) { frames[index] = frame }
}

/// How a `LayoutSubview` maps SwiftUI's proposals to GTK's measure.
@MainActor
enum SubviewMeasure {
    static func size(of widget: Widget, _ proposal: ProposedViewSize) -> CGSize {
        guard widget.isVisible else { return .zero }
        let horizontal = widget.measure(.horizontal)
        let width = length(proposal.width, horizontal, expands: widget.computesExpand(.horizontal))
        let forWidth = width.isFinite ? Int(width.rounded(.up)) : -1
        let vertical = widget.measure(.vertical, forSize: forWidth)
        let height = length(proposal.height, vertical, expands: widget.computesExpand(.vertical))
        return CGSize(width: width, height: height)
    }

    /// The size `place` allocates: finite, never under the minimum.
    static func placedSize(of widget: Widget, _ proposal: ProposedViewSize) -> CGSize {
        var proposal = proposal
        if proposal.width?.isFinite == false { proposal.width = nil }
        if proposal.height?.isFinite == false { proposal.height = nil }
        return size(of: widget, proposal)
    }

    static func length(_ proposed: CGFloat?, _ request: SizeRequest, expands: Bool) -> CGFloat {
        let minimum = CGFloat(request.minimum)
        let natural = CGFloat(request.natural)
        guard let proposed else { return natural }
        if proposed.isInfinite { return expands ? .infinity : natural }
        if proposed <= minimum { return minimum }
        return expands ? proposed : min(natural, proposed)
    }
}

/// The room a view asks around it (SwiftUI's `ViewSpacing`): a preferred
/// distance on each edge; two neighbours keep the larger of their facing
/// edges' distances apart.
public struct ViewSpacing: Sendable {
    var edges: [CGFloat]

    /// No spacing on any edge.
    public static let zero = ViewSpacing(all: 0)

    /// GNOME's default spacing (6 pixels) on every edge.
    public init() { self.init(all: defaultLayoutSpacing) }

    init(all value: CGFloat) { edges = Array(repeating: value, count: Edge.allCases.count) }

    /// Takes the larger of this and `other`'s spacing on `edges`.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
            self.edges[Int(edge.rawValue)] = max(self.edges[Int(edge.rawValue)], other.edges[Int(edge.rawValue)])
        }
    }

    /// The larger of this and `other`'s spacing on `edges`.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var result = self
        result.formUnion(other, edges: edges)
        return result
    }

    /// The distance between this view and `next` after it along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        switch axis {
        case .horizontal:
            return max(edges[Int(Edge.trailing.rawValue)], next.edges[Int(Edge.leading.rawValue)])
        case .vertical:
            return max(edges[Int(Edge.bottom.rawValue)], next.edges[Int(Edge.top.rawValue)])
        }
    }
}
