import Gtk

/// The node of a `Slider`: a row [label][minimum label][scale][maximum label].
///
/// The label is shown only outside toolbars (a toolbar shows it as the
/// item's caption). User moves write the binding; binding changes move the
/// scale without writing back.
@MainActor
final class SliderNode: WidgetNode<Box> {
    let scale = Scale(lower: 0, upper: 1, step: 0.01)
    lazy var children = BoxChildren(widget)
    var labelNode: ViewNode?
    var minimumNode: ViewNode?
    var maximumNode: ViewNode?
    var value: Binding<Double> = .constant(0)
    var bounds: ClosedRange<Double> = 0...1
    var step: Double?
    var onEditingChanged: (Bool) -> Void = { _ in }
    var accessibleName: String?
    private var isUpdating = false
    private var editingEnd: TimeoutSource?

    /// In a toolbar the slider is only as tall as a button's icon, with its
    /// caption right beneath: a focus ring around the whole scale would cut
    /// through the caption, so the knob shows the focus instead.
    private static let toolbarStyle: CssProvider = {
        let provider = CssProvider(
            css: """
                scale.toolbar-scale:focus-visible, scale.toolbar-scale:focus-visible > trough { outline-color: transparent; }
                scale.toolbar-scale:focus-visible > trough > slider {
                    outline: 2px solid alpha(@theme_selected_bg_color, 0.7); outline-offset: -2px; }
                """)
        provider.applyToDisplay()
        return provider
    }()

    init(viewType: Any.Type) {
        super.init(viewType: viewType, widget: Box(.horizontal, spacing: 6))
        scale.drawsValue = false
        scale.hexpand = true
        scale.onValueChanged { [weak self] in self?.userMoved() }
    }

    func sync() {
        let label = labelNode?.widgets ?? []
        let minimum = minimumNode?.widgets ?? []
        let maximum = maximumNode?.widgets ?? []
        children.sync(label + minimum + [scale] + maximum)
    }

    override func childWidgetsChanged(_ child: ViewNode) { sync() }

    /// Applies range, step and value from the view without feedback.
    func show(bounds newBounds: ClosedRange<Double>, step newStep: Double?, value current: Double) {
        isUpdating = true
        defer { isUpdating = false }
        if newBounds != bounds || newStep != step {
            bounds = newBounds
            step = newStep
            scale.setRange(lower: newBounds.lowerBound, upper: newBounds.upperBound)
            let increment = newStep ?? (newBounds.upperBound - newBounds.lowerBound) / 100
            scale.setIncrements(step: increment, page: increment * 10)
        }
        scale.value = current
    }

    /// Draws the focus on the knob (in a toolbar) or around the scale.
    func showsToolbarFocus(_ inToolbar: Bool) {
        guard scale.hasCSSClass("toolbar-scale") != inToolbar else { return }
        _ = Self.toolbarStyle
        scale.setCSSClass("toolbar-scale", inToolbar)
    }

    func setAccessibleName(_ name: String) {
        guard name != accessibleName else { return }
        accessibleName = name
        scale.setAccessibleLabel(name)
    }

    /// Snaps a user move to the step, writes the binding, and reports
    /// editing: began at the first move, ended after a short pause.
    private func userMoved() {
        guard !isUpdating else { return }
        var newValue = scale.value
        if let step {
            newValue = bounds.lowerBound + ((newValue - bounds.lowerBound) / step).rounded() * step
            newValue = min(max(newValue, bounds.lowerBound), bounds.upperBound)
            if newValue != scale.value {
                isUpdating = true
                scale.value = newValue
                isUpdating = false
            }
        }
        if editingEnd == nil { onEditingChanged(true) }
        editingEnd?.cancel()
        editingEnd = MainLoop.after(SliderNode.editingPause) { [weak self] in
            self?.editingEnd = nil
            self?.onEditingChanged(false)
        }
        value.wrappedValue = newValue
    }

    /// How long after the last move editing counts as ended (GtkScale has
    /// no drag-end signal that also covers the keyboard).
    static let editingPause = 0.3
}

extension Slider: PrimitiveView, DescribableView {
    func makeNode() -> SliderNode { SliderNode(viewType: Self.self) }

    func updateNode(_ node: SliderNode, context: RenderContext) {
        node.value = value
        node.onEditingChanged = onEditingChanged
        let current = value.wrappedValue
        node.show(bounds: bounds, step: step, value: current)
        if context.environment.toolbarItem == nil && !context.environment.containers.labelsHidden {
            node.labelNode = reconcile(node.labelNode, with: label, parent: node, context: context)
        } else {
            node.labelNode = nil
        }
        node.showsToolbarFocus(context.environment.toolbarItem != nil)
        node.minimumNode = reconcile(node.minimumNode, with: minimumValueLabel, parent: node, context: context)
        node.maximumNode = reconcile(node.maximumNode, with: maximumValueLabel, parent: node, context: context)
        node.sync()
        let description = GtkUI.describe(self)
        if let name = description.accessibilityLabel ?? description.stableTitle ?? description.bestLabel {
            node.setAccessibleName(name)
        }
        node.applyCommonEnvironment(context)
        ControlSize.apply(context.environment.controls.controlSize, to: node.scale)
        WidgetProps.applyCommon(node.scale, context)
    }

    func describe(into description: inout ControlDescription) {
        var own = ControlDescription()
        GtkUI.describe(label, into: &own)
        if description.title == nil { description.title = own.title }
        if description.stableTitle == nil, let title = own.title {
            description.stableTitle = Self.stableTitle(title, value: value.wrappedValue)
        }
        if description.accessibilityLabel == nil { description.accessibilityLabel = own.accessibilityLabel }
    }
}
