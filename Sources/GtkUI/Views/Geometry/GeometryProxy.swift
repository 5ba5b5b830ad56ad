import Gtk

/// The size and position of a `GeometryReader`, as its content reads them
/// (SwiftUI's `GeometryProxy`).
///
/// `size` is the reader's size as GTK last allocated it; `frame(in:)`
/// measures the reader in another view's space when it is called. A
/// GNOME window's content has no safe area: `safeAreaInsets` is zero.
public struct GeometryProxy {
    /// The reader's size.
    public let size: CGSize
    let source: GeometrySource?

    /// The space the window's bars and notches take: none on GNOME.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The reader's frame in `coordinateSpace`.
    @available(*, deprecated, message: "use overload that accepts a CoordinateSpaceProtocol instead")
    @_disfavoredOverload
    @MainActor
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { frame(in: coordinateSpace, size: size) }

    /// The reader's frame in `coordinateSpace`: `.local` (its own, at
    /// zero), `.global` (the window's content), `.named(_:)` (the nearest
    /// ancestor of that name, else the window), `.scrollView` (the
    /// visible area of the nearest scroll view).
    ///
    /// Reading a frame in any space but `.local` makes the reader's content
    /// render again when the reader moves (scrolling included), not only
    /// when its size changes.
    @MainActor
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace, size: size)
    }

    /// The frame of the space named `coordinateSpace` in the reader's own
    /// space, or nil when no ancestor has that name.
    @MainActor
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        guard let source, let space = source.space(named: coordinateSpace.name), let reader = source.widget,
            let rect = space.bounds(relativeTo: reader)
        else { return nil }
        source.readsPosition = true
        return CGRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }

    @MainActor
    private func frame(in space: CoordinateSpace, size: CGSize) -> CGRect {
        guard space != .local, let source, let reader = source.widget else { return CGRect(origin: .zero, size: size) }
        source.readsPosition = true
        let reference: Widget?
        switch space {
        case .local: reference = reader
        case .global: reference = source.window
        case .named(let name): reference = source.space(named: name) ?? source.window
        }
        guard let reference, let rect = reader.bounds(relativeTo: reference) else {
            return CGRect(origin: .zero, size: size)
        }
        return CGRect(x: rect.x, y: rect.y, width: size.width, height: size.height)
    }
}

/// What a proxy measures from: the reader's widget and node, and whether
/// the content read a position (so moves must render it again).
@MainActor
final class GeometrySource {
    weak var node: (any GeometrySourceNode)?
    var readsPosition = false

    init(node: any GeometrySourceNode) { self.node = node }

    var widget: Widget? { node?.measuredWidget }

    /// The window's content (SwiftUI's global space).
    var window: Widget? { widget?.windowContent }

    /// The widget of the space named `name` above the reader.
    func space(named name: AnyHashable) -> Widget? {
        guard let node, let widget else { return nil }
        if name == AnyHashable(ScrollViewSpace()) { return ScrolledWindow.enclosing(widget) }
        return node.namedSpace(name)
    }
}

/// A node whose widget a `GeometryProxy` measures (`GeometryReader`, `.onGeometryChange`).
@MainActor
protocol GeometrySourceNode: ViewNode {
    /// The widget whose size and place the proxy reports.
    var measuredWidget: Widget { get }
}

extension GeometryReaderNode: GeometrySourceNode {
    var measuredWidget: Widget { widget }
}
