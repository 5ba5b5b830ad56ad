import Gtk

/// Where on its view a popover points (SwiftUI's `PopoverAttachmentAnchor`).
public enum PopoverAttachmentAnchor {
    /// A rectangle of the view (`.rect(.bounds)`: the whole view).
    case rect(Anchor<CGRect>.Source)
    /// A point of the view, in unit coordinates (`.point(.top)`).
    case point(UnitPoint)
}

/// A value measured on a view, to be resolved later (SwiftUI's `Anchor`);
/// GtkUI offers the view's bounds as a popover's attachment only.
public struct Anchor<Value> {
    /// Where an anchor's value comes from.
    public struct Source {
        let isBounds: Bool
    }
}

extension Anchor<CGRect>.Source {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { .init(isBounds: true) }
}

/// A point in a view's unit square: (0, 0) its top leading corner, (1, 1)
/// its bottom trailing one (SwiftUI's `UnitPoint`).
public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    /// A point at `x`, `y` of the unit square.
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }
    /// The top leading corner.
    public init() { self.init(x: 0, y: 0) }
    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
