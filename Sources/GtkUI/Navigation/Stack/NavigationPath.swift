import Foundation

/// A type-erased list of the values a `NavigationStack` shows above its root
/// (SwiftUI's `NavigationPath`).
///
/// Each value is a level of the stack, drawn by the `navigationDestination(for:)`
/// declared for its type; the last value is the page on top. On GNOME the
/// path's length is how many times the header bar's Back button (Alt+Left)
/// goes back before the root shows.
///
/// ```swift
/// @State private var path = NavigationPath()
/// NavigationStack(path: $path) { … }
/// path.append(recipe)
/// ```
public struct NavigationPath {
    /// The values, first to last.
    var elements: [AnyHashable]

    /// Creates an empty path.
    public init() { elements = [] }

    /// Creates a path of the values of `elements`, in order.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// Creates a path of the values of `elements`, in order; the path stays
    /// encodable (see `codable`).
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable, S.Element: Codable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// Creates a path from a representation `codable` gave before (a saved
    /// navigation state).
    ///
    /// A value whose type this program does not have, or whose data no longer
    /// decodes, stays in the path as it was saved (it encodes again unchanged);
    /// no destination shows it.
    public init(_ codable: CodableRepresentation) {
        elements = codable.entries.map { entry in entry.decoded() ?? AnyHashable(entry) }
    }

    /// The number of values.
    public var count: Int { elements.count }

    /// Whether the path has no values (the stack shows its root).
    public var isEmpty: Bool { elements.isEmpty }

    /// Adds `value` at the end: the stack shows it on top.
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

    /// Adds `value` at the end; the path stays encodable (see `codable`).
    public mutating func append<V: Hashable & Codable>(_ value: V) { elements.append(AnyHashable(value)) }

    /// Removes the last `k` values (the stack goes back `k` levels).
    ///
    /// Removing more values than the path has is a programming error, as in SwiftUI.
    public mutating func removeLast(_ k: Int = 1) {
        precondition(k >= 0 && k <= elements.count, "can't remove more items from a collection than it contains")
        elements.removeLast(k)
    }

    /// A serializable form of the path, or nil when one of its values is not `Codable`.
    public var codable: CodableRepresentation? {
        var entries: [CodableRepresentation.Entry] = []
        for element in elements {
            if let saved = element.base as? CodableRepresentation.Entry {
                entries.append(saved)
            } else if let entry = CodableRepresentation.Entry(encoding: element.base) {
                entries.append(entry)
            } else {
                return nil
            }
        }
        return CodableRepresentation(entries: entries)
    }
}

extension NavigationPath: Equatable {
    /// Two paths are equal when they hold equal values in the same order.
    public static func == (lhs: NavigationPath, rhs: NavigationPath) -> Bool { lhs.elements == rhs.elements }
}
