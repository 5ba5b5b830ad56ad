import Gtk

/// How a `NavigationStack` reads and changes the values of its path: a
/// `Binding<NavigationPath>`, a binding to a typed collection, or (nil)
/// the stack's own path.
@MainActor
struct NavigationPathAccess {
    /// The path's values, first to last.
    let values: () -> [AnyHashable]
    /// Appends a value; false when the path cannot hold its type.
    let append: (AnyHashable) -> Bool
    /// Removes the last values.
    let removeLast: (Int) -> Void

    /// The access of a `Binding<NavigationPath>`.
    static func navigationPath(_ binding: Binding<NavigationPath>) -> NavigationPathAccess {
        NavigationPathAccess(
            values: { binding.wrappedValue.elements },
            append: { value in
                binding.wrappedValue.elements.append(value)
                return true
            },
            removeLast: { count in binding.wrappedValue.removeLast(count) })
    }

    /// The access of a binding to a collection of one type of value.
    static func collection<Data>(_ binding: Binding<Data>) -> NavigationPathAccess
    where Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, Data.Element: Hashable {
        NavigationPathAccess(
            values: { binding.wrappedValue.map { AnyHashable($0) } },
            append: { value in
                guard let element = value.base as? Data.Element else {
                    Diagnostics.warn(
                        "a NavigationStack whose path holds \(Data.Element.self) values cannot present a value of type \(type(of: value.base))"
                    )
                    return false
                }
                binding.wrappedValue.append(element)
                return true
            },
            removeLast: { count in binding.wrappedValue.removeLast(count) })
    }
}
