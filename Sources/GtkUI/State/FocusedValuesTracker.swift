import Gtk

/// Who reads a window's focused values, and who wrote each one: the
/// toolbar content that read `@FocusedValue` renders again when a view
/// publishes a new value (a view deeper down, re-rendering alone), and a
/// value goes away with the view that published it (as in SwiftUI).
@MainActor
final class FocusedValuesTracker {
    private struct Reader {
        weak var node: AnyObject?
        let update: @MainActor () -> Void
    }
    /// Toolbar nodes whose last collect read a focused value.
    private var readers: [ObjectIdentifier: Reader] = [:]
    /// While above 0, a toolbar node is rendering its content and its
    /// items: values published then are the ones it collects with, so they
    /// ask for no second render.
    private(set) var toolbarRenderDepth = 0
    /// The writer node that published each key last.
    private var owners: [AnyKeyPath: ObjectIdentifier] = [:]

    /// Runs a toolbar node's render (content and items).
    func renderingToolbar<Result>(_ body: () -> Result) -> Result {
        toolbarRenderDepth += 1
        defer { toolbarRenderDepth -= 1 }
        return body()
    }

    /// Records whether `node`'s collect read a focused value, and how to render it again.
    func follow(_ node: AnyObject, reads: Bool, update: @escaping @MainActor () -> Void) {
        let id = ObjectIdentifier(node)
        if reads { readers[id] = Reader(node: node, update: update) } else { readers[id] = nil }
    }

    /// A view published (or withdrew) a value outside any toolbar render:
    /// the readers render again, and the menu commands are evaluated again.
    func valuesChanged() {
        guard toolbarRenderDepth == 0 else { return }
        readers = readers.filter { $0.value.node != nil }
        for reader in readers.values { reader.update() }
        AppRuntime.current?.menuBar.setNeedsRefresh()
    }

    func setOwner(_ writer: ObjectIdentifier, of key: AnyKeyPath) { owners[key] = writer }
    /// Whether `writer` published `key` last (and so may withdraw it).
    func releaseOwnership(_ writer: ObjectIdentifier, of key: AnyKeyPath) -> Bool {
        guard owners[key] == writer else { return false }
        owners[key] = nil
        return true
    }
}
