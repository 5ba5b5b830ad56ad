// Bringing a stored layout in line with the catalog of the running app version.

/// Reconciles a saved layout with the catalog given at load time.
///
/// - unknown item ids (and repeated ones) are dropped;
/// - items the user never saw that are visible by default (new in this app
///   version) are inserted next to their neighbours in the default set;
/// - items the user saw but removed stay removed;
/// - `disabled` items are always present, first, in declaration order;
/// - spacers keep their ids unless an id is repeated or names a catalog item.
///
/// Afterwards every catalog item counts as seen. Migrating twice changes nothing more.
public enum ToolbarMigration {
    /// Returns `stored` adapted to `catalog`.
    public static func migrate(_ stored: ToolbarLayout, to catalog: ToolbarCatalog) -> ToolbarLayout {
        var kept: [LayoutEntry] = []
        var present: Set<String> = []
        for entry in stored.entries {
            guard let id = entry.itemID else {
                kept.append(entry)
                continue
            }
            guard let item = catalog.item(id: id), item.behavior != .disabled, present.insert(id).inserted else { continue }
            kept.append(entry)
        }
        insertNewItems(into: &kept, present: &present, seen: stored.seenItemIDs, catalog: catalog)

        var builder = LayoutBuilder(catalog: catalog)
        for item in catalog.disabledItems { builder.appendItem(item.id) }
        for entry in kept {
            switch entry.kind {
            case .item(let id): builder.appendItem(id)
            case .spacer(let kind): builder.appendSpacer(kind, preferredID: entry.id)
            }
        }
        var layout = stored
        layout.entries = builder.entries
        layout.seenItemIDs.formUnion(catalog.items.map(\.id))
        return layout
    }

    /// Inserts unseen, visible-by-default items after their nearest preceding
    /// default-set neighbour that is present, else before the nearest following one, else at the end.
    private static func insertNewItems(
        into entries: inout [LayoutEntry], present: inout Set<String>, seen: Set<String>, catalog: ToolbarCatalog
    ) {
        let defaultOrder = catalog.items
            .filter { $0.isVisibleByDefault && $0.behavior != .disabled }
            .map(\.id)
        for (position, id) in defaultOrder.enumerated() where !seen.contains(id) && !present.contains(id) {
            let before = defaultOrder[..<position].reversed().first(where: present.contains)
            let after = defaultOrder[(position + 1)...].first(where: present.contains)
            let index: Int
            if let before, let anchor = entries.firstIndex(where: { $0.itemID == before }) {
                index = anchor + 1
            } else if let after, let anchor = entries.firstIndex(where: { $0.itemID == after }) {
                index = anchor
            } else {
                index = entries.endIndex
            }
            entries.insert(.item(id), at: index)
            present.insert(id)
        }
    }
}
