import Gtk

/// What a link shows in a split view column in place of the column's own
/// view: a value (drawn by its `navigationDestination(for:)`) or a view.
@MainActor
struct SplitPresentation {
    enum Kind {
        case value(AnyHashable)
        case content(NavigationContent)
    }
    let kind: Kind
    /// The binding-driven presentation this is (nil: a link's one-off).
    let key: AnyHashable?
    /// Sets the binding back when another link replaces this one.
    let dismiss: (() -> Void)?
}

/// A split view presents what the links of a column show in the next
/// column (the sidebar's in the content column of three, else the detail;
/// the detail's in the detail), replacing that column's view, as a macOS
/// sidebar of links drives the detail.
extension SplitViewNode: NavigationPresenter {
    var showsDisclosure: Bool { false }

    /// The column after the one `node` is in.
    private func column(after node: ViewNode) -> SplitColumnNode {
        let own = node as? SplitColumnNode ?? node.nearestAncestor(SplitColumnNode.self)
        if own === sidebar, let content { return content }
        return detail
    }

    func present(value: AnyHashable, from link: ViewNode) {
        show(SplitPresentation(kind: .value(value), key: nil, dismiss: nil), in: column(after: link))
    }

    func present(_ content: NavigationContent, key: AnyHashable?, from source: ViewNode, dismiss: (() -> Void)?) {
        show(SplitPresentation(kind: .content(content), key: key, dismiss: dismiss), in: column(after: source))
    }

    private func show(_ presentation: SplitPresentation, in column: SplitColumnNode) {
        let id = ObjectIdentifier(column)
        if let old = presentations[id], old.key != presentation.key || old.key == nil { old.dismiss?() }
        presentations[id] = presentation
        setNeedsColumnsRender()
    }

    func withdraw(key: AnyHashable) {
        for (id, presentation) in presentations where presentation.key == key { presentations[id] = nil }
        setNeedsColumnsRender()
    }

    func isPresenting(key: AnyHashable) -> Bool { presentations.values.contains { $0.key == key } }

    func destinationsChanged(by declarer: ViewNode) {
        if presentations.values.contains(where: { if case .value = $0.kind { true } else { false } }) { setNeedsColumnsRender() }
    }

    /// Renders `column` with what a link presents in it, else its declared view.
    func renderColumn<V: View>(_ column: SplitColumnNode, declared: V, context: RenderContext) {
        guard let presentation = presentations[ObjectIdentifier(column)] else {
            column.render(declared, context: context)
            return
        }
        switch presentation.kind {
        case .value(let value):
            if let content = destinations.content(for: value) {
                content.render(column, context)
            } else {
                column.render(declared, context: context)
            }
        case .content(let content):
            content.onChange = { [weak self] in self?.setNeedsColumnsRender() }
            content.render(column, context)
        }
    }

    /// Renders the columns again at the next update (nothing to do inside one).
    private func setNeedsColumnsRender() {
        guard !isRenderingColumns, !isRenderScheduled, let scheduler else { return }
        isRenderScheduled = true
        scheduler.schedule(self) { [weak self] in
            self?.isRenderScheduled = false
            self?.renderLatest?()
        }
    }
}
