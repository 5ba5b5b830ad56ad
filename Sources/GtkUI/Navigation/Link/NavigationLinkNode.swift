import Gtk

/// The node of a `NavigationLink`: a list row (the label, then a chevron in
/// a stack) whose row activates it, or elsewhere a `Button` showing the label.
@MainActor
final class NavigationLinkNode: ViewNode {
    /// The row's widgets: the label's box, then the chevron.
    private var row: (box: Box, label: BoxChildren, chevron: ImageWidget)?
    /// The label (row) or the button (elsewhere).
    private var child: ViewNode?
    /// What activating the link does (set by each render).
    var activate: @MainActor () -> Void = {}
    /// The destination this node pushed, and the list row it was on then
    /// (a recycled row node shows other links later): renders of the same
    /// link give the pushed page the newest destination view.
    var pushed: (row: AnyHashable?, content: NavigationContent)?

    /// The id of the list row this node is on (nil: not in a list).
    var rowIdentity: AnyHashable? { nearestAncestor(ListRowNode.self)?.rowID }

    init() { super.init(viewType: NavigationLinkNode.self) }

    /// Renders the link's label as a row of `list`.
    func renderRow<L: View>(
        _ label: L, row listRow: ListRowNode, chevron: Bool, opensOnDoubleClick: Bool, enabled: Bool, context: RenderContext
    ) {
        listRow.linkOpensOnDoubleClick = opensOnDoubleClick
        let row = self.row ?? makeRow()
        child = reconcile(child, with: label, parent: self, context: context)
        row.label.sync(child?.widgets ?? [])
        if row.chevron.isVisible != chevron { row.chevron.isVisible = chevron }
        row.box.setCSSClass("dim-label", !enabled)
        if enabled {
            listRow.linkActivation = { [weak self] in self?.activate() }
        } else {
            listRow.linkActivation = nil
        }
    }

    /// Renders the link as a button showing `label`.
    func renderButton<L: View>(_ label: L, enabled: Bool, context: RenderContext) {
        var inner = context
        if !enabled { inner.environment.isEnabled = false }
        let action: @MainActor () -> Void = { [weak self] in self?.activate() }
        let button = GtkUI.Button(action: action) { label }
        child = reconcile(child, with: button, parent: self, context: inner)
        setWidgets(child?.widgets ?? [])
    }

    private func makeRow() -> (box: Box, label: BoxChildren, chevron: ImageWidget) {
        let box = Box(.horizontal, spacing: 6)
        let label = BoxChildren(Box(.horizontal, spacing: 6))
        label.box.hexpand = true
        let chevron = ImageWidget(iconName: "go-next-symbolic")
        chevron.addCSSClass("dim-label")
        box.append(label.box)
        box.append(chevron)
        let made = (box, label, chevron)
        row = made
        setWidgets([box])
        return made
    }

    override func childWidgetsChanged(_ child: ViewNode) {
        if let row {
            row.label.sync(child.widgets)
        } else {
            setWidgets(child.widgets)
        }
    }
}

extension NavigationLink: PrimitiveView {
    func makeNode() -> NavigationLinkNode { NavigationLinkNode() }

    func updateNode(_ node: NavigationLinkNode, context: RenderContext) {
        let presenter = node.navigationPresenter
        node.activate = activation(node, presenter: presenter)
        updatePresentation(node, presenter: presenter)
        let enabled = presenter != nil && context.environment.isEnabled && isActivatable
        if let listRow = node.nearestAncestor(ListRowNode.self), let list = node.nearestAncestor(ListViewNode.self) {
            // In a stack, a list with a selection opens a row on double click or Enter (a
            // click selects it), as GNOME's selectable lists (Files) do; in a sidebar a click shows.
            let inStack = presenter?.showsDisclosure ?? false
            if inStack && list.hasSelection { list.listenForLinkActivation() }
            node.renderRow(
                label, row: listRow, chevron: inStack, opensOnDoubleClick: inStack && list.hasSelection, enabled: enabled,
                context: context)
        } else {
            node.renderButton(label, enabled: enabled, context: context)
        }
    }

    /// A value link with no value does nothing, as in SwiftUI.
    private var isActivatable: Bool {
        if case .value(nil) = target { return false }
        return true
    }

    /// What a click does: present the value or the destination, or set the binding.
    private func activation(_ node: NavigationLinkNode, presenter: NavigationPresenter?) -> @MainActor () -> Void {
        switch target {
        case .value(let value):
            return { [weak node] in
                guard let node, let value, let presenter = node.navigationPresenter else { return }
                // A row of a list selecting this value selects (GTK did) and the detail follows
                // the selection, unless a destination is declared for the value.
                if let list = node.nearestAncestor(ListViewNode.self), list.selects(value),
                    !presenter.destinations.hasDestination(for: value)
                {
                    return
                }
                presenter.present(value: value, from: node)
            }
        case .destination(let destination):
            return { [weak node] in
                guard let node, let presenter = node.navigationPresenter else { return }
                let content = NavigationContent(destination)
                node.pushed = (node.rowIdentity, content)
                presenter.present(content, key: nil, from: node, dismiss: nil)
            }
        case .active(let isActive, _):
            return { isActive.wrappedValue = true }
        case .tagged(let tag, _):
            return { tag.select() }
        }
    }

    /// Gives the destination to the node, and shows or withdraws the
    /// presentation a binding drives.
    private func updatePresentation(_ node: NavigationLinkNode, presenter: NavigationPresenter?) {
        let key: AnyHashable
        let content: NavigationContent
        let isActive: Bool
        let dismiss: () -> Void
        switch target {
        case .value:
            return
        case .destination(let destination):
            if let pushed = node.pushed {
                if pushed.row == node.rowIdentity { pushed.content.update(destination) } else { node.pushed = nil }
            }
            return
        case .active(let binding, let destination):
            content = NavigationContent(destination)
            key = AnyHashable(ObjectIdentifier(node))
            isActive = binding.wrappedValue
            dismiss = { if binding.wrappedValue { binding.wrappedValue = false } }
        case .tagged(let tag, let destination):
            content = NavigationContent(destination)
            key = AnyHashable(NavigationTagKey(tag: tag.tag))
            isActive = tag.isSelected()
            dismiss = tag.deselect
        }
        guard let presenter else { return }
        if isActive {
            presenter.present(content, key: key, from: node, dismiss: dismiss)
        } else if presenter.isPresenting(key: key) {
            presenter.withdraw(key: key)
        }
    }
}

/// The presentation key of `NavigationLink(tag:selection:)`: one per tag,
/// whichever row's node shows the link.
struct NavigationTagKey: Hashable {
    let tag: AnyHashable
}

/// A link is described by its label (the row or button text).
extension NavigationLink: DescribableView {
    func describe(into description: inout ControlDescription) { GtkUI.describe(label, into: &description) }
}
