import Gtk

/// Values published by the focused window's views (SwiftUI's `FocusedValues`).
///
/// Declare keys as in SwiftUI:
///
///     struct BoldKey: FocusedValueKey { typealias Value = Binding<Bool> }
///     extension FocusedValues {
///         var bold: Binding<Bool>? { get { self[BoldKey.self] } set { self[BoldKey.self] = newValue } }
///     }
public struct FocusedValues {
    private var storage: [ObjectIdentifier: Any] = [:]

    /// Creates empty values.
    public init() {}

    /// The value for a key, if the focused window publishes one.
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { storage[ObjectIdentifier(key)] as? Key.Value }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    /// The values `@FocusedValue` reads: the active window's while menu
    /// commands are evaluated or run, a window's own while its toolbar
    /// content is collected and rendered (`withCurrent`), else none.
    @MainActor private(set) static var current = FocusedValues()

    /// Runs `body` with `values` as the ones `@FocusedValue` reads, then
    /// restores the previous ones: a command evaluation or a toolbar's
    /// render sets them, for its own duration.
    @MainActor static func withCurrent<Result>(_ values: FocusedValues, _ body: () throws -> Result) rethrows -> Result {
        try withCurrentNotingReads(values, body).result
    }

    /// As `withCurrent(_:_:)`, and says whether `body` read a value
    /// through `@FocusedValue` or `@FocusedBinding`.
    @MainActor static func withCurrentNotingReads<Result>(
        _ values: FocusedValues, _ body: () throws -> Result
    ) rethrows -> (result: Result, read: Bool) {
        let saved = current
        let savedRead = wasRead
        current = values
        wasRead = false
        readingDepth += 1
        defer {
            current = saved
            wasRead = savedRead || wasRead
            readingDepth -= 1
        }
        let result = try body()
        return (result, wasRead)
    }

    /// How many `withCurrent` calls are under way: above 0 while commands
    /// or toolbar content are evaluated with a window's values.
    @MainActor private(set) static var readingDepth = 0

    /// Whether a value was read since the innermost `withCurrent` began.
    @MainActor private static var wasRead = false

    /// The values `@FocusedValue` and `@FocusedBinding` read now, noted as read.
    @MainActor static var read: FocusedValues {
        wasRead = true
        return current
    }
}
