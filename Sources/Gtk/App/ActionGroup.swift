import CGtk

/// A group of actions (GSimpleActionGroup) made reachable from a widget
/// under a prefix with `Widget.insertActionGroup`.
@MainActor
public final class ActionGroup: Object {
    /// Creates an empty group.
    public init() { super.init(adopting: UnsafeMutableRawPointer(g_simple_action_group_new())!) }

    /// Adds (or replaces) an action.
    public func add(_ action: SimpleAction) {
        g_action_map_add_action(opaque, action.action)
    }
    /// Removes an action by name.
    public func remove(_ name: String) { g_action_map_remove_action(opaque, name) }
}
