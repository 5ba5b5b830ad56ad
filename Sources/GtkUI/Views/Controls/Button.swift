import Gtk

/// A control that runs an action when clicked (SwiftUI's `Button`).
///
/// As toolbar content it is a flat button showing its label's icon and/or
/// text per the toolbar's display mode; in a `Menu` it is a flat row that
/// closes the menu after its action.
///
/// ```swift
/// Button("Share", systemImage: "square.and.arrow.up") { share() }
/// ```
public struct Button<Label: View>: View {
    /// `Never`: a primitive view, rendered as a `GtkButton`.
    public typealias Body = Never
    let action: @MainActor () -> Void
    let label: Label
    /// What the button does (`.destructive` draws it red; alerts place `.cancel` first).
    let role: ButtonRole?

    /// Creates a button with any label view.
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = nil
    }

    /// Creates a button with a role and any label view.
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = role
    }
}

extension Button where Label == Text {
    /// Creates a button with a text label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// Creates a button with a text label and a role.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == GtkUI.Label<Text, Image> {
    /// Creates a button with a text label and an SF Symbols icon.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { GtkUI.Label(title, systemImage: systemImage) }
    }

    /// Creates a button with a text label, an SF Symbols icon and a role.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { GtkUI.Label(title, systemImage: systemImage) }
    }
}

/// The node of a `Button`: one GtkButton; the latest action is kept here
/// and the `clicked` signal connected once.
@MainActor
final class ButtonNode: WidgetNode<ButtonWidget> {
    var action: @MainActor () -> Void = {}
    /// The accessible name last given, so re-renders set it only when it changes.
    var accessibleName: String?
    let labelHost = ButtonLabelHost()
    let tint = TintStyler()

    func clicked() {
        action()
        nearestAncestor(MenuContentNode.self)?.dismiss()
    }

    override func childWidgetsChanged(_ child: ViewNode) {
        if let styled, styled.owns(child) { return setWidgets(child.widgets) }
        labelHost.placeContent { [widget] in widget.setChild($0) }
    }

    // MARK: Styles of the app's own

    /// The body of a `PrimitiveButtonStyle` of the app's own, drawn in place of the button.
    private var styled: StyledBody?
    /// Whether a `ButtonStyle` of the app's own draws inside the button.
    private var hostsStyleBody = false
    /// Whether the button was pressed when the style's body was last drawn.
    private var drawnPressed = false
    /// Draws the `ButtonStyle` body again (its pressed state changed).
    private var redrawStyleBody: (() -> Void)?
    private var followsPressedState = false

    /// Draws a `PrimitiveButtonStyle`'s body in place of the GtkButton.
    func renderPrimitive(
        _ body: (PrimitiveButtonStyleConfiguration) -> StyleContent, label: StyleContent, role: ButtonRole?,
        context: RenderContext
    ) {
        endHostedStyle()
        let configuration = PrimitiveButtonStyleConfiguration(role: role, label: .init(content: label)) { [weak self] in
            self?.action()
        }
        let styled = self.styled ?? StyledBody()
        self.styled = styled
        setWidgets(styled.render(body(configuration), owner: self, context: context))
    }

    /// Draws a `ButtonStyle`'s body inside the GtkButton, redrawn when the
    /// button's pressed state changes.
    func renderHosted(
        _ body: @escaping (ButtonStyleConfiguration) -> StyleContent, label: StyleContent, role: ButtonRole?,
        context: RenderContext
    ) {
        endPrimitiveStyle()
        if !hostsStyleBody {
            hostsStyleBody = true
            CustomButtonStyleSheet.install()
            widget.addCSSClass(CustomButtonStyleSheet.cssClass)
        }
        if widget.hasFrame { widget.hasFrame = false }
        let redraw = { [weak self] in
            guard let self else { return }
            self.drawnPressed = self.widget.isPressedState
            let configuration = ButtonStyleConfiguration(role: role, label: .init(content: label), isPressed: self.drawnPressed)
            self.labelHost.showContent(StyledBodyView(content: body(configuration)), owner: self, context: context) {
                [widget] in widget.setChild($0)
            }
        }
        redrawStyleBody = redraw
        redraw()
        guard !followsPressedState else { return }
        followsPressedState = true
        widget.onStateFlagsChanged { [weak self] in
            guard let self, self.hostsStyleBody, self.widget.isPressedState != self.drawnPressed else { return }
            self.redrawStyleBody?()
        }
    }

    /// Back to GTK's own button (no style of the app's own).
    func endStyles() {
        endPrimitiveStyle()
        endHostedStyle()
    }

    private func endPrimitiveStyle() {
        guard styled != nil else { return }
        styled = nil
        setWidgets([widget])
    }

    private func endHostedStyle() {
        guard hostsStyleBody else { return }
        hostsStyleBody = false
        redrawStyleBody = nil
        widget.removeCSSClass(CustomButtonStyleSheet.cssClass)
    }
}

extension Button: PrimitiveView, DescribableView {
    func makeNode() -> ButtonNode {
        let node = ButtonNode(viewType: Self.self, widget: ButtonWidget())
        node.widget.onClicked { [weak node] in node?.clicked() }
        return node
    }

    func updateNode(_ node: ButtonNode, context: RenderContext) {
        node.action = action
        let button = node.widget
        let inMenu = node.nearestAncestor(MenuContentNode.self) != nil
        if !inMenu, let style = context.environment.controls.customButtonStyle {
            return renderStyled(node, style: style, context: context)
        }
        node.endStyles()
        if let toolbar = context.environment.toolbarItem, !inMenu, context.environment.controls.customLabelStyle == nil {
            node.labelHost.showFace(label, showsIcon: toolbar.showsIcon, showsText: toolbar.showsText) { button.setChild($0) }
            let description = GtkUI.describe(label)
            if let name = description.bestLabel { button.setAccessibleLabel(name) }
            WidgetProps.setTooltip(button, toolbar.showsText ? nil : description.bestLabel)
        } else {
            node.labelHost.showContent(label, owner: node, context: context) { button.setChild($0) }
            // GTK 4.8 names a button with a custom child "GtkButton": name it after its label
            // (`GtkWorkaround.accessibleNameIsClassName`).
            if let name = GtkUI.describe(label).bestLabel, node.accessibleName != name {
                node.accessibleName = name
                button.setAccessibleLabel(name)
            }
        }
        let flat = inMenu || context.environment.toolbarItem != nil
        ButtonStyleKind.apply(context.environment.controls, role: role, flat: flat, to: button)
        node.tint.apply(context.environment.controls.tint, selectors: TintStyler.prominentButton, to: button)
        node.applyCommonEnvironment(context)
    }

    /// Draws the button with a style of the app's own, the style outside it
    /// in effect for what its body holds.
    private func renderStyled(_ node: ButtonNode, style: AnyButtonStyle, context: RenderContext) {
        var inner = context
        inner.environment.controls.customButtonStyle = style.outer.first
        let content = StyleContent(label)
        switch style.kind {
        case .primitive(let body):
            node.renderPrimitive(body, label: content, role: role, context: inner)
        case .standard(let body):
            node.renderHosted(body, label: content, role: role, context: inner)
            if let name = GtkUI.describe(label).bestLabel, node.accessibleName != name {
                node.accessibleName = name
                node.widget.setAccessibleLabel(name)
            }
            node.applyCommonEnvironment(context)
        }
    }

    func describe(into description: inout ControlDescription) {
        if case .other = description.kind {
            let action = self.action
            description.kind = .button(action: { MainActor.assumeIsolated { action() } })
        }
        if description.role == nil { description.role = role }
        GtkUI.describe(label, into: &description)
    }
}
