import CGtk

/// The rows of a tree list (GtkTreeListModel over GtkStringLists of keys):
/// each item is a key string; `childKeys` answers the keys of an item's
/// children (nil: it has none) when GTK first expands it.
///
/// Ownership: the tree model is owned by this wrapper (and by the
/// selection model GTK builds on it); each child list is owned by GTK,
/// which drops it when the row collapses; the wrapper only remembers it
/// (weakly, through a GObject weak reference) to update it in place.
@MainActor
final class TreeListModel {
    /// The root items (one key each).
    let roots: Object
    /// The flattened tree (expanded rows inline).
    let model: Object
    /// The child lists GTK holds now, by their parent's key.
    private var childLists: [String: UnsafeMutableRawPointer] = [:]
    private let box: ChildKeysBox

    init(childKeys: @escaping @MainActor (String) -> [String]?) {
        let strings = gtk_string_list_new(nil)!
        roots = Object(adopting: UnsafeMutableRawPointer(strings))
        g_object_ref(UnsafeMutableRawPointer(strings))  // taken by the tree model
        box = ChildKeysBox(childKeys)
        let retained = Unmanaged.passRetained(box).toOpaque()
        let tree = gtk_tree_list_model_new(strings, 0, 0, createChildList, retained, releaseChildKeysBox)!
        model = Object(adopting: UnsafeMutableRawPointer(tree))
        box.owner = self
    }

    /// The keys of the rows whose child lists GTK holds (expanded rows).
    var expandedKeys: [String] { Array(childLists.keys) }

    /// Makes the child list of `key` (called by GTK through `createChildList`).
    fileprivate func makeChildList(of key: String) -> UnsafeMutableRawPointer? {
        guard let keys = box.childKeys(key) else { return nil }
        let list = UnsafeMutableRawPointer(StringLists.new(keys))
        childLists[key] = list
        // Forget it when GTK drops it (the row collapsed or went away).
        let watcher = Object(borrowing: list)
        watcher.onFinalize { [weak self] in
            if self?.childLists[key] == list { self?.childLists[key] = nil }
        }
        return list
    }

    /// Replaces the children of `key` (when GTK shows them) with `keys`,
    /// keeping the rows whose keys stay in place.
    func setChildKeys(of key: String, to keys: [String]) {
        guard let list = childLists[key] else { return }
        StringLists.replace(OpaquePointer(list), with: keys)
    }

    /// The row at `position` of the flattened tree.
    func row(at position: Int) -> TreeRow? {
        guard position >= 0, let row = gtk_tree_list_model_get_row(OpaquePointer(model.raw), guint(position)) else { return nil }
        return TreeRow(adopting: UnsafeMutableRawPointer(row))
    }
}

/// What GTK holds for the tree's create function: the child-keys closure.
@MainActor
private final class ChildKeysBox {
    let childKeys: @MainActor (String) -> [String]?
    weak var owner: TreeListModel?
    init(_ childKeys: @escaping @MainActor (String) -> [String]?) { self.childKeys = childKeys }
}

/// GtkTreeListModelCreateModelFunc: the child list of an item (a key), or NULL for a leaf.
private let createChildList: GtkTreeListModelCreateModelFunc = { item, data in
    guard let item, let data else { return nil }
    let key = String(cString: gtk_string_object_get_string(OpaquePointer(item)))
    // As addresses: raw pointers are not Sendable, and this runs on the main thread anyway.
    let boxAddress = UInt(bitPattern: data)
    let address = MainActor.assumeIsolated {
        guard let pointer = UnsafeMutableRawPointer(bitPattern: boxAddress) else { return UInt?.none }
        let box = Unmanaged<ChildKeysBox>.fromOpaque(pointer).takeUnretainedValue()
        return box.owner?.makeChildList(of: key).map { UInt(bitPattern: $0) }
    }
    return address.flatMap { OpaquePointer(bitPattern: $0) }
}

/// The tree model's destroy notify: releases its box exactly once.
private let releaseChildKeysBox: GDestroyNotify = { data in
    guard let data else { return }
    Unmanaged<ChildKeysBox>.fromOpaque(data).release()
}

/// One row of a tree list (GtkTreeListRow): its key, depth and expansion.
@MainActor
public final class TreeRow: Object {
    override init(adopting pointer: UnsafeMutableRawPointer) { super.init(adopting: pointer) }
    override init(borrowing pointer: UnsafeMutableRawPointer) { super.init(borrowing: pointer) }
    var row: OpaquePointer { opaque }

    /// The key of the item the row shows.
    public var key: String {
        guard let item = gtk_tree_list_row_get_item(row) else { return "" }
        defer { g_object_unref(item) }
        return String(cString: gtk_string_object_get_string(OpaquePointer(item)))
    }
    /// The row's position in the flattened tree.
    public var position: Int { Int(gtk_tree_list_row_get_position(row)) }
    /// How deep the row is (0 for a root).
    public var depth: Int { Int(gtk_tree_list_row_get_depth(row)) }
    /// Whether the row can show children.
    public var isExpandable: Bool { bool(gtk_tree_list_row_is_expandable) }
    /// Whether the row shows its children.
    public var isExpanded: Bool {
        get { bool(gtk_tree_list_row_get_expanded) }
        set { if newValue != isExpanded { setBool(gtk_tree_list_row_set_expanded, newValue) } }
    }
    /// The row this row is a child of (nil for a root).
    public var parent: TreeRow? { gtk_tree_list_row_get_parent(row).map { TreeRow(adopting: UnsafeMutableRawPointer($0)) } }
}

/// GtkStringList helpers shared by flat and tree lists.
@MainActor
enum StringLists {
    /// A new list of `strings` (one reference, the caller's).
    static func new(_ strings: [String]) -> OpaquePointer {
        let list = gtk_string_list_new(nil)!
        splice(list, at: 0, removing: 0, inserting: strings)
        return list
    }

    /// Replaces `removing` strings at `position` with `strings`.
    static func splice(_ list: OpaquePointer, at position: Int, removing: Int, inserting strings: [String]) {
        guard removing > 0 || !strings.isEmpty else { return }
        let copies = strings.map { strdup($0) }
        defer { for copy in copies { free(copy) } }
        var pointers = copies.map { UnsafePointer<CChar>($0) }
        pointers.append(nil)
        gtk_string_list_splice(list, guint(position), guint(removing), &pointers)
    }

    /// Makes `list` hold `strings`, splicing only the range that differs.
    static func replace(_ list: OpaquePointer, with strings: [String]) {
        let count = Int(g_list_model_get_n_items(list))
        let old = (0..<count).map { String(cString: gtk_string_list_get_string(list, guint($0))) }
        var prefix = 0
        while prefix < min(old.count, strings.count), old[prefix] == strings[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(old.count, strings.count) - prefix, old[old.count - 1 - suffix] == strings[strings.count - 1 - suffix] {
            suffix += 1
        }
        splice(list, at: prefix, removing: old.count - prefix - suffix, inserting: Array(strings[prefix..<(strings.count - suffix)]))
    }
}
