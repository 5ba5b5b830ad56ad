/// A frame of reference for positions (SwiftUI's `CoordinateSpace`): the
/// window (`.global`), the view itself (`.local`), or an ancestor named
/// with `.coordinateSpace(name:)`.
public enum CoordinateSpace: Hashable {
    /// The window's content.
    case global
    /// The view itself.
    case local
    /// The nearest ancestor given this name with `.coordinateSpace(name:)`
    /// (the window, when there is none).
    case named(AnyHashable)

    /// Whether this is the window's space.
    public var isGlobal: Bool { self == .global }
    /// Whether this is the view's own space.
    public var isLocal: Bool { self == .local }
}

// Gesture values (`DragGesture`) carry a space across actors; the names
// apps give are strings and enums.
extension CoordinateSpace: @unchecked Sendable {}

/// A frame of reference `GeometryProxy.frame(in:)` accepts (SwiftUI's
/// `CoordinateSpaceProtocol`): `.local`, `.global`, `.named(_:)`, `.scrollView`.
public protocol CoordinateSpaceProtocol {
    /// The space this stands for.
    var coordinateSpace: CoordinateSpace { get }
}

/// The view's own space (SwiftUI's `LocalCoordinateSpace`).
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    /// The view's own space.
    public init() {}
    /// `.local`.
    public var coordinateSpace: CoordinateSpace { .local }
}

/// The window's space (SwiftUI's `GlobalCoordinateSpace`).
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    /// The window's space.
    public init() {}
    /// `.global`.
    public var coordinateSpace: CoordinateSpace { .global }
}

/// A space named with `.coordinateSpace(_:)` (SwiftUI's `NamedCoordinateSpace`).
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: AnyHashable

    /// `.named(name)`.
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

/// The name that stands for the nearest scroll view's visible area.
struct ScrollViewSpace: Hashable {}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The view's own space.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The window's space.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The space of the nearest ancestor named `name`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: name) }

    /// The visible area of the nearest enclosing `ScrollView` (its
    /// `GtkScrolledWindow`).
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: ScrollViewSpace()) }

    /// The visible area of the nearest enclosing `ScrollView`: the axis
    /// changes nothing, both coordinates are relative to the nearest
    /// `GtkScrolledWindow` whatever it scrolls.
    public static func scrollView(axis: Axis) -> Self { NamedCoordinateSpace(name: ScrollViewSpace()) }
}
