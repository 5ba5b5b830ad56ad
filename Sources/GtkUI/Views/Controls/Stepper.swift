import Gtk

/// A control that steps a value up and down (SwiftUI's `Stepper`).
///
/// Its label, then GNOME's linked − and + buttons. With a value and a
/// range, each press moves the value by `step`, staying in the range (the
/// button that would leave it is insensitive); with `onIncrement` and
/// `onDecrement`, each press calls them.
///
/// ```swift
/// Stepper("Copies: \(copies)", value: $copies, in: 1...99)
/// ```
public struct Stepper<Label: View>: View {
    /// `Never`: a primitive view, rendered as its label beside decrement and increment buttons.
    public typealias Body = Never
    let label: Label
    let increment: (() -> Void)?
    let decrement: (() -> Void)?
    /// Whether the value may go up and down (always, without a range).
    let canStep: @MainActor () -> (up: Bool, down: Bool)
    let onEditingChanged: (Bool) -> Void
    /// The value shown, and edited, in a field between the label and the
    /// buttons (the `format:` initializers; see `Stepper+Format.swift`).
    var formattedValue: FormattedFieldValue?

    /// Creates a stepper that calls `onIncrement` and `onDecrement`.
    public init(
        @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        self.increment = onIncrement
        self.decrement = onDecrement
        let (up, down) = (onIncrement != nil, onDecrement != nil)
        self.canStep = { (up, down) }
        self.onEditingChanged = onEditingChanged
    }

    /// Creates a stepper that moves `value` by `step` within `bounds`.
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        self.increment = { value.wrappedValue = min(value.wrappedValue.advanced(by: step), bounds.upperBound) }
        self.decrement = { value.wrappedValue = max(value.wrappedValue.advanced(by: -step), bounds.lowerBound) }
        self.canStep = { (value.wrappedValue < bounds.upperBound, value.wrappedValue > bounds.lowerBound) }
        self.onEditingChanged = onEditingChanged
    }

    /// Creates a stepper that moves `value` by `step`, without bounds.
    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1,
        @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        self.increment = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
        self.decrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
        self.canStep = { (true, true) }
        self.onEditingChanged = onEditingChanged
    }
}

extension Stepper where Label == Text {
    /// Creates a titled stepper that calls `onIncrement` and `onDecrement`.
    public init<S: StringProtocol>(
        _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(
            label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement,
            onEditingChanged: onEditingChanged)
    }

    /// Creates a titled stepper that moves `value` by `step` within `bounds`.
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    /// Creates a titled stepper that moves `value` by `step`.
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }
}

/// The node of a stepper: a row of its label and the linked − + buttons.
@MainActor
final class StepperNode: WidgetNode<Box> {
    let labelRow = Box(.horizontal)
    /// The linked field and buttons.
    let controls = Box(.horizontal)
    let decrementButton = ButtonWidget()
    let incrementButton = ButtonWidget()
    var content: ViewNode?
    lazy var children = BoxChildren(labelRow)
    var increment: (() -> Void)?
    var decrement: (() -> Void)?
    var onEditingChanged: (Bool) -> Void = { _ in }
    /// The field showing a formatted value (`Stepper(value:format:)`), and its text.
    var valueField: Entry?
    var valueText: FormattedFieldText?

    init(viewType: Any.Type) {
        super.init(viewType: viewType, widget: Box(.horizontal, spacing: 12))
        labelRow.hexpand = true
        labelRow.valign = .center
        let buttons = controls
        buttons.addCSSClass("linked")
        buttons.valign = .center
        decrementButton.setIconName("value-decrease-symbolic")
        incrementButton.setIconName("value-increase-symbolic")
        decrementButton.onClicked { [weak self] in self?.step(self?.decrement) }
        incrementButton.onClicked { [weak self] in self?.step(self?.increment) }
        buttons.append(decrementButton)
        buttons.append(incrementButton)
        widget.append(labelRow)
        widget.append(buttons)
    }

    private func step(_ change: (() -> Void)?) {
        onEditingChanged(true)
        change?()
        onEditingChanged(false)
    }

    override func childWidgetsChanged(_ child: ViewNode) { children.sync(child.widgets) }
}

extension Stepper: PrimitiveView, ObservesBindings, DescribableView {
    func makeNode() -> StepperNode { StepperNode(viewType: Self.self) }

    func updateNode(_ node: StepperNode, context: RenderContext) {
        node.showValue(formattedValue)
        node.increment = increment
        node.decrement = decrement
        node.onEditingChanged = onEditingChanged
        node.content = reconcile(node.content, with: label, parent: node, context: context)
        node.children.sync(node.content?.widgets ?? [])
        node.labelRow.isVisible = !context.environment.containers.labelsHidden
        let name = GtkUI.describe(label).title ?? ""
        node.decrementButton.setAccessibleLabel(name.isEmpty ? localized("Decrement") : localized("Decrement %@", .string(name)))
        node.incrementButton.setAccessibleLabel(name.isEmpty ? localized("Increment") : localized("Increment %@", .string(name)))
        if let field = node.valueField, !name.isEmpty { field.setAccessibleLabel(name) }
        let (up, down) = canStep()
        let enabled = context.environment.isEnabled
        if node.incrementButton.isSensitive != (up && enabled) { node.incrementButton.isSensitive = up && enabled }
        if node.decrementButton.isSensitive != (down && enabled) { node.decrementButton.isSensitive = down && enabled }
        ControlSize.apply(context.environment.controls.controlSize, to: node.incrementButton)
        ControlSize.apply(context.environment.controls.controlSize, to: node.decrementButton)
    }

    func describe(into description: inout ControlDescription) {
        GtkUI.describe(label, into: &description)
    }
}
