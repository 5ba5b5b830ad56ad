// Combining the toolbar layouts two instances of an app saved at the same time.

/// A three-way merge of `toolbars.json` documents: what both instances last
/// agreed on (`base`), this instance's layouts (`ours`) and the file another
/// instance wrote meanwhile (`theirs`).
///
/// Each toolbar, and inside a toolbar each field (entries, display mode,
/// visibility), takes the side that changed it; when both changed the same
/// field differently, ours is kept and the toolbar id is reported as a
/// conflict. Seen item ids are the union of both sides, so neither side's
/// removed items come back.
public enum ToolbarDocumentMerge {
    /// The merged document and the toolbar ids where both sides changed the same field.
    public static func merge(
        base: [String: ToolbarLayout], ours: [String: ToolbarLayout], theirs: [String: ToolbarLayout]
    ) -> (merged: [String: ToolbarLayout], conflicts: [String]) {
        var merged: [String: ToolbarLayout] = [:]
        var conflicts: [String] = []
        let ids = Set(base.keys).union(ours.keys).union(theirs.keys)
        for id in ids.sorted() {
            let (layout, conflicted) = merge(base: base[id], ours: ours[id], theirs: theirs[id])
            merged[id] = layout
            if conflicted { conflicts.append(id) }
        }
        return (merged, conflicts)
    }

    /// One toolbar: nil when the layout is absent from the result.
    static func merge(base: ToolbarLayout?, ours: ToolbarLayout?, theirs: ToolbarLayout?) -> (ToolbarLayout?, Bool) {
        if ours == base { return (theirs, false) }
        if theirs == base || theirs == ours { return (ours, false) }
        guard let ours, let theirs else { return (ours ?? theirs, false) }
        var conflicted = false
        func pick<Value: Equatable>(_ field: KeyPath<ToolbarLayout, Value>) -> Value {
            let mine = ours[keyPath: field]
            let other = theirs[keyPath: field]
            if let base, mine == base[keyPath: field] { return other }
            if let base, other == base[keyPath: field] { return mine }
            if mine != other { conflicted = true }
            return mine
        }
        let layout = ToolbarLayout(
            entries: pick(\.entries), displayMode: pick(\.displayMode), isVisible: pick(\.isVisible),
            seenItemIDs: ours.seenItemIDs.union(theirs.seenItemIDs))
        return (layout, conflicted)
    }
}
