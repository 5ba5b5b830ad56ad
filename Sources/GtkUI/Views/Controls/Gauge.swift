import Gtk

/// Shows a value within a range (SwiftUI's `Gauge`): the label, then a
/// GNOME level bar between the minimum and maximum value labels, then the
/// current value label.
///
/// ```swift
/// Gauge(value: battery, in: 0...100) { Text("Battery") } currentValueLabel: { Text("\(Int(battery))%") }
/// ```
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    /// `Never`: a primitive view, rendered as a `GtkLevelBar` with its labels.
    public typealias Body = Never
    let value: Double
    let bounds: ClosedRange<Double>
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` within `bounds`.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(
            value: Double(value), bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), label: label(),
            currentValueLabel: nil, minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` within `bounds`, with a current value label.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            value: Double(value), bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), label: label(),
            currentValueLabel: currentValueLabel(), minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// A gauge of `value` within `bounds`, with current, minimum and maximum value labels.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) {
        self.init(
            value: Double(value), bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), label: label(),
            currentValueLabel: currentValueLabel(), minimumValueLabel: minimumValueLabel(),
            maximumValueLabel: maximumValueLabel())
    }
}

/// The node of a gauge: label; minimum label, level bar, maximum label; current value label.
@MainActor
final class GaugeNode: WidgetNode<Box> {
    let bar = LevelBar(lower: 0, upper: 1)
    private let row = Box(.horizontal, spacing: 6)
    private let slots = (label: Box(.vertical), minimum: Box(.vertical), maximum: Box(.vertical), current: Box(.vertical))
    private lazy var children = (
        label: BoxChildren(slots.label), minimum: BoxChildren(slots.minimum),
        maximum: BoxChildren(slots.maximum), current: BoxChildren(slots.current)
    )
    var label: ViewNode?
    var minimum: ViewNode?
    var maximum: ViewNode?
    var current: ViewNode?
    let tint = TintStyler()

    init(viewType: Any.Type) {
        super.init(viewType: viewType, widget: Box(.vertical, spacing: 6))
        bar.hexpand = true
        bar.valign = .center
        for child in [slots.minimum, bar, slots.maximum] as [Widget] { row.append(child) }
        for child in [slots.label, row, slots.current] as [Widget] { widget.append(child) }
    }

    func sync() {
        children.label.sync(label?.widgets ?? [])
        children.minimum.sync(minimum?.widgets ?? [])
        children.maximum.sync(maximum?.widgets ?? [])
        children.current.sync(current?.widgets ?? [])
        for (slot, node) in [(slots.label, label), (slots.minimum, minimum), (slots.maximum, maximum), (slots.current, current)] {
            let shown = !(node?.widgets.isEmpty ?? true)
            if slot.isVisible != shown { slot.isVisible = shown }
        }
    }

    override func childWidgetsChanged(_ child: ViewNode) { sync() }
}

extension Gauge: PrimitiveView, DescribableView {
    func makeNode() -> GaugeNode { GaugeNode(viewType: Self.self) }

    func updateNode(_ node: GaugeNode, context: RenderContext) {
        node.label = reconcile(node.label, with: label, parent: node, context: context)
        if let minimumValueLabel { node.minimum = reconcile(node.minimum, with: minimumValueLabel, parent: node, context: context) }
        if let maximumValueLabel { node.maximum = reconcile(node.maximum, with: maximumValueLabel, parent: node, context: context) }
        if let currentValueLabel { node.current = reconcile(node.current, with: currentValueLabel, parent: node, context: context) }
        node.sync()
        let upper = bounds.upperBound > bounds.lowerBound ? bounds.upperBound : bounds.lowerBound + 1
        node.bar.setRange(lower: bounds.lowerBound, upper: upper)
        node.bar.value = min(upper, max(bounds.lowerBound, value))
        if let name = GtkUI.describe(label).title { node.bar.setAccessibleLabel(name) }
        node.tint.apply(context.environment.controls.tint, selectors: TintStyler.levelFill, to: node.bar)
        node.applyCommonEnvironment(context)
    }

    func describe(into description: inout ControlDescription) {
        GtkUI.describe(label, into: &description)
    }
}
