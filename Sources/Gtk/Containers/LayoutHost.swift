import CGtk
import Synchronization

/// A size request in one direction: the least a widget can do with, and
/// what it would like.
public struct SizeRequest: Sendable, Equatable {
    /// The smallest size the widget works at.
    public var minimum: Int
    /// The size the widget would like.
    public var natural: Int
    /// Creates a request.
    public init(minimum: Int, natural: Int) {
        self.minimum = minimum
        self.natural = natural
    }
}

/// Places the children of a `LayoutHost` from Swift, inside GTK's layout pass.
///
/// GTK asks `measure` for the host's size, then calls `allocate` with the
/// size the host got. Whatever `allocate` decides (which children show,
/// where they go) is then a function of that size alone: a container that
/// leaves out what does not fit decides it here, with
/// `Widget.isChildVisible`, rather than hiding children after the fact
/// (which changes the measured size and so depends on the way the window
/// took to its size). Neither method may change the widget tree or any
/// child's visibility, size request or style.
@MainActor
public protocol LayoutDelegate: AnyObject {
    /// The host's size request in `orientation` (`forSize` is the other
    /// dimension, or -1; the host's size in one direction never depends on
    /// the other).
    func measure(_ orientation: Orientation, forSize: Int) -> SizeRequest
    /// Allocates every child that shows (`Widget.allocate`), and marks the
    /// others `isChildVisible = false`.
    func allocate(width: Int, height: Int, baseline: Int)
}

/// A container whose children a `LayoutDelegate` places: a GtkWidget
/// subclass (CGtkLayoutHost) laid out by a GtkLayoutManager subclass
/// (CGtkCallbackLayout) that calls the delegate.
///
/// Ownership: the widget owns its layout manager, which owns one small box
/// released when the layout manager is finalized; the box holds the
/// delegate weakly, so the delegate (usually the object that also owns this
/// widget) is kept alive by its owner, not by GTK, and no reference cycle
/// runs through GTK. A host whose delegate is gone measures 0 and places
/// nothing.
@MainActor
public final class LayoutHost: Widget {
    /// Creates an empty container placed by `delegate` (held weakly).
    public init(delegate: LayoutDelegate) {
        let box = Unmanaged.passRetained(LayoutDelegateBox(delegate)).toOpaque()
        let layout = cgtk_callback_layout_new(layoutMeasure, layoutAllocate, box, releaseLayoutDelegateBox)
        super.init(constructed: cgtk_layout_host_new(layout))
    }

    /// Adds a child at the end.
    public func append(_ child: Widget) { gtk_widget_insert_before(child.widget, widget, nil) }
}

extension LayoutHost: OrderedContainer {
    /// Places `child` (already a child, or new) right after `sibling`, or first when nil.
    public func insert(_ child: Widget, after sibling: Widget?) {
        gtk_widget_insert_after(child.widget, widget, sibling?.widget)
    }

    /// Removes a child.
    public func remove(_ child: Widget) {
        if gtk_widget_get_parent(child.widget) == widget { gtk_widget_unparent(child.widget) }
    }
}

/// A container whose children keep an order that callers set (`Box`, `LayoutHost`).
@MainActor
public protocol OrderedContainer: Widget {
    /// Places `child` (already a child, or new) right after `sibling`, or first when nil.
    func insert(_ child: Widget, after sibling: Widget?)
    /// Removes a child.
    func remove(_ child: Widget)
}

extension Box: OrderedContainer {}

/// What the layout manager holds: the delegate, weakly.
@MainActor
final class LayoutDelegateBox {
    /// How many boxes are alive (one per live layout manager), for ownership tests.
    nonisolated static let liveCount = Atomic<Int>(0)
    weak var delegate: LayoutDelegate?
    init(_ delegate: LayoutDelegate) {
        self.delegate = delegate
        Self.liveCount.add(1, ordering: .relaxed)
    }
    deinit { Self.liveCount.subtract(1, ordering: .relaxed) }

    nonisolated static func from(_ data: UnsafeMutableRawPointer?) -> LayoutDelegateBox? {
        data.map { Unmanaged<LayoutDelegateBox>.fromOpaque($0).takeUnretainedValue() }
    }
}

private let layoutMeasure: CGtkLayoutMeasureFunc = { data, _, orientation, forSize, minimum, natural in
    guard let box = LayoutDelegateBox.from(data) else { return }
    let direction: Orientation = orientation == GTK_ORIENTATION_VERTICAL ? .vertical : .horizontal
    let request = MainActor.assumeIsolated {
        box.delegate?.measure(direction, forSize: Int(forSize)) ?? SizeRequest(minimum: 0, natural: 0)
    }
    minimum?.pointee = gint(request.minimum)
    natural?.pointee = gint(request.natural)
}

private let layoutAllocate: CGtkLayoutAllocateFunc = { data, _, width, height, baseline in
    guard let box = LayoutDelegateBox.from(data) else { return }
    MainActor.assumeIsolated {
        box.delegate?.allocate(width: Int(width), height: Int(height), baseline: Int(baseline))
    }
}

/// The layout manager's destroy notify: releases its box exactly once.
private let releaseLayoutDelegateBox: GDestroyNotify = { data in
    guard let data else { return }
    Unmanaged<LayoutDelegateBox>.fromOpaque(data).release()
}

extension Widget {
    /// The widget's size request in `orientation` for `forSize` in the other
    /// one (-1: any). Hidden widgets measure 0; child-invisible ones measure
    /// as if shown.
    public func measure(_ orientation: Orientation, forSize: Int = -1) -> SizeRequest {
        var minimum: gint = 0, natural: gint = 0
        gtk_widget_measure(widget, orientation.gtk, gint(forSize), &minimum, &natural, nil, nil)
        return SizeRequest(minimum: Int(minimum), natural: Int(natural))
    }

    /// Gives the widget its place in its parent (only from the parent's
    /// layout: `LayoutDelegate.allocate`).
    public func allocate(x: Int, y: Int, width: Int, height: Int, baseline: Int = -1) {
        var allocation = GtkAllocation(x: gint(x), y: gint(y), width: gint(max(0, width)), height: gint(max(0, height)))
        gtk_widget_size_allocate(widget, &allocation, gint(baseline))
    }

    /// Whether the parent shows the widget now (GtkWidget:child-visible): a
    /// container's layout decision. Unlike `isVisible` it leaves the widget's
    /// size request alone, so a layout may set it while allocating.
    public var isChildVisible: Bool {
        get { gtk_widget_get_child_visible(widget) != 0 }
        set { gtk_widget_set_child_visible(widget, newValue ? 1 : 0) }
    }

    /// Marks the widget hidden for assistive technologies (the accessible
    /// "hidden" state), e.g. while its parent does not show it.
    public func setAccessibleHidden(_ hidden: Bool) { cgtk_accessible_set_hidden(accessible, hidden ? 1 : 0) }
}
