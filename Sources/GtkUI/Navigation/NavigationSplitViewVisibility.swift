/// Which columns of a `NavigationSplitView` show (SwiftUI's `NavigationSplitViewVisibility`).
public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable {
    enum Kind: String, Codable, Sendable { case automatic, all, doubleColumn, detailOnly }
    let kind: Kind

    /// The default: every column (the window is wide enough on a desktop).
    public static var automatic: NavigationSplitViewVisibility { .init(kind: .automatic) }
    /// Every column.
    public static var all: NavigationSplitViewVisibility { .init(kind: .all) }
    /// The content and detail columns (three columns), or sidebar and detail (two).
    public static var doubleColumn: NavigationSplitViewVisibility { .init(kind: .doubleColumn) }
    /// Only the detail column.
    public static var detailOnly: NavigationSplitViewVisibility { .init(kind: .detailOnly) }
}

/// A column of a `NavigationSplitView` (SwiftUI's `NavigationSplitViewColumn`).
public struct NavigationSplitViewColumn: Hashable, Sendable {
    let index: Int
    /// The leading column.
    public static var sidebar: NavigationSplitViewColumn { .init(index: 0) }
    /// The middle column of three.
    public static var content: NavigationSplitViewColumn { .init(index: 1) }
    /// The trailing column.
    public static var detail: NavigationSplitViewColumn { .init(index: 2) }
}
