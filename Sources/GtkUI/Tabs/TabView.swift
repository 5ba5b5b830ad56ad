import Gtk

/// Pages of which one shows at a time, chosen with tabs (SwiftUI's `TabView`).
///
/// On GNOME a GtkStack of the pages with a GtkStackSwitcher: linked buttons
/// titled with the tabs' labels, in the header bar's title place when the
/// tab view is the window's content (as GNOME apps put their view
/// switcher), above the pages otherwise. The selection follows the
/// binding, and a click on a tab writes it. Pages are made when first shown.
///
/// ```swift
/// TabView(selection: $tab) {
///     LibraryView().tabItem { Label("Library", systemImage: "books.vertical") }.tag(0)
///     StoreView().tabItem { Label("Store", systemImage: "bag") }.tag(1)
/// }
/// ```
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    /// `Never`: a primitive view, rendered as a `GtkStack` with a switcher.
    public typealias Body = Never
    let content: Content
    let selection: Binding<SelectionValue>?
    let pages: (inout TabPageCollector) -> Void

    /// A tab view whose selection follows `selection` (each page's `.tag`).
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        let made = content()
        self.content = made
        self.selection = selection
        pages = { $0.addPages(of: made) }
    }
}

extension TabView where SelectionValue == Int {
    /// A tab view that keeps its selection itself (the first tab at first).
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content)
    }
}

extension TabView {
    /// A tab view of `Tab`s whose selection follows `selection` (each tab's `value`).
    public init<C: TabContent>(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C)
    where Content == TabContentBuilder<SelectionValue>.Content<C> {
        let made = content()
        self.content = TabContentBuilder<SelectionValue>.Content(content: made)
        self.selection = selection
        pages = { made.collectAnyPages(into: &$0) }
    }
}

extension TabView where SelectionValue == Never {
    /// A tab view of `Tab`s that keeps its selection itself.
    public init<C: TabContent>(@TabContentBuilder<Never> content: () -> C) where Content == TabContentBuilder<Never>.Content<C> {
        let made = content()
        self.content = TabContentBuilder<Never>.Content(content: made)
        self.selection = nil
        pages = { made.collectAnyPages(into: &$0) }
    }
}

extension TabView: PrimitiveView, ObservesBindings {
    func makeNode() -> TabViewNode { TabViewNode(viewType: Self.self) }
    func updateNode(_ node: TabViewNode, context: RenderContext) {
        var collector = TabPageCollector()
        pages(&collector)
        let selection = self.selection
        node.update(
            pages: collector.pages,
            selected: selection.map { AnyHashable($0.wrappedValue) },
            select: { value in
                guard let selection, let typed = value.base as? SelectionValue, selection.wrappedValue != typed else { return }
                selection.wrappedValue = typed
            }, context: context)
    }
}
