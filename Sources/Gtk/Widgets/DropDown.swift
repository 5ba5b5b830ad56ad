import CGtk

/// A button that pops up a list of strings to choose one (GtkDropDown).
@MainActor
public final class DropDown: Widget {
    /// Creates a drop-down offering `strings`.
    public init(strings: [String] = []) {
        super.init(sinking: gtk_drop_down_new(nil, nil))
        let list = gtk_string_list_new(nil)
        // gtk_drop_down_set_model takes its own reference.
        gtk_drop_down_set_model(dropDown, list)
        g_object_unref(UnsafeMutableRawPointer(list))
        setStrings(strings)
    }
    var dropDown: OpaquePointer { opaque }
    private var list: OpaquePointer { gtk_drop_down_get_model(dropDown)! }

    /// The strings offered, in order.
    public var strings: [String] {
        let count = g_list_model_get_n_items(list)
        return (0..<count).map { String(cString: gtk_string_list_get_string(list, $0)) }
    }
    /// Replaces the strings offered (the selection is kept when its index still exists).
    public func setStrings(_ strings: [String]) {
        guard strings != self.strings else { return }
        let previous = selected
        var cStrings: [UnsafePointer<CChar>?] = strings.map { UnsafePointer(strdup($0)) }
        cStrings.append(nil)
        defer { for string in cStrings { free(UnsafeMutableRawPointer(mutating: string)) } }
        let count = guint(self.strings.count)
        cStrings.withUnsafeBufferPointer { gtk_string_list_splice(list, 0, count, $0.baseAddress) }
        if let previous, previous < strings.count { selected = previous }
    }
    /// The index of the selected string, or nil for none.
    public var selected: Int? {
        get {
            let index = gtk_drop_down_get_selected(dropDown)
            return index == guint(GTK_INVALID_LIST_POSITION) ? nil : Int(index)
        }
        set {
            let index = newValue.map { guint($0) } ?? guint(GTK_INVALID_LIST_POSITION)
            if gtk_drop_down_get_selected(dropDown) != index { gtk_drop_down_set_selected(dropDown, index) }
        }
    }
    /// Called after the selection changes (by the user or programmatically).
    @discardableResult
    public func onSelectedChanged(_ body: @escaping @MainActor () -> Void) -> SignalHandler { onNotify("selected", body) }
}
