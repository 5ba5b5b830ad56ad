import Gtk

/// What the row modifiers (`.listRowBackground`, `.listRowInsets`,
/// `.listRowSeparator`, `.swipeActions`, `.deleteDisabled`…) ask of the
/// list row they are in.
@MainActor
struct ListRowSettings {
    /// The row's background, as a CSS colour.
    var background: String?
    /// The row's background, a view other than a `Color` (drawn below the row's content).
    var backgroundView: AnyView?
    var insets: EdgeInsets?
    /// The edges whose separator is hidden.
    var hiddenSeparators: VerticalEdge.Set = []
    /// The separator's colour, as a CSS colour.
    var separatorTint: String?
    /// `.swipeActions`: menu entries, leading edge first.
    var swipeActions: [(edge: HorizontalEdge, entries: () -> [MenuEntry])] = []
    var isDeleteDisabled = false
    var isMoveDisabled = false

    /// Takes what `inner` sets and this does not (outer modifiers win, as in SwiftUI's environment).
    mutating func fill(from inner: ListRowSettings) {
        if background == nil, backgroundView == nil {
            background = inner.background
            backgroundView = inner.backgroundView
        }
        insets = insets ?? inner.insets
        hiddenSeparators.formUnion(inner.hiddenSeparators)
        separatorTint = separatorTint ?? inner.separatorTint
        swipeActions += inner.swipeActions
        isDeleteDisabled = isDeleteDisabled || inner.isDeleteDisabled
        isMoveDisabled = isMoveDisabled || inner.isMoveDisabled
    }

    /// The CSS rules of the GTK row: its background (not while selected,
    /// so the selection still shows) and its separator, the row's bottom border.
    var rowCSS: String {
        var rules = ""
        if let background { rules += "*:not(:selected) { background-color: \(background); }\n" }
        if hiddenSeparators.contains(.bottom) {
            rules += "* { border-bottom-style: none; border-bottom-width: 0; }\n"
        } else if let separatorTint {
            rules += "* { border-bottom-color: \(separatorTint); }\n"
        }
        return rules
    }
}

/// A row modifier: renders its content and gives the row it is in its settings.
///
/// On a `ForEach` or a `Section` it applies to each of their rows.
struct ListRowModifier<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let settings: ListRowSettings

    func makeNode() -> PassthroughNode { PassthroughNode(viewType: Self.self) }
    func updateNode(_ node: PassthroughNode, context: RenderContext) {
        node.nearestAncestor(ListRowNode.self)?.addRowSettings(settings, from: ObjectIdentifier(node))
        node.render(content, context: context)
    }
}

extension ListRowModifier: ListRowSource {
    func collectRows(into collector: inout ListRowCollector, editActions: ListEditActions) {
        guard Self.isListStructure else {
            collector.addStaticRow(self, kind: .content)
            return
        }
        let first = collector.collectModified(content, editActions: editActions)
        collector.rows.applySettings(settings, toSegmentsFrom: first)
    }
}

extension ListRowModifier: ListStructureQuery {
    static var isListStructure: Bool { GtkUI.isListStructure(Content.self) }
}

extension ListRowModifier: ListRowTagged {
    var anyTag: AnyHashable? { (content as? ListRowTagged)?.anyTag }
}

extension ListRowModifier: ViewContainer {
    func forEachChild(_ body: (any View) -> Void) { body(content) }
}

/// Reads the row settings a row's view asks for without rendering it (for
/// the edit actions of rows that are not on screen).
@MainActor
struct ListRowSettingsReader: ViewWalker {
    var settings = ListRowSettings()

    mutating func visit<V: View>(_ view: V) -> Bool {
        guard let modifier = view as? any ListRowSettingsCarrying else { return false }
        settings.fill(from: modifier.rowSettings)
        modifier.visitContent { walk($0) }
        return true
    }

    /// The settings of `view`'s row.
    static func settings<V: View>(of view: V) -> ListRowSettings {
        var reader = ListRowSettingsReader()
        reader.walk(view)
        return reader.settings
    }
}

/// A row modifier seen by `ListRowSettingsReader`.
@MainActor
protocol ListRowSettingsCarrying {
    var rowSettings: ListRowSettings { get }
    func visitContent(_ body: (any View) -> Void)
}

extension ListRowModifier: ListRowSettingsCarrying {
    var rowSettings: ListRowSettings { settings }
    func visitContent(_ body: (any View) -> Void) { body(content) }
}

extension View {
    /// Sets the background of the list row showing this view.
    ///
    /// On GNOME a `Color` fills the row; any other view
    /// (`RoundedRectangle(cornerRadius: 8).fill(.blue)`) is drawn behind
    /// the row's content, over the row's whole size. Neither shows while the
    /// row is selected, so the selection still does.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        var settings = ListRowSettings()
        if let color = view as? Color {
            settings.background = color.cssColor
        } else if let view {
            settings.backgroundView = AnyView(view)
        }
        return ListRowModifier(content: self, settings: settings)
    }

    /// Sets the space around the content of the list row showing this view (nil: the list's own).
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        ListRowModifier(content: self, settings: ListRowSettings(insets: insets))
    }

    /// Shows or hides the separator below the list row showing this view.
    ///
    /// GTK draws a row's separator at its bottom: `.hidden` for the
    /// `.bottom` edge (or all edges) hides it; the top edge is the row
    /// above's separator and is left as it is.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        let hidden = visibility == .hidden ? edges : []
        return ListRowModifier(content: self, settings: ListRowSettings(hiddenSeparators: hidden))
    }

    /// Colours the separator below the list row showing this view (see `listRowSeparator`).
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        ListRowModifier(content: self, settings: ListRowSettings(separatorTint: edges.contains(.bottom) ? color?.cssColor : nil))
    }

    /// Shows or hides the separators of the section showing this view.
    ///
    /// Compiles, no effect: GTK's lists draw no separators of their own
    /// around sections (their headers are rows; see `listRowSeparator`).
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        self
    }

    /// Adds actions to the list row showing this view, which iOS shows when
    /// the row is swiped.
    ///
    /// A desktop has no swipe: on GNOME the buttons are the items of the
    /// row's context menu (right-click, or the Menu key), the leading edge's
    /// first; `allowsFullSwipe` has no meaning there.
    public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> some View {
        let actions = content()
        return ListRowModifier(content: self, settings: ListRowSettings(swipeActions: [(edge, { collectMenuEntries(actions) })]))
    }

    /// Keeps the user from deleting this list row (Delete and the edit mode's button skip it).
    public func deleteDisabled(_ isDisabled: Bool) -> some View {
        ListRowModifier(content: self, settings: ListRowSettings(isDeleteDisabled: isDisabled))
    }

    /// Keeps the user from moving this list row (Alt+Up/Down and the edit mode's buttons).
    public func moveDisabled(_ isDisabled: Bool) -> some View {
        ListRowModifier(content: self, settings: ListRowSettings(isMoveDisabled: isDisabled))
    }
}
