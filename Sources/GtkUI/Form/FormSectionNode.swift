import Gtk

/// The node of a `Section` outside lists: in a form, a `FormSectionBox`
/// (heading, boxed list of rows, footer); elsewhere its header, content
/// and footer in a column.
@MainActor
final class FormSectionNode: ViewNode, FormRowTitling, ContainerContextNode {
    private var header: ViewNode?
    private var content: ViewNode?
    private var footer: ViewNode?
    private var alone: ViewNode?
    private lazy var section = FormSectionBox()
    private let titles = FormRowTitles()
    private var style: FormRowStyle?
    /// The form's label column (columns style).
    private var labelColumn: SizeGroup?

    /// Renders the section as one of a form's.
    func renderInForm<H: View, C: View, F: View>(
        header headerView: H, content contentView: C, footer footerView: F, style: FormRowStyle, context: RenderContext
    ) {
        alone = nil
        self.style = style
        var rowContext = context
        rowContext.environment.containers.formRows = style
        var partContext = context
        partContext.environment.containers.formRows = nil
        header = reconcile(header, with: headerView, parent: self, context: partContext)
        content = reconcile(content, with: contentView, parent: self, context: rowContext)
        footer = reconcile(footer, with: footerView, parent: self, context: partContext)
        section.setHeaderProminent(context.environment.containers.headerProminence == .increased)
        let form = nearestAncestor(FormNode.self)
        form?.registerSection(section.box)
        labelColumn = form?.labelColumn
        titles.keep(only: content?.widgets ?? [])
        layout()
        setWidgets([section.box])
    }

    /// Renders the section outside forms and lists: `column` shows its parts.
    func renderAlone<V: View>(_ column: V, context: RenderContext) {
        header = nil
        content = nil
        footer = nil
        style = nil
        alone = reconcile(alone, with: column, parent: self, context: context)
        setWidgets(alone?.widgets ?? [])
    }

    func setRowTitle(_ title: String?, for widget: Widget) {
        if titles.set(title, for: widget), style != nil { layout() }
    }

    override func childWidgetsChanged(_ child: ViewNode) {
        if child === alone { setWidgets(child.widgets) } else if style != nil { layout() }
    }

    private func layout() {
        guard let style else { return }
        section.show(rows: content?.widgets ?? [], titles: titles, style: style, labelColumn: labelColumn ?? SizeGroup())
        section.show(header: header?.widgets ?? [], footer: footer?.widgets ?? [])
    }
}
