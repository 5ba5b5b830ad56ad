import Gtk

/// A control that turns a setting on and off (SwiftUI's `Toggle`).
///
/// Outside toolbars it is a check box with its label; when its label is
/// only an image, a toggle button showing the icon. As toolbar content it
/// is a flat toggle button showing its label's icon and/or text per the
/// toolbar's display mode. The widget follows the binding, and user
/// toggles write the binding.
///
/// ```swift
/// Toggle(isOn: $bold) { Image(systemName: "bold") }
/// ```
public struct Toggle<Label: View>: View {
    /// `Never`: a primitive view, rendered as a `GtkSwitch` or a `GtkCheckButton`, by its style.
    public typealias Body = Never
    let isOn: Binding<Bool>
    let label: Label

    /// Creates a toggle with any label view.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }
}

extension Toggle where Label == Text {
    /// Creates a toggle with a text label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == GtkUI.Label<Text, Image> {
    /// Creates a toggle with a text label and an SF Symbols icon.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { GtkUI.Label(title, systemImage: systemImage) }
    }
}

/// The node of a `Toggle`: a check button or a toggle button, following
/// the latest binding; programmatic updates do not write back.
@MainActor
final class ToggleNode: SwappableNode {
    var isOn: Binding<Bool> = .constant(false)
    var isUpdating = false
    let labelHost = ButtonLabelHost()
    var accessibleName: String?
    /// The switch and its title of `.toggleStyle(.switch)`.
    var switchWidget: Switch?
    var switchTitle: LabelWidget?
    let tint = TintStyler()
    /// The foreground style on the label GTK made (a check box's) or the switch's title.
    let labelColor = WidgetStyler()

    /// Colours `label` with the environment's foreground style (nil: the theme's).
    func colorLabel(_ label: Widget?, _ context: RenderContext) {
        guard let label else { return }
        let color = context.environment.controls.foreground
        if color == nil && labelColor.declarations.isEmpty { return }
        labelColor.apply(color.map { "color: \($0);" } ?? "", to: label)
    }

    /// The widget was toggled: write the binding, then show what it holds
    /// (a binding that refuses the change springs back).
    func userToggled(_ active: Bool, show: (Bool) -> Void) {
        guard !isUpdating else { return }
        isOn.wrappedValue = active
        let stored = isOn.wrappedValue
        if stored != active { setActive(stored, show) }
    }

    func setActive(_ active: Bool, _ show: (Bool) -> Void) {
        isUpdating = true
        show(active)
        isUpdating = false
    }

    func setAccessibleName(_ name: String?, on widget: Widget) {
        guard let name, name != accessibleName else { return }
        accessibleName = name
        widget.setAccessibleLabel(name)
    }

    /// The body of a `ToggleStyle` of the app's own, while one draws the toggle.
    private var styled: StyledBody?

    /// Draws the toggle with `style`'s body instead of a GTK toggle.
    func renderStyled(_ style: AnyToggleStyle, configuration: ToggleStyleConfiguration, context: RenderContext) {
        var inner = context
        inner.environment.controls.customToggleStyle = style.outer.first
        let body = styled ?? StyledBody()
        if styled == nil {
            styled = body
            forgetCurrent()
        }
        setWidgets(body.render(style.body(configuration), owner: self, context: inner))
    }

    /// Drops the custom style's body (a built-in style draws the toggle again).
    func endStyled() { styled = nil }

    override func childWidgetsChanged(_ child: ViewNode) {
        if let styled, styled.owns(child) { setWidgets(child.widgets) }
    }
}

extension Toggle: PrimitiveView, DescribableView {
    func makeNode() -> ToggleNode { ToggleNode(viewType: Self.self) }

    func updateNode(_ node: ToggleNode, context: RenderContext) {
        node.isOn = isOn
        if let style = context.environment.controls.customToggleStyle {
            let configuration = ToggleStyleConfiguration(label: .init(content: StyleContent(label)), isOn: isOn)
            return node.renderStyled(style, configuration: configuration, context: context)
        }
        node.endStyled()
        let description = GtkUI.describe(label)
        let imageOnly = description.title == nil && (description.iconName != nil || description.symbolName != nil)
        let style = context.environment.controls.toggle
        if let toolbar = context.environment.toolbarItem {
            renderButton(node, description, showsIcon: toolbar.showsIcon, showsText: toolbar.showsText, context: context)
        } else if style == .switchStyle || (style == .automatic && context.environment.containers.formRows == .grouped) {
            // GNOME preference rows: a switch at the end of the row.
            renderSwitch(node, description, context: context)
        } else if style == .button {
            renderButton(node, description, showsIcon: true, showsText: true, context: context)
        } else if imageOnly && style != .checkbox {
            renderButton(node, description, showsIcon: true, showsText: false, context: context)
        } else {
            renderCheck(node, description, context: context)
        }
    }

    private func renderButton(
        _ node: ToggleNode, _ description: ControlDescription,
        showsIcon: Bool, showsText: Bool, context: RenderContext
    ) {
        let (button, isNew) = node.widget { ToggleButton() }
        if isNew {
            node.accessibleName = nil
            button.onToggled { [weak node, weak button] in
                guard let button else { return }
                node?.userToggled(button.isActive) { button.isActive = $0 }
            }
        }
        node.labelHost.showFace(label, showsIcon: showsIcon, showsText: showsText) { button.setChild($0) }
        node.setActive(isOn.wrappedValue) { button.isActive = $0 }
        node.setAccessibleName(description.bestLabel, on: button)
        WidgetProps.setTooltip(button, showsText ? nil : description.bestLabel)
        let flat = context.environment.toolbarItem != nil
        if button.hasFrame == flat { button.hasFrame = !flat }
        ControlSize.apply(context.environment.controls.controlSize, to: button)
        WidgetProps.applyCommon(button, context)
    }

    private func renderCheck(_ node: ToggleNode, _ description: ControlDescription, context: RenderContext) {
        let (check, isNew) = node.widget { CheckButton(label: nil) }
        if isNew {
            node.accessibleName = nil
            check.onToggled { [weak node, weak check] in
                guard let check else { return }
                node?.userToggled(check.isActive) { check.isActive = $0 }
            }
        }
        let hidesLabel = context.environment.containers.labelsHidden
        check.setLabel(hidesLabel ? "" : description.title ?? "")
        node.setActive(isOn.wrappedValue) { check.isActive = $0 }
        node.setAccessibleName(description.accessibilityLabel ?? (hidesLabel ? description.title : nil), on: check)
        node.tint.apply(context.environment.controls.tint, selectors: TintStyler.checkOn, to: check)
        node.colorLabel(check.children.first { $0.typeName == "GtkLabel" }, context)
        ControlSize.apply(context.environment.controls.controlSize, to: check)
        WidgetProps.applyCommon(check, context)
    }

    /// `.toggleStyle(.switch)`: the label, then a GNOME switch at the row's end.
    private func renderSwitch(_ node: ToggleNode, _ description: ControlDescription, context: RenderContext) {
        let (row, isNew) = node.widget(variant: "switch") { Box(.horizontal, spacing: 12) }
        let toggle: Switch
        if isNew {
            let title = LabelWidget()
            title.hexpand = true
            title.xalign = 0
            toggle = Switch()
            toggle.valign = .center
            row.append(title)
            row.append(toggle)
            node.accessibleName = nil
            node.switchWidget = toggle
            node.switchTitle = title
            toggle.onToggled { [weak node, weak toggle] in
                guard let toggle else { return }
                node?.userToggled(toggle.isActive) { toggle.isActive = $0 }
            }
        }
        guard let toggle = node.switchWidget else { return }
        if node.switchTitle?.text != description.title ?? "" { node.switchTitle?.text = description.title ?? "" }
        node.switchTitle?.isVisible = !context.environment.containers.labelsHidden
        node.setActive(isOn.wrappedValue) { toggle.isActive = $0 }
        node.setAccessibleName(description.bestLabel, on: toggle)
        node.tint.apply(context.environment.controls.tint, selectors: TintStyler.switchOn, to: toggle)
        node.colorLabel(node.switchTitle, context)
        ControlSize.apply(context.environment.controls.controlSize, to: toggle)
        if let title = node.switchTitle { ControlSize.apply(context.environment.controls.controlSize, to: title) }
        WidgetProps.applyCommon(toggle, context)
    }

    func describe(into description: inout ControlDescription) {
        if case .other = description.kind { description.kind = .toggle(isOn: isOn) }
        GtkUI.describe(label, into: &description)
    }
}

extension Toggle: ObservesBindings {}
