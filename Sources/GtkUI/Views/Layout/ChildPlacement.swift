import Gtk

/// How GtkUI's own layouts size and place one child in the space they
/// offer it, SwiftUI's way: a child that expands in a direction (GTK's
/// computed expand: shapes, colours, text editors, stacks with a spacer)
/// takes all of it; any other child takes its natural size, never less than
/// its minimum; the child sits in the space per an alignment (and may
/// overflow it when its minimum is larger).
@MainActor
enum ChildPlacement {
    /// The size `child` takes when offered `width` × `height`.
    static func size(of child: Widget, offeredWidth width: Int, height: Int) -> (width: Int, height: Int) {
        let horizontal = child.measure(.horizontal)
        let childWidth = fit(horizontal, offered: width, expands: child.computesExpand(.horizontal))
        let vertical = child.measure(.vertical, forSize: childWidth)
        let childHeight = fit(vertical, offered: height, expands: child.computesExpand(.vertical))
        return (childWidth, childHeight)
    }

    /// The length a child with `request` takes of `offered`.
    static func fit(_ request: SizeRequest, offered: Int, expands: Bool) -> Int {
        max(request.minimum, expands ? offered : min(request.natural, offered))
    }

    /// Allocates `child` its size inside the rectangle at (`x`, `y`) of
    /// `width` × `height`, placed per `alignment`.
    static func place(_ child: Widget, x: Int, y: Int, width: Int, height: Int, alignment: Alignment) {
        let size = size(of: child, offeredWidth: width, height: height)
        let left = x + offset(free: width - size.width, alignment.horizontal.fraction)
        let top = y + offset(free: height - size.height, alignment.vertical.fraction)
        child.allocate(x: left, y: top, width: size.width, height: size.height)
    }

    /// How far into `free` pixels a child aligned at `fraction` starts.
    static func offset(free: Int, _ fraction: Double) -> Int { Int((Double(free) * fraction).rounded(.down)) }
}

extension HorizontalAlignment {
    /// Where along a width this alignment puts a child: 0 leading, 1 trailing.
    var fraction: Double { Self.fraction(align) }

    static func fraction(_ align: Align) -> Double {
        switch align {
        case .start: return 0
        case .end: return 1
        default: return 0.5
        }
    }
}

extension VerticalAlignment {
    /// Where along a height this alignment puts a child: 0 top, 1 bottom.
    var fraction: Double { align == .baseline ? 0 : HorizontalAlignment.fraction(align) }
}
