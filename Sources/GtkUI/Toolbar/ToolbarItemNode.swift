import Gtk
import ToolbarKit

/// One item of a non-customizable toolbar (`.toolbar { }`): its content's
/// widgets in a row, styled for its placement (GNOME's suggested and
/// destructive buttons for confirmation and destructive actions).
@MainActor
final class ToolbarItemNode: ViewNode {
    /// The item's widget in the header bar or action bar.
    let box = Box(.horizontal, spacing: 6)
    private lazy var row = BoxChildren(box)
    private(set) var content: ViewNode?
    private(set) var placement: ToolbarItemPlacement = .automatic
    private var styledWidgets: [Widget] = []

    init() {
        super.init(viewType: ToolbarItemNode.self)
        box.valign = .center
        box.addCSSClass("toolbar-item")
    }

    /// Renders the declared content with the look of a toolbar item.
    func render(_ declaration: ToolbarItemDeclaration, rendering: ToolbarItemRendering, context: RenderContext) {
        placement = declaration.placement
        var inner = context
        inner.environment.toolbarItem = rendering
        content = declaration.render(content, self, inner)
        sync(content?.widgets ?? [])
        let description = declaration.describe()
        box.tooltip = description.help ?? description.bestLabel
    }

    override func childWidgetsChanged(_ child: ViewNode) { sync(child.widgets) }

    private func sync(_ widgets: [Widget]) {
        row.sync(widgets)
        styleButtons(widgets)
    }

    /// Adds the placement's button style class to the content's widgets
    /// (and takes it off widgets that left).
    private func styleButtons(_ widgets: [Widget]) {
        guard let styleClass = placement.buttonStyleClass else { return }
        for widget in styledWidgets where !widgets.contains(where: { $0.isSameObject(as: widget) }) {
            widget.removeCSSClass(styleClass)
        }
        for widget in widgets {
            widget.addCSSClass(styleClass)
            // GNOME draws a dialog's confirmation as a filled blue button,
            // not as a flat toolbar button.
            if placement.role == .confirmationAction { widget.removeCSSClass("flat") }
        }
        styledWidgets = widgets
    }
}
