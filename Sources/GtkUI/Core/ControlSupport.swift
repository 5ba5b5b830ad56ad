import Gtk

// Shared machinery of the controls: wrapper widgets whose names clash with
// this module's views, per-widget fonts, nodes whose widget can change
// kind, container context found through the node tree, and the toolbar
// face of buttons.

/// The wrapper's GtkImage (this module's `Image` is the view).
typealias ImageWidget = Gtk::Image
/// The wrapper's GtkLabel (this module's `Label` is the view).
typealias LabelWidget = Gtk::Label
/// The wrapper's GtkButton (this module's `Button` is the view).
typealias ButtonWidget = Gtk::Button

/// Applies CSS declarations to one widget through its own style provider,
/// reloading only when they change.
@MainActor
final class WidgetStyler {
    private var provider: CssProvider?
    /// The declarations currently applied ("font-size: 9pt; …"), for tests.
    private(set) var declarations = ""

    func apply(_ newDeclarations: String, to widget: Widget) {
        guard newDeclarations != declarations else { return }
        declarations = newDeclarations
        if provider == nil {
            let provider = CssProvider(css: "")
            provider.apply(to: widget)
            self.provider = provider
        }
        provider?.load(newDeclarations.isEmpty ? "" : "* { \(newDeclarations) }")
    }
}

/// Sets widget properties only when they differ, so re-renders stay cheap
/// and do not emit needless notifications.
@MainActor
enum WidgetProps {
    static func setTooltip(_ widget: Widget, _ text: String?) {
        if widget.tooltip != text { widget.tooltip = text }
    }
    /// Applies the environment every control honours (see `WidgetNode.applyCommonEnvironment`).
    static func applyCommon(_ widget: Widget, _ context: RenderContext) {
        let enabled = context.environment.isEnabled
        if widget.isSensitive != enabled { widget.isSensitive = enabled }
        if context.environment.toolbarItem?.isInert == true {
            widget.canTarget = false
            widget.canFocus = false
        }
    }
}

/// A node contributing one widget whose kind may change between renders
/// (a toggle that becomes a check box, an icon that becomes text).
@MainActor
class SwappableNode: ViewNode {
    private(set) var current: Widget?
    /// Opaque key of what `current` is; a different key means a new widget.
    private(set) var kind: String?

    /// Returns the current widget when `kind` matches, else makes a new one.
    func widget<W: Widget>(kind newKind: String, make: () -> W) -> (widget: W, isNew: Bool) {
        if newKind == kind, let existing = current as? W { return (existing, false) }
        let widget = make()
        current = widget
        kind = newKind
        setWidgets([widget])
        return (widget, true)
    }
}

/// Context a container offers the views inside it, found by walking up
/// the node tree (the environment is not extensible from here).
@MainActor
protocol ContainerContextNode: AnyObject {}

extension ViewNode {
    /// The nearest ancestor node of type `T`.
    func nearestAncestor<T>(_ type: T.Type) -> T? {
        var node = parent
        while let current = node {
            if let match = current as? T { return match }
            node = current.parent
        }
        return nil
    }
}

/// Holds a button's toolbar-style content: an icon, a text, or an icon
/// above a caption, updated in place.
@MainActor
final class ToolbarFace {
    private let image = ImageWidget(iconName: "")
    private let label = LabelWidget("")
    private var column: Box?
    private var layout: (icon: Bool, text: Bool)?
    /// The widget put inside the button, for tests.
    private(set) var content: Widget?

    /// Updates the face for `description` under the toolbar's display mode,
    /// calling `setChild` when the button's content widget must change.
    /// Icon only without an icon shows the text, and the other way round.
    func update(_ description: ControlDescription, showsIcon: Bool, showsText: Bool,
                setChild: (Widget?) -> Void) {
        let text = description.title ?? description.bestLabel ?? ""
        let icon = description.iconName
        let wantIcon = icon != nil && (showsIcon || text.isEmpty)
        let wantText = !text.isEmpty && (showsText || icon == nil)
        if let icon, image.iconName != icon { image.iconName = icon }
        label.text = text
        label.setCSSClass("caption", wantIcon && wantText)
        if let layout, layout == (wantIcon, wantText) { return }
        layout = (wantIcon, wantText)
        setChild(nil)
        if let column {
            if image.hasParent { column.remove(image) }
            if label.hasParent { column.remove(label) }
        }
        if wantIcon && wantText {
            let column = Box(.vertical, spacing: 2)
            column.append(image)
            column.append(label)
            self.column = column
            content = column
        } else {
            column = nil
            content = wantIcon ? image : (wantText ? label : nil)
        }
        setChild(content)
    }
}
