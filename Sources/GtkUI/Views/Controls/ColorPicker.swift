import Gtk

/// A control that picks a colour (SwiftUI's `ColorPicker`): the label,
/// then GTK's colour button, which opens the colour chooser.
///
/// ```swift
/// ColorPicker("Ink", selection: $ink)
/// ```
public struct ColorPicker<Label: View>: View {
    /// `Never`: a primitive view, rendered as its label beside a `GtkColorButton`.
    public typealias Body = Never
    let selection: Binding<Color>
    let supportsOpacity: Bool
    let label: Label

    /// A colour picker with any label view.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.supportsOpacity = supportsOpacity
        self.label = label()
    }
}

extension ColorPicker where Label == Text {
    /// A colour picker titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

/// The node of a colour picker: the label and a colour button following the binding.
@MainActor
final class ColorPickerNode: WidgetNode<Box> {
    let button: ColorButton
    private let labelRow = Box(.horizontal)
    private lazy var children = BoxChildren(labelRow)
    var content: ViewNode?
    var selection: Binding<Color> = .constant(.clear)

    init(viewType: Any.Type, title: String) {
        button = ColorButton(title: title)
        super.init(viewType: viewType, widget: Box(.horizontal, spacing: 12))
        labelRow.hexpand = true
        labelRow.valign = .center
        button.valign = .center
        widget.append(labelRow)
        widget.append(button)
        button.onColorSet { [weak self] in self?.userChose() }
    }

    private func userChose() {
        let chosen = button.rgba
        selection.wrappedValue = Color(red: chosen.red, green: chosen.green, blue: chosen.blue, opacity: chosen.alpha)
    }

    /// Shows the binding's colour (theme colours, which have no fixed value, leave the button as it is).
    func show(_ color: Color) {
        if let rgba = ColorButton.parse(NamedColorPalette.resolving(color.css)) { button.rgba = rgba }
    }

    func syncLabel() { children.sync(content?.widgets ?? []) }
    override func childWidgetsChanged(_ child: ViewNode) { syncLabel() }
}

extension ColorPicker: PrimitiveView, ObservesBindings, DescribableView {
    func makeNode() -> ColorPickerNode {
        ColorPickerNode(viewType: Self.self, title: GtkUI.describe(label).title ?? localized("Color"))
    }

    func updateNode(_ node: ColorPickerNode, context: RenderContext) {
        node.content = reconcile(node.content, with: label, parent: node, context: context)
        node.syncLabel()
        node.selection = selection
        node.button.usesAlpha = supportsOpacity
        node.show(selection.wrappedValue)
        node.button.setAccessibleLabel(GtkUI.describe(label).title ?? localized("Color"))
        node.applyCommonEnvironment(context)
        WidgetProps.applyCommon(node.button, context)
    }

    func describe(into description: inout ControlDescription) {
        GtkUI.describe(label, into: &description)
    }
}
