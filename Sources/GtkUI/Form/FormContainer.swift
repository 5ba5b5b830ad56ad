import Gtk

/// The view the built-in form styles make: a scrolling page of sections.
struct FormContainer: View, PrimitiveView {
    typealias Body = Never
    let rowStyle: FormRowStyle
    let content: FormStyleConfiguration.Content

    func makeNode() -> FormNode { FormNode(viewType: Self.self) }
    func updateNode(_ node: FormNode, context: RenderContext) {
        node.rowStyle = rowStyle
        var inner = context
        inner.environment.containers.formRows = rowStyle
        node.content = reconcile(node.content, with: content, parent: node, context: inner)
        node.forgetTitlesOfWidgetsGone()
        node.layout()
        node.applyCommonEnvironment(context)
    }
}

/// Containers whose rows show the titles controls give them (`FormNode`
/// for rows outside sections, `FormSectionNode` for a section's rows).
@MainActor
protocol FormRowTitling: AnyObject {
    /// Shows `title` at the start of the row of `widget` (nil: no title).
    func setRowTitle(_ title: String?, for widget: Widget)
}

extension ViewNode {
    /// Gives the form row showing this control's `widget` its title, as
    /// GNOME preference rows show a drop-down's or an entry's label.
    ///
    /// Outside forms, or with `.labelsHidden()`, the control shows no title.
    func setFormRowTitle(_ title: String?, for widget: Widget, context: RenderContext) {
        guard context.environment.containers.formRows != nil else { return }
        let shown = context.environment.containers.labelsHidden ? nil : title
        nearestAncestor((any FormRowTitling).self)?.setRowTitle(shown, for: widget)
    }
}

/// The node of a form: a scrolled column of sections; the widgets outside
/// sections are gathered in sections of their own.
@MainActor
final class FormNode: WidgetNode<ScrolledWindow>, FormRowTitling, ContainerContextNode {
    var content: ViewNode?
    var rowStyle: FormRowStyle = .grouped
    private let column = BoxChildren(Box(.vertical, spacing: 24))
    /// The boxes of the sections inside (weakly: a section that goes takes its box along).
    private var sectionBoxes: [ObjectID: WeakWidget] = [:]
    /// Sections made for runs of rows outside any `Section`.
    private var looseSections: [FormSectionBox] = []
    private let titles = FormRowTitles()
    /// The titles of every row in columns share one width.
    let labelColumn = SizeGroup()

    init(viewType: Any.Type) {
        super.init(viewType: viewType, widget: ScrolledWindow())
        widget.setPolicy(horizontalScroll: false, verticalScroll: true)
        widget.hexpand = true
        widget.vexpand = true
        // Asks for the sections' height, so a window sized by its content (a
        // sheet) shows them (a window keeps its size when natural sizes grow).
        widget.propagatesNaturalHeight = true
        column.box.setMargins(top: 24, bottom: 24, start: 12, end: 12)
        widget.setChild(column.box)
    }

    /// A section inside announces its box (it is placed as is, not as a row).
    func registerSection(_ box: Widget) {
        guard sectionBoxes[box.objectID]?.widget == nil else { return }
        sectionBoxes = sectionBoxes.filter { $0.value.widget != nil }
        sectionBoxes[box.objectID] = WeakWidget(box)
    }

    func setRowTitle(_ title: String?, for widget: Widget) {
        if titles.set(title, for: widget) { layout() }
    }

    override func childWidgetsChanged(_ child: ViewNode) { layout() }

    /// Drops the titles of controls no longer in the form (after a render, when the widgets are known).
    func forgetTitlesOfWidgetsGone() { titles.keep(only: content?.widgets ?? []) }

    /// Places the sections, and the rows outside sections in sections of their own.
    func layout() {
        var placed: [Widget] = []
        var loose: [Widget] = []
        var looseIndex = 0
        func flushLoose() {
            guard !loose.isEmpty else { return }
            if looseIndex == looseSections.count { looseSections.append(FormSectionBox()) }
            let section = looseSections[looseIndex]
            section.show(rows: loose, titles: titles, style: rowStyle, labelColumn: labelColumn)
            placed.append(section.box)
            looseIndex += 1
            loose = []
        }
        for widget in content?.widgets ?? [] {
            if sectionBoxes[widget.objectID]?.widget != nil {
                flushLoose()
                placed.append(widget)
            } else {
                loose.append(widget)
            }
        }
        flushLoose()
        for section in looseSections[looseIndex...] { section.show(rows: [], titles: titles, style: rowStyle, labelColumn: labelColumn) }
        looseSections.removeSubrange(looseIndex...)
        column.sync(placed)
    }
}

/// A widget wrapper held weakly.
@MainActor
final class WeakWidget {
    weak var widget: Widget?
    init(_ widget: Widget) { self.widget = widget }
}
