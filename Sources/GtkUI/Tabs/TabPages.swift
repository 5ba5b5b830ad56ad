import Gtk

/// One page of a `TabView`: its view, the title of its switcher button,
/// and the selection value that shows it.
@MainActor
struct TabPage {
    /// The page's identity: its selection value, else its position.
    let key: AnyHashable
    /// The selection value (a `Tab`'s `value`, a view's `.tag`); nil: none.
    let value: AnyHashable?
    let title: String
    let iconName: String?
    let view: AnyView
}

/// Collects a tab view's pages, from `Tab`s or from views with `.tabItem`.
@MainActor
struct TabPageCollector {
    private(set) var pages: [TabPage] = []

    /// Adds the page of a `Tab`.
    mutating func addPage<Content: View, Label: View>(_ content: Content, label: Label, value: AnyHashable?) {
        let description = GtkUI.describe(label)
        append(value: value, title: description.bestLabel ?? "", iconName: description.iconName, view: AnyView(content))
    }

    /// Adds a page per view of a classic tab view's content (`.tabItem`
    /// gives a view its switcher title, `.tag` its selection value);
    /// groups, conditions and `ForEach` are looked through.
    mutating func addPages<V: View>(of view: V) {
        if V.self == EmptyView.self { return }
        if let container = view as? any TabPagesContainer {
            container.forEachChild { addPages(of: $0) }
            return
        }
        var finder = TabItemFinder()
        finder.walk(view)
        append(value: finder.tag, title: finder.title ?? "", iconName: finder.iconName, view: AnyView(view))
    }

    private mutating func append(value: AnyHashable?, title: String, iconName: String?, view: AnyView) {
        var key = value ?? AnyHashable(pages.count)
        if pages.contains(where: { $0.key == key }) { key = AnyHashable(TabPositionKey(index: pages.count)) }
        pages.append(TabPage(key: key, value: value, title: title, iconName: iconName, view: view))
    }
}

/// The key of a page whose selection value another page already has.
private struct TabPositionKey: Hashable { let index: Int }

/// Views a tab view looks through to find its pages.
@MainActor
protocol TabPagesContainer: ViewContainer {}
extension TupleView: TabPagesContainer {}
extension Group: TabPagesContainer where Content: View {}
extension _ConditionalContent: TabPagesContainer {}
extension Optional: TabPagesContainer where Wrapped: View {}
extension ForEach: TabPagesContainer where Content: View {}

/// Finds what a page view says of its tab: the `.tabItem` label and the
/// outermost `.tag`, looking inside modifiers and bodies.
@MainActor
private struct TabItemFinder: ViewWalker {
    var tag: AnyHashable?
    var title: String?
    var iconName: String?

    mutating func visit<V: View>(_ view: V) -> Bool {
        if let tagged = view as? any TabTagged {
            if tag == nil { tag = tagged.anyTag }
            tagged.visitContent { walk($0) }
            return true
        }
        if let item = view as? any TabItemLabeled {
            if title == nil {
                let description = item.labelDescription
                title = description.bestLabel
                iconName = description.iconName
            }
            item.visitContent { walk($0) }
            return true
        }
        return false
    }
}

/// A view with a `.tag`, seen by the tab view.
@MainActor
protocol TabTagged {
    var anyTag: AnyHashable? { get }
    func visitContent(_ body: (any View) -> Void)
}

extension TaggedView: TabTagged {
    func visitContent(_ body: (any View) -> Void) { body(content) }
}

/// A view with a `.tabItem`, seen by the tab view.
@MainActor
protocol TabItemLabeled {
    var labelDescription: ControlDescription { get }
    func visitContent(_ body: (any View) -> Void)
}

/// `.tabItem { Label }`: the title and image of the view's tab in a `TabView`.
struct TabItemModifier<Content: View, TabLabel: View>: View, PrimitiveView, TabItemLabeled {
    typealias Body = Never
    let content: Content
    let label: TabLabel

    func makeNode() -> PassthroughNode { PassthroughNode(viewType: Self.self) }
    func updateNode(_ node: PassthroughNode, context: RenderContext) { node.render(content, context: context) }

    var labelDescription: ControlDescription { GtkUI.describe(label) }
    func visitContent(_ body: (any View) -> Void) { body(content) }
}

extension View {
    /// Sets the title and image of this view's tab in a `TabView` (a
    /// `Label`, a `Text` or an `Image`): the text of its switcher button on GNOME.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        TabItemModifier(content: self, label: label())
    }
}
