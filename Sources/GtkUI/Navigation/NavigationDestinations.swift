import Gtk

/// The `navigationDestination(for:)` declarations inside one navigation
/// container, by the type of value they show.
///
/// When several views declare a destination for one type, the latest
/// declaration wins (and the one before it again when the latest goes).
@MainActor
final class NavigationDestinations {
    private struct Declaration {
        let declarer: ObjectIdentifier
        var build: (AnyHashable) -> NavigationContent?
    }
    private var byType: [ObjectIdentifier: [Declaration]] = [:]
    /// Types a warning was printed for (once each).
    private var warned: Set<ObjectIdentifier> = []

    /// Records (or replaces) the builder `declarer` gives for values of `type`.
    func register<D: Hashable>(_ type: D.Type, by declarer: ObjectIdentifier, build: @escaping (D) -> NavigationContent) {
        let declaration = Declaration(declarer: declarer) { value in (value.base as? D).map(build) }
        let key = ObjectIdentifier(type)
        if let index = byType[key]?.firstIndex(where: { $0.declarer == declarer }) {
            byType[key]?[index] = declaration
        } else {
            byType[key, default: []].append(declaration)
        }
    }

    /// Forgets every declaration of `declarer` (its view went away).
    func unregister(_ declarer: ObjectIdentifier) {
        for key in byType.keys { byType[key]?.removeAll { $0.declarer == declarer } }
    }

    /// The view for `value`, or nil (with a one-time warning) when nothing
    /// declares a destination for its type.
    func content(for value: AnyHashable) -> NavigationContent? {
        let type = Swift.type(of: value.base)
        if let found = byType[ObjectIdentifier(type)]?.last?.build(value) { return found }
        if warned.insert(ObjectIdentifier(type)).inserted {
            Diagnostics.warn(
                "A NavigationLink is presenting a value of type \(type) but there is no matching navigationDestination declaration visible from the location of the link."
            )
        }
        return nil
    }

    /// Whether a destination is declared for the type of `value`.
    func hasDestination(for value: AnyHashable) -> Bool {
        !(byType[ObjectIdentifier(Swift.type(of: value.base))]?.isEmpty ?? true)
    }
}
