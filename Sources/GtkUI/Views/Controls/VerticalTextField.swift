import Gtk

/// `TextField(axis: .vertical)`: a field that wraps its text and grows a
/// line at a time, up to `.lineLimit`'s upper bound (then it scrolls),
/// keeping room for the range's lower bound (`.lineLimit(3...6)`).
///
/// A GtkTextView framed as GNOME frames an entry, with the prompt (or else
/// the title) shown while it is empty. As on macOS, Return submits (the
/// nearest `.onSubmit`, else the window's default button) and
/// Shift+Return, Ctrl+Return or Alt+Return (macOS's Option-Return) starts
/// a new line; Tab moves the focus on.
struct VerticalTextField<Label: View>: View, PrimitiveView, ObservesBindings {
    typealias Body = Never
    let field: TextField<Label>

    func makeNode() -> VerticalTextFieldNode { VerticalTextFieldNode(viewType: Self.self) }

    func updateNode(_ node: VerticalTextFieldNode, context: RenderContext) {
        let title = GtkUI.describe(field.label).title
        node.update(
            text: field.text, placeholder: field.prompt?.content ?? title ?? "", name: title,
            framed: context.environment.controls.textField != .plain, context: context)
    }
}

/// The node of a vertical text field: the text view in a scrolled window
/// that takes its natural height up to the line limit, and the prompt
/// over it while it is empty.
@MainActor
final class VerticalTextFieldNode: WidgetNode<Overlay> {
    let textView = TextView()
    let scrolled = ScrolledWindow()
    let placeholder = Gtk::Label("")
    private var text: Binding<String> = .constant("")
    private var onSubmit: (() -> Void)?
    private var isUpdating = false
    private var accessibleName: String?
    private var lines: (reserved: Int?, limit: Int?)?
    /// The field's least and most heights from `.lineLimit` (nil: none).
    private var heights: (least: Int?, most: Int?) = (nil, nil)
    /// The text needs more lines than `.lineLimit` allows: the field scrolls.
    private var isPastLimit = false
    /// Follows the width the text wraps to (the viewport's size).
    private var widthWatch: SignalHandler?
    /// The margins around the text, as GNOME's entries pad theirs.
    static let horizontalMargin = 9
    static let verticalMargin = 7

    init(viewType: Any.Type) {
        super.init(viewType: viewType, widget: Overlay())
        VerticalFieldStyleSheet.install()
        widget.hexpand = true
        widget.addCSSClass(VerticalFieldStyleSheet.framed)
        textView.wrapsWords = true
        textView.acceptsTab = false
        textView.setTextMargins(horizontal: Self.horizontalMargin, vertical: Self.verticalMargin)
        scrolled.setPolicy(horizontal: .never, vertical: .automatic)
        scrolled.propagatesNaturalHeight = true
        scrolled.setChild(textView)
        widget.setChild(scrolled)
        placeholder.addCSSClass("dim-label")
        placeholder.canTarget = false
        placeholder.halign = .start
        placeholder.valign = .start
        placeholder.setMargins(top: Self.verticalMargin, bottom: 0, start: Self.horizontalMargin, end: Self.horizontalMargin)
        widget.addOverlay(placeholder)
        textView.buffer.onChanged { [weak self] in self?.userEdited() }
        let keys = EventControllerKey()
        keys.onKeyPressed { [weak self] event in self?.handleKey(event) ?? false }
        textView.addController(keys)
        widthWatch = scrolled.horizontalAdjustment.onChanged { [weak self] in self?.fitText() }
    }

    isolated deinit { widthWatch?.disconnect() }

    /// Makes the field as tall as its text, within the line limits.
    ///
    /// The least height grows with it, so a window sized to its content (a
    /// sheet) grows too, as SwiftUI's sheets follow their content.
    private func fitText() {
        let width = textView.width - 2 * Self.horizontalMargin
        guard width > 0 else { return }
        // The text view gives each line the font's line height (a Pango
        // layout of several lines is a pixel or two shorter).
        let lines = textView.lineCount(of: textView.buffer.text, wrappedTo: width)
        var height = lines * max(textView.lineHeight, 1) + 2 * Self.verticalMargin
        if let least = heights.least { height = max(height, least) }
        isPastLimit = heights.most.map { height > $0 } ?? false
        if let most = heights.most { height = min(height, most) }
        if scrolled.minContentHeight != height { scrolled.minContentHeight = height }
    }

    private func userEdited() {
        placeholder.isVisible = textView.buffer.characterCount == 0
        fitText()
        guard !isUpdating else { return }
        text.wrappedValue = textView.buffer.text
    }

    /// Return submits; Return with Shift, Ctrl or Alt starts a new line.
    func handleKey(_ event: KeyEvent) -> Bool {
        guard event.keyval == Key.return || event.keyval == Key.kpEnter else { return false }
        if !event.modifiers.relevant.intersection([.shift, .control, .alt]).isEmpty {
            textView.buffer.insertAtCursor("\n")
            // Past the line limit the field scrolls: the new line comes into
            // sight (below it the field grows to show it).
            if isPastLimit { textView.scrollCursorOnscreen() }
        } else if let onSubmit {
            onSubmit()
        } else {
            textView.activateWindowDefault()
        }
        return true
    }

    /// Shows the binding's text, the prompt, the name and the line limits.
    func update(text: Binding<String>, placeholder prompt: String, name: String?, framed: Bool, context: RenderContext) {
        self.text = text
        onSubmit = context.environment.controls.submit
        let value = text.wrappedValue
        if textView.buffer.text != value {
            isUpdating = true
            textView.buffer.text = value
            isUpdating = false
        }
        placeholder.text = prompt
        placeholder.isVisible = textView.buffer.characterCount == 0
        if let name, name != accessibleName {
            accessibleName = name
            textView.setAccessibleLabel(name)
        }
        if framed != widget.hasCSSClass(VerticalFieldStyleSheet.framed) {
            if framed {
                widget.addCSSClass(VerticalFieldStyleSheet.framed)
            } else {
                widget.removeCSSClass(VerticalFieldStyleSheet.framed)
            }
        }
        applyLineLimits(reserved: context.environment.reservedLines, limit: context.environment.lineLimit)
        applyCommonEnvironment(context)
        setFormRowTitle(name, for: textView, context: context)
    }

    /// Room for `reserved` lines however short the text, scrolling beyond `limit` lines.
    private func applyLineLimits(reserved: Int?, limit: Int?) {
        if let lines, lines.reserved == reserved, lines.limit == limit { return }
        lines = (reserved, limit)
        let line = max(textView.lineHeight, 1)
        let margins = 2 * Self.verticalMargin
        heights = (reserved.map { max($0, 1) * line + margins }, limit.map { max($0, 1) * line + margins })
        // GTK wants the least height under the most at every step.
        scrolled.minContentHeight = -1
        scrolled.maxContentHeight = heights.most ?? -1
        scrolled.minContentHeight = heights.least ?? -1
        fitText()
    }
}

/// The frame of a vertical text field: the look of GNOME's entries (the
/// view's base colour inside a rounded border, the accent colour round it
/// while it has the keyboard).
@MainActor
enum VerticalFieldStyleSheet {
    static let framed = "gtkui-vertical-field"
    private static var provider: CssProvider?

    static func install() {
        guard provider == nil else { return }
        let made = CssProvider(
            css: """
                overlay.\(framed) { background-color: @theme_base_color; border: 1px solid @borders; \
                border-radius: 5px; }
                overlay.\(framed):focus-within { border-color: @theme_selected_bg_color; \
                box-shadow: inset 0 0 0 1px @theme_selected_bg_color; }
                overlay.\(framed) textview, overlay.\(framed) textview text, overlay.\(framed) scrolledwindow \
                { background-color: transparent; }
                """)
        made.applyToDisplay()
        provider = made
    }
}
