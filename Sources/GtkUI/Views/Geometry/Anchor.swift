import Gtk

/// A rectangle or point of a view, measured later in another view's space
/// (SwiftUI's `Anchor`): made by `.anchorPreference`, read with
/// `GeometryProxy[anchor]`.
///
/// An anchor names its view and what to measure of it; a `GeometryProxy`
/// resolves it from GTK's current allocations, in the reader's space.
public struct Anchor<Value> {
    let target: AnchorTarget?
    let source: Source

    /// What an anchor measures of its view.
    public struct Source {
        enum Kind: Equatable {
            /// A rectangle in the view's space, or in fractions of its size.
            case rect(CGRect, unit: Bool)
            /// A point in the view's space, or in fractions of its size.
            case point(CGPoint, unit: Bool)
        }
        let kind: Kind

        /// Whether this is the whole view (a popover's default attachment).
        var isBounds: Bool { kind == .rect(CGRect(x: 0, y: 0, width: 1, height: 1), unit: true) }

        /// The value for a view whose frame is `frame`.
        func resolve(in frame: CGRect) -> Value {
            switch kind {
            case .rect(let rect, let unit):
                let resolved =
                    unit
                    ? CGRect(
                        x: frame.minX + rect.minX * frame.width, y: frame.minY + rect.minY * frame.height,
                        width: rect.width * frame.width, height: rect.height * frame.height)
                    : rect.offsetBy(dx: frame.minX, dy: frame.minY)
                return resolved as! Value
            case .point(let point, let unit):
                let resolved =
                    unit
                    ? CGPoint(x: frame.minX + point.x * frame.width, y: frame.minY + point.y * frame.height)
                    : CGPoint(x: frame.minX + point.x, y: frame.minY + point.y)
                return resolved as! Value
            }
        }
    }
}

// An anchor names a main-actor object and what to measure of it: safe to
// keep in any preference value.
extension Anchor: Sendable {}
extension Anchor.Source: Sendable {}
extension Anchor.Source.Kind: Sendable {}

extension Anchor: Equatable where Value: Equatable {
    /// Equal when they measure the same thing of the same view.
    public static func == (a: Anchor, b: Anchor) -> Bool { a.target === b.target && a.source.kind == b.source.kind }
}

extension Anchor<CGRect>.Source {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { .init(kind: .rect(CGRect(x: 0, y: 0, width: 1, height: 1), unit: true)) }

    /// A rectangle in the view's own space.
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source { .init(kind: .rect(r, unit: false)) }
}

extension Anchor<CGPoint>.Source {
    /// A point in the view's own space.
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source { .init(kind: .point(p, unit: false)) }

    /// A point in fractions of the view's size.
    public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source {
        .init(kind: .point(CGPoint(x: p.x, y: p.y), unit: true))
    }

    /// The top leading corner.
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    /// The middle of the top edge.
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    /// The top trailing corner.
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    /// The middle of the leading edge.
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    /// The centre.
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    /// The middle of the trailing edge.
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    /// The bottom leading corner.
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    /// The middle of the bottom edge.
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    /// The bottom trailing corner.
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

/// The view an anchor measures: the node that made it, held weakly (an
/// anchor kept in a state after its view went resolves to zero).
@MainActor
final class AnchorTarget {
    weak var node: ViewNode?
    init(node: ViewNode) { self.node = node }

    var widget: Widget? { node?.widgets.first }
}

extension GeometryProxy {
    /// The anchor's rectangle or point in this reader's space, from GTK's
    /// current allocations (zero when its view is gone).
    ///
    /// Like `frame(in:)` in another space, reading an anchor makes the
    /// reader's content render again when the reader moves.
    @MainActor
    public subscript<T>(anchor: Anchor<T>) -> T {
        guard let source, let reader = source.widget, let target = anchor.target?.widget,
            let rect = target.bounds(relativeTo: reader)
        else { return anchor.source.resolve(in: .zero) }
        source.readsPosition = true
        return anchor.source.resolve(in: CGRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height))
    }
}
