import Gtk

/// Shows the progress of a task (SwiftUI's `ProgressView`).
///
/// With a value, a GNOME progress bar as wide as the space offered (in a
/// toolbar, GTK's natural 150 px) filled to `value / total`; without
/// one (or with nil), a spinner, or with `.progressViewStyle(.linear)` a
/// bouncing bar. A label shows above the indicator, the current value
/// label below it.
///
/// ```swift
/// ProgressView("Downloading", value: received, total: size)
/// ```
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    /// `Never`: a primitive view, rendered as a `GtkProgressBar` or a `GtkSpinner`, with its labels.
    public typealias Body = Never
    /// The part done, 0…1; nil while indeterminate.
    let fraction: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// An indeterminate progress view with a label.
    public init(@ViewBuilder label: () -> Label) {
        self.init(fraction: nil, label: label(), currentValueLabel: nil)
    }

    /// A progress view filled to `value / total` (indeterminate while `value` is nil).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(fraction: ProgressFraction.of(value, total), label: label(), currentValueLabel: nil)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view (a spinner).
    public init() { self.init(fraction: nil, label: nil, currentValueLabel: nil) }

    /// A progress view filled to `value / total`.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(fraction: ProgressFraction.of(value, total), label: nil, currentValueLabel: nil)
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.init(fraction: nil, label: Text(title), currentValueLabel: nil)
    }

    /// A progress view titled `title`, filled to `value / total`.
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(fraction: ProgressFraction.of(value, total), label: Text(title), currentValueLabel: nil)
    }
}

extension ProgressView {
    /// A progress view filled to `value / total`, with a label and a current value label.
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(fraction: ProgressFraction.of(value, total), label: label(), currentValueLabel: currentValueLabel())
    }
}

extension ProgressView
where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// A progress view drawn from a `ProgressViewStyle`'s configuration, in
    /// the style that was in effect outside the one calling it.
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(fraction: configuration.fractionCompleted, label: configuration.label, currentValueLabel: configuration.currentValueLabel)
    }
}

/// The fraction a progress view shows.
enum ProgressFraction {
    static func of<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
        guard let value else { return nil }
        guard total > 0 else { return 0 }
        return min(1, max(0, Double(value) / Double(total)))
    }
}

/// The node of a progress view: the label, the indicator (a bar or a
/// spinner), the current value label, in a column.
@MainActor
final class ProgressNode: WidgetNode<Box> {
    private let labelBox = Box(.vertical)
    private let valueBox = Box(.vertical)
    private(set) lazy var bar = ProgressBar()
    private(set) lazy var spinner = Spinner()
    /// The determinate circular indicator, made the first time one shows.
    private(set) var ring: ProgressRing?
    private lazy var labelChildren = BoxChildren(labelBox)
    private lazy var valueChildren = BoxChildren(valueBox)
    var label: ViewNode?
    var currentValue: ViewNode?
    private var indicator: Widget?
    /// Moves an indeterminate bar while it shows.
    private var pulse: TimeoutSource?
    let tint = TintStyler()

    init(viewType: Any.Type) {
        super.init(viewType: viewType, widget: Box(.vertical, spacing: 6))
        // SwiftUI puts the label and the current value at the leading edge, over a bar of the offered width.
        labelBox.halign = .start
        valueBox.halign = .start
        widget.append(labelBox)
        widget.append(valueBox)
    }

    /// Shows a bar filled to `fraction`, or an indeterminate indicator.
    ///
    /// A bar takes the width offered, as SwiftUI's linear progress view is
    /// flexible across; in a toolbar (`inToolbar`) it keeps GTK's natural
    /// width (150 px), as a toolbar item is as wide as its content.
    func showIndicator(
        fraction: Double?, style: ProgressStyleKind, size: ControlSize = .regular, tint: String? = nil, inToolbar: Bool = false
    ) {
        if bar.hexpand == inToolbar { bar.hexpand = !inToolbar }
        let wanted: Widget
        if let fraction, style == .circular {
            let ring = self.ring ?? ProgressRing()
            self.ring = ring
            ring.update(fraction: fraction, size: size, tint: tint)
            wanted = ring.area
        } else if let fraction {
            bar.fraction = fraction
            wanted = bar
        } else if style == .linear {
            wanted = bar
        } else {
            wanted = spinner
        }
        let pulses = fraction == nil && style == .linear
        if pulses, pulse == nil {
            pulse = TimeoutSource(milliseconds: 100, repeats: true) { [weak self] in self?.bar.pulse() }
        } else if !pulses {
            pulse?.cancel()
            pulse = nil
        }
        if let indicator, indicator.isSameObject(as: wanted) { return }
        if let indicator { widget.remove(indicator) }
        widget.insert(wanted, after: labelBox)
        indicator = wanted
    }

    func sync() {
        labelChildren.sync(label?.widgets ?? [])
        valueChildren.sync(currentValue?.widgets ?? [])
        labelBox.isVisible = !(label?.widgets.isEmpty ?? true)
        valueBox.isVisible = !(currentValue?.widgets.isEmpty ?? true)
    }

    override func childWidgetsChanged(_ child: ViewNode) {
        if !styled.childWidgetsChanged(child) { sync() }
    }

    isolated deinit { pulse?.cancel() }

    /// The body of a `ProgressViewStyle` of the app's own, while one draws the view.
    private let styled = StyledBodyColumn()

    /// Draws the view with `style`'s body instead of GTK's indicator and labels.
    func renderStyled(_ style: AnyProgressViewStyle, configuration: ProgressViewStyleConfiguration, context: RenderContext) {
        var inner = context
        inner.environment.controls.customProgressViewStyle = style.outer.first
        styled.render(style.body(configuration), owner: self, in: widget, context: inner) {
            for part in [labelBox, valueBox] + (indicator.map { [$0] } ?? []) { part.isVisible = false }
            pulse?.cancel()
            pulse = nil
        }
    }

    /// Drops the custom style's body (a built-in style draws the view again).
    func endStyled() {
        if styled.end(in: widget) { indicator?.isVisible = true }
    }
}

extension ProgressView: PrimitiveView, DescribableView {
    func makeNode() -> ProgressNode { ProgressNode(viewType: Self.self) }

    func updateNode(_ node: ProgressNode, context: RenderContext) {
        if let style = context.environment.controls.customProgressViewStyle {
            let configuration = ProgressViewStyleConfiguration(
                fractionCompleted: fraction, label: label.map { .init(content: StyleContent($0)) },
                currentValueLabel: currentValueLabel.map { .init(content: StyleContent($0)) })
            return node.renderStyled(style, configuration: configuration, context: context)
        }
        node.endStyled()
        if let label { node.label = reconcile(node.label, with: label, parent: node, context: context) }
        if let currentValueLabel {
            node.currentValue = reconcile(node.currentValue, with: currentValueLabel, parent: node, context: context)
        }
        node.showIndicator(
            fraction: fraction, style: context.environment.controls.progress,
            size: context.environment.controls.controlSize, tint: context.environment.controls.tint,
            inToolbar: context.environment.toolbarItem != nil)
        node.tint.apply(context.environment.controls.tint, selectors: TintStyler.progressFill, to: node.bar)
        ControlSize.apply(context.environment.controls.controlSize, to: node.bar)
        node.sync()
        if let name = label.flatMap({ GtkUI.describe($0).title }) {
            node.bar.setAccessibleLabel(name)
            node.spinner.setAccessibleLabel(name)
            node.ring?.area.setAccessibleLabel(name)
        }
        node.applyCommonEnvironment(context)
    }

    func describe(into description: inout ControlDescription) {
        if let label { GtkUI.describe(label, into: &description) }
    }
}
