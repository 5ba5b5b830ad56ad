import Gtk
import ToolbarKit

/// One entry of the rendered toolbar: the item's content (or a spacer) in a
/// box, with a caption beneath in Icon and Text mode for controls that do
/// not show text themselves.
///
/// The slot lives as long as its layout entry, so a moved item keeps its
/// widgets.
@MainActor
final class ToolbarSlot: ViewNode {
    let entry: LayoutEntry
    /// The renderer's content generation this slot's content was last rendered at.
    var renderedGeneration = -1
    /// The slot's widget in the header bar.
    let box = Box(.vertical, spacing: 0)
    private let contentRow = Box(.horizontal, spacing: 0)
    private lazy var contentChildren = BoxChildren(contentRow)
    private let caption = LabelWidget()
    private(set) var content: ViewNode?
    private(set) var description = ControlDescription()

    /// The toolbar's look beyond the theme: a slider only as tall as a
    /// button's icon (Adwaita pads scales to 34 px), so that in Icon and Text
    /// mode the caption beneath a slider sits on the same line as the text of
    /// the buttons and toggles beside it.
    private static let style: CssProvider = {
        let provider = CssProvider(css: ".toolbar-slot scale { padding-top: 4px; padding-bottom: 4px; }")
        provider.applyToDisplay()
        return provider
    }()

    init(entry: LayoutEntry) {
        self.entry = entry
        _ = Self.style
        super.init(viewType: ToolbarSlot.self)
        box.addCSSClass("toolbar-slot")
        box.valign = .center
        contentRow.halign = .center
        caption.addCSSClass("caption")
        caption.addCSSClass("toolbar-caption")
        caption.isVisible = false
        box.append(contentRow)
        box.append(caption)
        if let kind = entry.spacerKind { makeSpacer(kind) }
    }

    private func makeSpacer(_ kind: SpacerKind) {
        let widget: Widget
        switch kind {
        case .space: widget = Gtk::Spacer(width: 16)
        case .flexibleSpace:
            widget = Gtk::Spacer(width: nil)
            box.hexpand = true
        case .separator:
            widget = Separator(.vertical)
            widget.setMargins(top: 6, bottom: 6, start: 4, end: 4)
            // Adwaita draws separators in a header bar transparent (spacing
            // only); one the user put in the toolbar should show.
            ToolbarSlot.separatorStyle.apply(to: widget)
        }
        widget.accessibleRole = .presentation
        contentChildren.sync([widget])
    }

    private static let separatorStyle = CssProvider(
        css: "separator { background-color: alpha(currentColor, 0.25); min-width: 1px; min-height: 24px; }")

    /// Whether the slot is a flexible space (natural width 0, expands).
    var isFlexible: Bool { entry.spacerKind == .flexibleSpace }

    /// Renders the item's content with the toolbar's display mode.
    func render(_ declaration: ToolbarItemDeclaration, mode: DisplayMode, context: RenderContext) {
        var inner = context
        inner.environment.toolbarItem = ToolbarItemRendering(
            showsIcon: mode != .textOnly, showsText: mode != .iconOnly, isInert: false)
        content = declaration.render(content, self, inner)
        syncContent(content?.widgets ?? [])
        if let styleClass = declaration.placement.buttonStyleClass {
            for widget in content?.widgets ?? [] { widget.addCSSClass(styleClass) }
        }
        description = declaration.describe()
        let label = declaration.name(preferring: description.bestLabel)
        // Buttons, toggles and menus show their own text; other controls get a caption.
        let selfLabelled: Bool
        switch description.kind {
        case .button, .toggle: selfLabelled = true
        case .other: selfLabelled = description.showsOwnLabel
        }
        caption.text = description.title ?? label
        caption.isVisible = !selfLabelled && mode != .iconOnly
        box.tooltip = description.help ?? label
    }

    override func childWidgetsChanged(_ child: ViewNode) {
        syncContent(child.widgets)
    }

    /// Shows the content.
    ///
    /// A click on a toolbar control leaves the keyboard focus where it was
    /// (the note keeps the caret, as on macOS and in GNOME's header bars);
    /// Tab still reaches the controls.
    private func syncContent(_ widgets: [Widget]) {
        contentChildren.sync(widgets)
        func keepFocusOnClick(_ widget: Widget) {
            if widget.focusOnClick { widget.focusOnClick = false }
            widget.children.forEach(keepFocusOnClick)
        }
        widgets.forEach(keepFocusOnClick)
    }
}
