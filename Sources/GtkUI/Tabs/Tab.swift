import Gtk

/// One tab of a `TabView`: its content and the label of its tab (SwiftUI's
/// `Tab`, iOS 18 / macOS 15).
///
/// On GNOME the label is a button of the tab view's switcher (its title),
/// and `value` is what the tab view's selection holds while it shows.
///
/// ```swift
/// TabView(selection: $tab) {
///     Tab("Inbox", systemImage: "tray", value: .inbox) { InboxView() }
///     Tab("Sent", systemImage: "paperplane", value: .sent) { SentView() }
/// }
/// ```
@MainActor @preconcurrency
public struct Tab<Value: Hashable, Content: View, Label: View>: TabContent, TabPagesProviding {
    /// The selection value type.
    public typealias TabValue = Value
    /// `Never`: the tab view reads the tab.
    public typealias Body = Never
    let value: Value?
    let content: Content
    let label: Label

    func collectPages(into collector: inout TabPageCollector) {
        collector.addPage(content, label: label, value: value.map { AnyHashable($0) })
    }
}

/// The role of a tab (SwiftUI's `TabRole`): `.search` is a search tab,
/// drawn like any other tab on GNOME.
public struct TabRole: Hashable, Sendable {
    let name: String
    /// A tab for searching the app's content.
    public static var search: TabRole { TabRole(name: "search") }
}

/// The label of a tab made from a title and an image (SwiftUI's `DefaultTabLabel`).
public struct DefaultTabLabel: View {
    let title: String
    let systemImage: String?

    /// The title beside the image.
    public var body: some View {
        if let systemImage { GtkUI.Label(title, systemImage: systemImage) } else { Text(title) }
    }
}

extension Tab where Label == DefaultTabLabel {
    /// A tab showing `content`, selected while the selection is `value`, titled with an SF Symbols image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content(), label: DefaultTabLabel(title: String(title), systemImage: systemImage))
    }
    /// A tab with a role, selected while the selection is `value`.
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content
    ) {
        self.init(title, systemImage: systemImage, value: value, content: content)
    }
    /// A tab titled with an image of the app's, selected while the selection is `value`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content(), label: DefaultTabLabel(title: String(title), systemImage: nil))
    }
    /// A tab with a role, titled with an image of the app's.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(title, image: image, value: value, content: content)
    }
    /// A tab whose label comes from its role ("Search").
    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(
            value: value, content: content(),
            label: DefaultTabLabel(
                title: role == .search ? localized("Search") : "", systemImage: role == .search ? "magnifyingglass" : nil))
    }
}

extension Tab where Label == EmptyView {
    /// A tab without label, selected while the selection is `value`.
    public init(value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content(), label: EmptyView())
    }
}

extension Tab {
    /// A tab with any label view, selected while the selection is `value`.
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(value: value, content: content(), label: label())
    }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
    /// A tab of a tab view without selection, titled with an SF Symbols image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(value: nil, content: content(), label: DefaultTabLabel(title: String(title), systemImage: systemImage))
    }
    /// A tab with a role, of a tab view without selection.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(title, systemImage: systemImage, content: content)
    }
    /// A tab of a tab view without selection, titled with an image of the app's.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, @ViewBuilder content: () -> Content) {
        self.init(value: nil, content: content(), label: DefaultTabLabel(title: String(title), systemImage: nil))
    }
    /// A tab whose label comes from its role, of a tab view without selection.
    public init(role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(
            value: nil, content: content(),
            label: DefaultTabLabel(
                title: role == .search ? localized("Search") : "", systemImage: role == .search ? "magnifyingglass" : nil))
    }
}

extension Tab where Value == Never, Label == EmptyView {
    /// A tab without label, of a tab view without selection.
    public init(@ViewBuilder content: () -> Content) {
        self.init(value: nil, content: content(), label: EmptyView())
    }
}

extension Tab where Value == Never {
    /// A tab with any label view, of a tab view without selection.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(value: nil, content: content(), label: label())
    }
}

/// A group of tabs under a header (SwiftUI's `TabSection`): GTK's
/// switchers and sidebars show no section headers, so on GNOME its tabs
/// follow the tabs before it.
@MainActor @preconcurrency
public struct TabSection<Header: View, Content: TabContent, Footer: View, SelectionValue: Hashable>: TabContent, TabPagesProviding
where Content.TabValue == SelectionValue {
    /// The tabs' selection values.
    public typealias TabValue = SelectionValue
    /// `Never`: the tab view reads the tabs.
    public typealias Body = Never
    let content: Content

    func collectPages(into collector: inout TabPageCollector) { content.collectAnyPages(into: &collector) }
}

extension TabSection where Header == Text, Footer == EmptyView {
    /// A section of tabs with a text header.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.init(content: content())
    }
}

extension TabSection where Footer == EmptyView {
    /// A section of tabs with any header view.
    public init(@TabContentBuilder<SelectionValue> content: () -> Content, @ViewBuilder header: () -> Header) {
        self.init(content: content())
    }
}

extension TabSection where Header == EmptyView, Footer == EmptyView {
    /// A section of tabs without header.
    public init(@TabContentBuilder<SelectionValue> content: () -> Content) {
        self.init(content: content())
    }
}
