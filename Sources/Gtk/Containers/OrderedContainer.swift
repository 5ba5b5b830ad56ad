import CGtk

/// A container whose children keep an order that callers set (`Box`, `LayoutHost`).
@MainActor
public protocol OrderedContainer: Widget {
    /// Places `child` (already a child, or new) right after `sibling`, or first when nil.
    func insert(_ child: Widget, after sibling: Widget?)
    /// Removes a child.
    func remove(_ child: Widget)
}

extension Box: OrderedContainer {}
