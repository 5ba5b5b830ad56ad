import CGtk
import Synchronization

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
    /// Creates an empty container placed by `delegate` (held weakly),
    /// measured in `requestMode`; with `expandsWithChildren` it expands
    /// (unless told otherwise) where a child does, as GtkBox does.
    public init(
        delegate: LayoutDelegate, requestMode: SizeRequestMode = .constantSize, expandsWithChildren: Bool = false
    ) {
        let box = Unmanaged.passRetained(LayoutDelegateBox(delegate)).toOpaque()
        let layout = cgtk_callback_layout_new(
            layoutMeasure, layoutAllocate, box, releaseLayoutDelegateBox, requestMode.gtkValue)
        super.init(sinking: cgtk_layout_host_new(layout, expandsWithChildren ? 1 : 0))
    }

    /// Adds a child at the end.
    public func append(_ child: Widget) { gtk_widget_insert_before(child.widget, widget, nil) }

    /// Whether `child` makes a host that expands with its children expand
    /// (default true); set before adding the child.
    public static func setCountsForExpand(_ child: Widget, _ counts: Bool) {
        cgtk_layout_host_set_child_counts_for_expand(child.widget, counts ? 1 : 0)
    }
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
