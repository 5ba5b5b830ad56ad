// The declarations a toolbar offers: items, spacers, their rules and labels.

/// Where a toolbar item asks to be placed; the renderer decides what that means on GTK.
public enum ToolbarPlacement: String, Codable, Sendable, CaseIterable {
    case automatic, navigation, primaryAction, secondaryAction, principal, status
}

/// How far the user may customize an item (SwiftUI's `customizationBehavior`).
///
/// `disabled` items can neither move nor be removed and stay before every
/// customizable item; `reorderable` items can move but not be removed.
public enum ItemBehavior: String, Codable, Sendable {
    case `default`, reorderable, disabled
}

/// A kind of spacer; each kind may appear any number of times in a layout.
public enum SpacerKind: String, Codable, Sendable, CaseIterable {
    case space, flexibleSpace, separator

    /// The user-visible name, as shown in the customization palette.
    public var label: String {
        switch self {
        case .space: "Space"
        case .flexibleSpace: "Flexible Space"
        case .separator: "Separator"
        }
    }
}

/// How toolbar items show themselves: icon, text, or both.
public enum DisplayMode: String, Codable, Sendable, CaseIterable {
    case iconAndText, iconOnly, textOnly

    /// The user-visible name, as in the toolbar's context menu.
    public var label: String {
        switch self {
        case .iconAndText: "Icon and Text"
        case .iconOnly: "Icon Only"
        case .textOnly: "Text Only"
        }
    }
}

/// One customizable item a toolbar declares (SwiftUI's `ToolbarItem(id:placement:)`).
public struct CatalogItem: Sendable, Equatable {
    /// Stable identifier, persisted in the user's layout.
    public var id: String
    /// Name shown in the palette and in text display mode.
    public var label: String
    /// Where the item asks to be placed.
    public var placement: ToolbarPlacement
    /// `false` for `.defaultCustomization(.hidden)`: offered in the palette, not in the default set.
    public var isVisibleByDefault: Bool
    /// `options: .alwaysAvailable`: stays reachable (for example in an overflow menu) when removed.
    public var alwaysAvailable: Bool
    /// What the user may do with the item.
    public var behavior: ItemBehavior

    /// Creates an item; only `id` is required, the rest follows SwiftUI's defaults.
    public init(
        id: String,
        label: String? = nil,
        placement: ToolbarPlacement = .automatic,
        isVisibleByDefault: Bool = true,
        alwaysAvailable: Bool = false,
        behavior: ItemBehavior = .default
    ) {
        self.id = id
        self.label = label ?? id
        self.placement = placement
        self.isVisibleByDefault = isVisibleByDefault
        self.alwaysAvailable = alwaysAvailable
        self.behavior = behavior
    }

    /// Whether the user may move the item.
    public var isMovable: Bool { behavior != .disabled }

    /// Whether the user may remove the item.
    public var isRemovable: Bool { behavior == .default }
}

/// One declaration inside `toolbar(id:content:)`, in source order.
public enum CatalogEntry: Sendable, Equatable {
    case item(CatalogItem)
    case spacer(SpacerKind)
}

/// Everything a toolbar declares, in declaration order, with its default layout.
///
/// Duplicate item ids keep the first declaration; the others are listed in
/// `duplicateIDs` so the UI can warn once.
///
///     let catalog = ToolbarCatalog([
///         .item(CatalogItem(id: "bold", label: "Bold")),
///         .spacer(.flexibleSpace),
///         .item(CatalogItem(id: "italic", label: "Italic", isVisibleByDefault: false)),
///     ])
public struct ToolbarCatalog: Sendable, Equatable {
    /// The declarations, duplicates removed, in declaration order.
    public let entries: [CatalogEntry]
    /// The items, duplicates removed, in declaration order.
    public let items: [CatalogItem]
    /// Item ids declared more than once (each listed once, in order of first repetition).
    public let duplicateIDs: [String]
    /// The `disabled` items, in declaration order: always present, always first.
    public let disabledItems: [CatalogItem]
    private let indexByID: [String: Int]

    /// Builds a catalog from the toolbar's declarations in source order.
    public init(_ declarations: [CatalogEntry]) {
        var kept: [CatalogEntry] = []
        var items: [CatalogItem] = []
        var indexByID: [String: Int] = [:]
        var duplicates: [String] = []
        for declaration in declarations {
            if case .item(let item) = declaration {
                guard indexByID[item.id] == nil else {
                    if !duplicates.contains(item.id) { duplicates.append(item.id) }
                    continue
                }
                indexByID[item.id] = items.count
                items.append(item)
            }
            kept.append(declaration)
        }
        self.entries = kept
        self.items = items
        self.duplicateIDs = duplicates
        self.indexByID = indexByID
        self.disabledItems = items.filter { $0.behavior == .disabled }
    }

    /// Builds a catalog of items only.
    public init(items: [CatalogItem]) {
        self.init(items.map(CatalogEntry.item))
    }

    /// The item declared with `id`, if any.
    public func item(id: String) -> CatalogItem? {
        indexByID[id].map { items[$0] }
    }

    /// Whether an item with `id` is declared.
    public func contains(itemID id: String) -> Bool {
        indexByID[id] != nil
    }

    /// The layout a user starts with: disabled items first, then every
    /// visible-by-default item and every declared spacer, in declaration order.
    public var defaultLayout: ToolbarLayout {
        var builder = LayoutBuilder(catalog: self)
        for item in disabledItems { builder.appendItem(item.id) }
        for entry in entries {
            switch entry {
            case .item(let item) where item.behavior != .disabled && item.isVisibleByDefault:
                builder.appendItem(item.id)
            case .spacer(let kind):
                builder.appendSpacer(kind)
            case .item:
                continue
            }
        }
        return ToolbarLayout(entries: builder.entries, seenItemIDs: Set(indexByID.keys))
    }
}
