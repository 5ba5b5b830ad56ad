import Synchronization

/// A namespace for matched-geometry ids (SwiftUI's `@Namespace`).
///
/// Each view identity gets its own namespace, kept across renders.
@propertyWrapper
public struct Namespace: DynamicProperty, DynamicPropertyLink, Sendable {
    private let location: StateLocation<ID>

    /// A new namespace.
    public init() { location = StateLocation(StateBox(ID())) }

    /// The namespace's id.
    public var wrappedValue: ID { location.box.value }

    /// A namespace id.
    public struct ID: Hashable, Sendable {
        private let token = UUIDToken()
    }

    func link(to previous: AnyStateBox?, onChange: @escaping () -> Void) -> AnyStateBox {
        if let previous = previous as? StateBox<ID> { location.box = previous }
        return location.box
    }
}

/// A unique, hashable token (a namespace's identity).
struct UUIDToken: Hashable, Sendable {
    private static let counter = Counter()
    let value = UUIDToken.counter.next()

    private final class Counter: Sendable {
        private let storage = Mutex(0)
        func next() -> Int {
            storage.withLock {
                $0 += 1
                return $0
            }
        }
    }
}

extension View {
    /// Animates this view from the frame of the view with the same `id` in `namespace`.
    ///
    /// Compiles, no effect: GtkUI applies changes at once (see
    /// `withAnimation`), so there is no transition between the two frames
    /// to match; each view keeps its own frame.
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> some View { self }
}

/// What `matchedGeometryEffect` matches (SwiftUI's `MatchedGeometryProperties`).
public struct MatchedGeometryProperties: OptionSet, Sendable {
    /// The bits of the set.
    public let rawValue: UInt32
    /// Properties from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The position.
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// The size.
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// Position and size.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}
