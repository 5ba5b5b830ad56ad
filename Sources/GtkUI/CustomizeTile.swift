import Gtk
import ToolbarKit

/// One draggable, focusable entry of the Customize Toolbar dialog: the item
/// drawn as its real (inert) control, or a spacer's glyph, with its label beneath.
@MainActor
final class CustomizeTile: ViewNode {
    /// The tile's widget.
    let box = Box(.vertical, spacing: 4)
    private let contentRow = Box(.horizontal, spacing: 0)
    private lazy var contentChildren = BoxChildren(contentRow)
    let label = LabelWidget()
    private var content: ViewNode?
    /// What dragging this tile carries ("item:bold", "spacer:space", "entry:bold", "default-set").
    var payload: String

    init(payload: String) {
        self.payload = payload
        super.init(viewType: CustomizeTile.self)
        box.addCSSClass("customize-tile")
        box.isFocusable = true
        box.focusOnClick = true
        box.valign = .end
        contentRow.halign = .center
        contentRow.valign = .center
        contentRow.canTarget = false
        label.addCSSClass("caption")
        label.maxWidthChars = 14
        label.setEllipsizeEnd()
        box.append(contentRow)
        box.append(label)
    }

    /// Shows an item's control, inert.
    func showItem(_ declaration: ToolbarItemDeclaration, context: RenderContext) {
        content = declaration.render(content, self, context)
        contentChildren.sync(content?.widgets ?? [])
    }

    /// Shows a spacer's glyph.
    func showSpacer(_ kind: SpacerKind) {
        let glyph: Widget
        switch kind {
        case .separator:
            glyph = Separator(.vertical)
            glyph.setSizeRequest(width: -1, height: 28)
        case .space, .flexibleSpace:
            let frame = Box(.horizontal)
            frame.addCSSClass("spacer-glyph")
            frame.setSizeRequest(width: kind == .space ? 28 : 64, height: 28)
            if kind == .flexibleSpace {
                let arrows = ImageWidget(iconName: "object-flip-horizontal-symbolic")
                arrows.hexpand = true
                frame.append(arrows)
            }
            glyph = frame
        }
        contentChildren.sync([glyph])
    }

    /// Shows several widgets in a row (the default set's preview).
    func showWidgets(_ widgets: [Widget]) { contentChildren.sync(widgets) }

    override func childWidgetsChanged(_ child: ViewNode) { contentChildren.sync(child.widgets) }

    /// Makes the tile draggable; `prepare` may refuse by returning false.
    func makeDraggable(prepare: @escaping @MainActor () -> Bool,
                       ended: @escaping @MainActor (_ accepted: Bool, _ noTarget: Bool) -> Void) {
        let source = DragSource()
        source.onPrepare { [weak self] _, _ in
            guard let self, prepare() else { return nil }
            return self.payload
        }
        source.onDragBegin { [weak self, weak source] in
            guard let self, let source else { return }
            source.setIcon(from: self.box, hotX: self.box.width / 2, hotY: self.box.height / 2)
            self.box.addCSSClass("dragging")
        }
        source.onDragEnd { [weak self] deleted in
            self?.box.removeCSSClass("dragging")
            ended(deleted, false)
        }
        source.onDragCancel { [weak self] reason in
            self?.box.removeCSSClass("dragging")
            ended(false, reason == .noTarget)
            return reason == .noTarget
        }
        box.addController(source)
    }

    /// Handles keys pressed while the tile has focus.
    func onKey(_ body: @escaping @MainActor (KeyEvent) -> Bool) {
        let keys = EventControllerKey()
        keys.onKeyPressed(body)
        box.addController(keys)
    }

    /// Calls `body` when the tile gets keyboard focus.
    func onFocus(_ body: @escaping @MainActor () -> Void) {
        let focus = EventControllerFocus()
        focus.onEnter(body)
        box.addController(focus)
    }
}
