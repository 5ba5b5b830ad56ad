import Gtk

/// A button that opens a list of actions (SwiftUI's `Menu`): a
/// GtkMenuButton whose popover shows the content as flat buttons; choosing
/// one runs its action and closes the popover.
///
/// A `Menu` inside a menu is a submenu, as GtkPopoverMenu shows one: a row
/// with an arrow that slides the popover to the nested menu's items, under
/// a title row that slides back.
///
/// ```swift
/// Menu("Insert") {
///     Button("Link") { insertLink() }
///     Button("Image") { insertImage() }
/// }
/// ```
public struct Menu<Label: View, Content: View>: View {
    /// `Never`: a primitive view, rendered as a `GtkMenuButton` with a popover of its items.
    public typealias Body = Never
    let label: Label
    let content: Content
    /// Run by a click on the label; the menu then opens from its arrow (a split button).
    let primaryAction: (@MainActor () -> Void)?

    /// Creates a menu with any label view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        self.primaryAction = nil
    }

    /// A split button: clicking the label runs `primaryAction`, the arrow
    /// beside it opens the menu (SwiftUI's menu with a primary action).
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
        primaryAction: @escaping @MainActor () -> Void
    ) {
        self.content = content()
        self.label = label()
        self.primaryAction = primaryAction
    }
}

extension Menu where Label == Text {
    /// Creates a menu with a text label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A split button with a text label (see `init(content:label:primaryAction:)`).
    public init<S: StringProtocol>(
        _ title: S, @ViewBuilder content: () -> Content,
        primaryAction: @escaping @MainActor () -> Void
    ) {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == GtkUI.Label<Text, Image> {
    /// A menu labelled with a title and an SF Symbols icon.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { GtkUI.Label(title, systemImage: systemImage) }
    }
}

/// The node of a `Menu`: the menu button, its popover and the rendered
/// items; inside another menu, a submenu of that menu's popover instead.
@MainActor
final class MenuNode: WidgetNode<MenuButton> {
    let popover = Popover()
    let items = MenuContentNode(viewType: MenuContentNode.self)
    let labelHost = ButtonLabelHost()
    /// The split button, for a menu with a primary action.
    var split: SplitMenuButton?
    /// The popover's pages: the items, then the submenus of menus inside.
    let pager: MenuPager
    /// The row and page of this menu inside another menu's popover.
    private(set) var submenu: Submenu?

    init(viewType: Any.Type) {
        pager = MenuPager(main: items.children.box)
        super.init(viewType: viewType, widget: MenuButton())
        popover.hasArrow = true
        popover.setChild(pager.stack)
        popover.onClosed { [weak pager] in pager?.showMain() }
        widget.setPopover(popover)
        adopt(items)
        items.dismiss = { [weak widget] in widget?.popdown() }
        items.pager = pager
        items.page = items.children.box
    }

    override func childWidgetsChanged(_ child: ViewNode) {
        labelHost.placeContent { [weak self] in self?.placeLabel($0) }
    }

    /// Puts the rendered label in the menu button, or in the submenu's row.
    private func placeLabel(_ label: Widget?) {
        if let submenu { submenu.setLabel(label) } else { widget.setChild(label) }
    }

    /// The items of the menu this one is inside, when that menu has a popover of pages.
    var enclosingMenuItems: MenuContentNode? {
        nearestAncestor(MenuContentNode.self).flatMap { $0.pager == nil ? nil : $0 }
    }

    /// Shows this menu as a submenu of `outer`'s popover: its row in
    /// `outer`'s page, its items on a page of their own.
    func showAsSubmenu<L: View>(of outer: MenuContentNode, label: L, context: RenderContext) {
        guard let rootPager = outer.pager else { return }
        let submenu: Submenu
        if let existing = self.submenu {
            submenu = existing
        } else {
            pager.stack.remove(items.children.box)
            submenu = Submenu(pager: rootPager, items: items.children.box, parentPage: outer.page ?? rootPager.stack)
            self.submenu = submenu
            items.pager = rootPager
            items.page = submenu.page
            // Choosing an item closes the whole menu.
            items.dismiss = { [weak outer] in outer?.dismiss() }
            setWidgets([submenu.row])
        }
        submenu.update(title: GtkUI.describe(label).bestLabel ?? "")
        labelHost.showContent(label, owner: self, context: context) { [weak self] in self?.placeLabel($0) }
        WidgetProps.applyCommon(submenu.row, context)
    }

    isolated deinit { submenu?.detach() }

    /// Names the menu button for screen readers.
    ///
    /// GTK 4.8's menu button is a box around a toggle button that AT-SPI
    /// shows on its own; GTK makes the toggle labelled by the menu button,
    /// so it takes this name too (given to both, a screen reader read the
    /// toggle's name twice: GTK joins a label and the labelled-by names).
    func nameForAccessibility(_ name: String) {
        widget.setAccessibleLabel(name)
    }
}

extension Menu: PrimitiveView, DescribableView {
    func makeNode() -> MenuNode { MenuNode(viewType: Self.self) }

    func updateNode(_ node: MenuNode, context: RenderContext) {
        if primaryAction == nil, let outer = node.enclosingMenuItems {
            node.showAsSubmenu(of: outer, label: label, context: context)
            node.items.render(content, context: context)
            return
        }
        if let primaryAction {
            node.showSplit(primaryAction: primaryAction, label: label, context: context)
        }
        let button = node.widget
        if primaryAction != nil {
            if let name = GtkUI.describe(label).bestLabel { node.nameForAccessibility("\(name) Options") }
        } else if let toolbar = context.environment.toolbarItem {
            node.labelHost.showFace(label, showsIcon: toolbar.showsIcon, showsText: toolbar.showsText) { button.setChild($0) }
            if let name = GtkUI.describe(label).bestLabel { node.nameForAccessibility(name) }
        } else {
            node.labelHost.showContent(label, owner: node, context: context) { button.setChild($0) }
            // GTK 4.8 does not name a menu button after the label inside it.
            if let name = GtkUI.describe(label).bestLabel { node.nameForAccessibility(name) }
        }
        let style = context.environment.controls.menu
        let flat = style == .borderlessButton || (style == .automatic && context.environment.toolbarItem != nil)
        if button.hasFrame == flat { button.hasFrame = !flat }
        let showsArrow: Bool =
            switch context.environment.controls.menuIndicator {
            case _ where primaryAction != nil: true
            case .visible: true
            case .hidden: false
            case .automatic: !flat || style == .borderlessButton
            }
        button.setProperty("always-show-arrow", showsArrow)
        // Items are ordinary controls, not toolbar items, even when the menu is one.
        var itemContext = context
        itemContext.environment.toolbarItem = nil
        node.items.render(content, context: itemContext)
        ControlSize.apply(context.environment.controls.controlSize, to: node.widget)
        node.applyCommonEnvironment(context)
    }

    func describe(into description: inout ControlDescription) {
        GtkUI.describe(label, into: &description)
        description.showsOwnLabel = true
    }
}
