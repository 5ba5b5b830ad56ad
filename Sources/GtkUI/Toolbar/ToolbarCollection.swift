import Gtk
import ToolbarKit

/// The `@State` and `@Environment` of an app's own `ToolbarContent` types
/// across collections of one `.toolbar { }`: SwiftUI gives such types the
/// same dynamic properties as views.
///
/// Toolbar content is walked, not rendered into nodes, so storage is kept
/// by the position of each composite content in the walk (with its type:
/// a different type at a position starts fresh, as a different view would).
@MainActor
struct ToolbarCollection {
    private var storage: [StorageKey: [AnyStateBox]] = [:]

    struct StorageKey: Hashable {
        let position: Int
        let type: ObjectIdentifier
    }

    /// Runs `collect` with the toolbar content's dynamic properties linked;
    /// `onChange` is called when a `@State` of the content changes.
    mutating func collect(
        environment: EnvironmentValues, _ collect: (inout [ToolbarDeclaration]) -> Void,
        onChange: @escaping () -> Void
    ) -> [ToolbarDeclaration] {
        let walk = ToolbarCollectionWalk(environment: environment, previous: storage, onChange: onChange)
        let outer = ToolbarCollectionWalk.current
        ToolbarCollectionWalk.current = walk
        defer { ToolbarCollectionWalk.current = outer }
        var declarations: [ToolbarDeclaration] = []
        collect(&declarations)
        storage = walk.linked
        return declarations
    }
}

/// One walk of toolbar content by `ToolbarCollection`.
@MainActor
final class ToolbarCollectionWalk {
    /// The walk in progress (nil outside `.toolbar { }` collections, e.g.
    ///
    /// when the customizable toolbar collects its catalog: its content types
    /// then see their initial state).
    static var current: ToolbarCollectionWalk?
    let environment: EnvironmentValues
    let previous: [ToolbarCollection.StorageKey: [AnyStateBox]]
    let onChange: () -> Void
    private(set) var linked: [ToolbarCollection.StorageKey: [AnyStateBox]] = [:]
    private var position = 0

    init(
        environment: EnvironmentValues, previous: [ToolbarCollection.StorageKey: [AnyStateBox]],
        onChange: @escaping () -> Void
    ) {
        self.environment = environment
        self.previous = previous
        self.onChange = onChange
    }

    /// Links `content`'s dynamic properties before its `body` is read.
    func link<C: ToolbarContent>(_ content: C) {
        let key = ToolbarCollection.StorageKey(position: position, type: ObjectIdentifier(C.self))
        position += 1
        let layout = DynamicPropertyLayout.of(C.self, example: content)
        linked[key] = layout.link(content, environment: environment, previous: previous[key] ?? [], onChange: onChange)
    }
}
