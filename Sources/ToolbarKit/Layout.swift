// The user's arrangement of one toolbar: entries, display mode, visibility.

/// One slot of a layout: a catalog item, or one instance of a spacer.
///
/// `id` is unique within its layout. For an item it is the item id; for a
/// spacer it is generated (such as `"flexibleSpace#3"`), never equal to a
/// catalog item id, and kept across moves, so a renderer can keep one widget
/// per entry.
public struct LayoutEntry: Hashable, Sendable {
    /// What an entry shows.
    public enum Kind: Hashable, Sendable {
        case item(String)
        case spacer(SpacerKind)
    }

    /// Identity within the layout.
    public let id: String
    /// What the entry shows.
    public let kind: Kind

    /// An entry for catalog item `id`.
    public static func item(_ id: String) -> LayoutEntry {
        LayoutEntry(id: id, kind: .item(id))
    }

    /// A spacer entry with an explicit identity.
    public static func spacer(_ kind: SpacerKind, id: String) -> LayoutEntry {
        LayoutEntry(id: id, kind: .spacer(kind))
    }

    /// The catalog item id, or `nil` for a spacer.
    public var itemID: String? {
        if case .item(let id) = kind { return id }
        return nil
    }

    /// The spacer kind, or `nil` for an item.
    public var spacerKind: SpacerKind? {
        if case .spacer(let kind) = kind { return kind }
        return nil
    }
}

extension LayoutEntry: Codable {
    private enum CodingKeys: String, CodingKey { case id, kind }
    private static let itemKind = "item"

    /// Decodes `{"kind": "item", "id": "bold"}` or `{"kind": "flexibleSpace", "id": "flexibleSpace#1"}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let id = try container.decode(String.self, forKey: .id)
        let kind = try container.decode(String.self, forKey: .kind)
        if kind == Self.itemKind {
            self = .item(id)
        } else if let spacer = SpacerKind(rawValue: kind) {
            self = .spacer(spacer, id: id)
        } else {
            throw DecodingError.dataCorruptedError(
                forKey: .kind, in: container, debugDescription: "unknown entry kind \"\(kind)\"")
        }
    }

    /// Encodes the entry as an object with `kind` and `id`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(spacerKind?.rawValue ?? Self.itemKind, forKey: .kind)
    }
}

/// The arrangement of one toolbar id, as the user customized it.
public struct ToolbarLayout: Equatable, Sendable {
    /// The entries shown, in order.
    public var entries: [LayoutEntry]
    /// How items show themselves.
    public var displayMode: DisplayMode
    /// Whether the toolbar is shown at all ("Show Toolbar"/"Hide Toolbar").
    public var isVisible: Bool
    /// Every item id the user has been offered; ids not in it are new to the user.
    public var seenItemIDs: Set<String>

    /// Creates a layout.
    public init(
        entries: [LayoutEntry] = [],
        displayMode: DisplayMode = .iconAndText,
        isVisible: Bool = true,
        seenItemIDs: Set<String> = []
    ) {
        self.entries = entries
        self.displayMode = displayMode
        self.isVisible = isVisible
        self.seenItemIDs = seenItemIDs
    }

    /// The item ids shown, in order (spacers left out).
    public var itemIDs: [String] { entries.compactMap(\.itemID) }

    /// Whether item `id` is shown.
    public func contains(itemID id: String) -> Bool {
        entries.contains { $0.itemID == id }
    }
}

extension ToolbarLayout: Codable {
    private enum CodingKeys: String, CodingKey { case entries, displayMode, isVisible, seenItemIDs }

    /// Decodes a layout; every key is required.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        entries = try container.decode([LayoutEntry].self, forKey: .entries)
        displayMode = try container.decode(DisplayMode.self, forKey: .displayMode)
        isVisible = try container.decode(Bool.self, forKey: .isVisible)
        seenItemIDs = Set(try container.decode([String].self, forKey: .seenItemIDs))
    }

    /// Encodes a layout; `seenItemIDs` is sorted so the output is deterministic.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(entries, forKey: .entries)
        try container.encode(displayMode, forKey: .displayMode)
        try container.encode(isVisible, forKey: .isVisible)
        try container.encode(seenItemIDs.sorted(), forKey: .seenItemIDs)
    }
}

/// Builds entry lists, giving each spacer an id unique in the layout and the catalog.
struct LayoutBuilder {
    private(set) var entries: [LayoutEntry] = []
    private var spacerIDs = SpacerIDGenerator()
    private var takenIDs: Set<String> = []
    private let catalog: ToolbarCatalog

    init(catalog: ToolbarCatalog) {
        self.catalog = catalog
    }

    /// Appends item `id` unless it is already present.
    mutating func appendItem(_ id: String) {
        guard takenIDs.insert(id).inserted else { return }
        entries.append(.item(id))
    }

    /// Appends a spacer, keeping `preferredID` when it is free.
    mutating func appendSpacer(_ kind: SpacerKind, preferredID: String? = nil) {
        let id: String
        if let preferredID, !catalog.contains(itemID: preferredID), !takenIDs.contains(preferredID) {
            id = preferredID
        } else {
            id = spacerIDs.next(kind, isTaken: { takenIDs.contains($0) || catalog.contains(itemID: $0) })
        }
        takenIDs.insert(id)
        entries.append(.spacer(kind, id: id))
    }
}

/// Hands out spacer ids such as `"space#4"`, skipping ids already taken.
struct SpacerIDGenerator {
    private var counter = 0

    mutating func next(_ kind: SpacerKind, isTaken: (String) -> Bool) -> String {
        while true {
            counter += 1
            let id = "\(kind.rawValue)#\(counter)"
            if !isTaken(id) { return id }
        }
    }
}
