import Gtk

/// Shows a value within a range (SwiftUI's `Gauge`): the label, then a
/// GNOME level bar between the minimum and maximum value labels, then the
/// current value label; with a circular `.gaugeStyle`, a ring holding the
/// current value label (see `GaugeStyle`).
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
///
/// In a circular style the bar is a ring holding the current value label,
/// with the bound labels beside it.
@MainActor
final class GaugeNode: WidgetNode<Box> {
    let bar = LevelBar(lower: 0, upper: 1)
    private let row = Box(.horizontal, spacing: 6)
    private let slots = (
        label: Box(.vertical), minimum: Box(.vertical), maximum: Box(.vertical), current: Box(.vertical),
        ringCurrent: Box(.vertical)
    )
    private lazy var children = (
        label: BoxChildren(slots.label), minimum: BoxChildren(slots.minimum),
        maximum: BoxChildren(slots.maximum), current: BoxChildren(slots.current),
        ringCurrent: BoxChildren(slots.ringCurrent)
    )
    var label: ViewNode?
    var minimum: ViewNode?
    var maximum: ViewNode?
    var current: ViewNode?
    let tint = TintStyler()
    /// The ring of a circular style, made when one first draws the gauge.
    private(set) var ring: ProgressRing?
    private let ringOverlay = Overlay()
    private(set) var kind = GaugeStyleKind.linear

    init(viewType: Any.Type) {
        super.init(viewType: viewType, widget: Box(.vertical, spacing: 6))
        bar.hexpand = true
        bar.valign = .center
        ringOverlay.isVisible = false
        ringOverlay.halign = .center
        slots.ringCurrent.halign = .center
        slots.ringCurrent.valign = .center
        ringOverlay.addOverlay(slots.ringCurrent)
        slots.minimum.valign = .end
        slots.maximum.valign = .end
        for child in [slots.minimum, bar, ringOverlay, slots.maximum] as [Widget] { row.append(child) }
        for child in [slots.label, row, slots.current] as [Widget] { widget.append(child) }
    }

    /// Draws the value as a bar or as a ring with the current value label inside.
    func show(fraction: Double, kind: GaugeStyleKind, size: ControlSize, tint: String?) {
        if kind != self.kind {
            self.kind = kind
            // The current value label moves between the bar's row and the ring.
            children.current.sync([])
            children.ringCurrent.sync([])
            sync()
        }
        bar.isVisible = kind == .linear
        ringOverlay.isVisible = kind == .circular
        row.halign = kind == .circular ? .center : .fill
        guard kind == .circular else { return }
        let ring = self.ring ?? ProgressRing()
        if self.ring == nil {
            self.ring = ring
            ringOverlay.setChild(ring.area)
        }
        ring.update(fraction: fraction, size: size == .regular ? .extraLarge : size, tint: tint)
    }

    func sync() {
        children.label.sync(label?.widgets ?? [])
        children.minimum.sync(minimum?.widgets ?? [])
        children.maximum.sync(maximum?.widgets ?? [])
        let currentWidgets = current?.widgets ?? []
        if kind == .circular { children.ringCurrent.sync(currentWidgets) } else { children.current.sync(currentWidgets) }
        let slotNodes = [
            (slots.label, label), (slots.minimum, minimum), (slots.maximum, maximum),
            (slots.current, kind == .linear ? current : nil)
        ]
        for (slot, node) in slotNodes {
            let shown = !(node?.widgets.isEmpty ?? true)
            if slot.isVisible != shown { slot.isVisible = shown }
        }
    }

    override func childWidgetsChanged(_ child: ViewNode) {
        if !styled.childWidgetsChanged(child) { sync() }
    }

    /// The body of a `GaugeStyle` of the app's own, while one draws the gauge.
    private let styled = StyledBodyColumn()

    /// Draws the gauge with `style`'s body instead of its own bar and labels.
    func renderStyled(_ style: AnyGaugeStyle, configuration: GaugeStyleConfiguration, context: RenderContext) {
        var inner = context
        inner.environment.controls.customGaugeStyle = nil
        styled.render(style.body(configuration), owner: self, in: widget, context: inner) {
            for part in [slots.label, row, slots.current] as [Widget] { part.isVisible = false }
        }
    }

    /// Drops the custom style's body (a built-in style draws the gauge again).
    func endStyled() {
        if styled.end(in: widget) { row.isVisible = true }
    }
}

extension Gauge: PrimitiveView, DescribableView {
    func makeNode() -> GaugeNode { GaugeNode(viewType: Self.self) }

    func updateNode(_ node: GaugeNode, context: RenderContext) {
        let upper = bounds.upperBound > bounds.lowerBound ? bounds.upperBound : bounds.lowerBound + 1
        let clamped = min(upper, max(bounds.lowerBound, value))
        let fraction = (clamped - bounds.lowerBound) / (upper - bounds.lowerBound)
        if let style = context.environment.controls.customGaugeStyle {
            let configuration = GaugeStyleConfiguration(
                value: fraction, label: .init(content: StyleContent(label)),
                currentValueLabel: currentValueLabel.map { .init(content: StyleContent($0)) },
                minimumValueLabel: minimumValueLabel.map { .init(content: StyleContent($0)) },
                maximumValueLabel: maximumValueLabel.map { .init(content: StyleContent($0)) })
            return node.renderStyled(style, configuration: configuration, context: context)
        }
        node.endStyled()
        node.label = reconcile(node.label, with: label, parent: node, context: context)
        if let minimumValueLabel { node.minimum = reconcile(node.minimum, with: minimumValueLabel, parent: node, context: context) }
        if let maximumValueLabel { node.maximum = reconcile(node.maximum, with: maximumValueLabel, parent: node, context: context) }
        if let currentValueLabel { node.current = reconcile(node.current, with: currentValueLabel, parent: node, context: context) }
        let controls = context.environment.controls
        node.show(fraction: fraction, kind: controls.gauge, size: controls.controlSize, tint: controls.tint)
        node.sync()
        node.bar.setRange(lower: bounds.lowerBound, upper: upper)
        node.bar.value = clamped
        if let name = GtkUI.describe(label).title {
            node.bar.setAccessibleLabel(name)
            node.ring?.area.setAccessibleLabel(name)
        }
        node.tint.apply(controls.tint, selectors: TintStyler.levelFill, to: node.bar)
        node.applyCommonEnvironment(context)
    }

    func describe(into description: inout ControlDescription) {
        GtkUI.describe(label, into: &description)
    }
}
