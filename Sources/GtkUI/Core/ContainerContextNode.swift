import Gtk

/// Context a container offers the views inside it, found by walking up
/// the node tree (the environment is not extensible from here).
@MainActor
protocol ContainerContextNode: AnyObject {}

extension ViewNode {
    /// The nearest ancestor node of type `T`.
    func nearestAncestor<T>(_ type: T.Type) -> T? {
        var node = parent
        while let current = node {
            if let match = current as? T { return match }
            node = current.parent
        }
        return nil
    }
}
