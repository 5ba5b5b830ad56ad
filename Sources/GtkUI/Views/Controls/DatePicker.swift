import Gtk

/// A control that picks a date and/or a time (SwiftUI's `DatePicker`).
///
/// Its label, then a button showing the chosen date; the button opens a
/// popover with a month calendar (`.date`) and hour and minute fields
/// (`.hourAndMinute`). With `.datePickerStyle(.graphical)` the calendar and
/// fields show in place of the button. Picks outside the range are brought
/// into it.
///
/// ```swift
/// DatePicker("Due", selection: $due, in: Date()..., displayedComponents: .date)
/// ```
public struct DatePicker<Label: View>: View {
    /// `Never`: a primitive view, rendered as its label beside a button whose popover holds a `GtkCalendar` (and hour and minute `GtkSpinButton`s).
    public typealias Body = Never
    let selection: Binding<Date>
    let lowerBound: Date?
    let upperBound: Date?
    let components: DatePickerComponents
    let label: Label

    /// A date picker with any label view.
    public init(
        selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, lower: nil, upper: nil, components: displayedComponents, label: label())
    }
    /// A date picker limited to `range`.
    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, lower: range.lowerBound, upper: range.upperBound, components: displayedComponents, label: label())
    }
    /// A date picker limited to dates from `range`'s start.
    public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, lower: range.lowerBound, upper: nil, components: displayedComponents, label: label())
    }
    /// A date picker limited to dates up to `range`'s end.
    public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, lower: nil, upper: range.upperBound, components: displayedComponents, label: label())
    }

    init(selection: Binding<Date>, lower: Date?, upper: Date?, components: DatePickerComponents, label: Label) {
        self.selection = selection
        self.lowerBound = lower
        self.upperBound = upper
        self.components = components.isEmpty ? [.date] : components
        self.label = label
    }

    /// `date` brought into the picker's range.
    func clamped(_ date: Date) -> Date {
        var result = date
        if let lowerBound, result < lowerBound { result = lowerBound }
        if let upperBound, result > upperBound { result = upperBound }
        return result
    }
}

extension DatePicker where Label == Text {
    /// A date picker titled `title`.
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }
    /// A date picker titled `title`, limited to `range`.
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
    /// A date picker titled `title`, limited to dates from `range`'s start.
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
    /// A date picker titled `title`, limited to dates up to `range`'s end.
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
}

/// Which parts of a date a `DatePicker` edits (SwiftUI's `DatePickerComponents`).
public struct DatePickerComponents: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: UInt
    /// Creates options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The day, month and year.
    public static let date = DatePickerComponents(rawValue: 1)
    /// The hour and minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 2)
}

extension DatePicker: PrimitiveView, ObservesBindings, DescribableView {
    func makeNode() -> DatePickerNode { DatePickerNode(viewType: Self.self) }

    func updateNode(_ node: DatePickerNode, context: RenderContext) {
        node.content = reconcile(node.content, with: label, parent: node, context: context)
        node.syncLabel()
        node.setLabelHidden(context.environment.containers.labelsHidden)
        node.setInline(context.environment.controls.datePicker.isInline)
        let selection = self.selection
        node.commit = { [self] date in
            let value = clamped(date)
            selection.wrappedValue = value
            return value
        }
        node.show(
            selection.wrappedValue, components: components,
            name: GtkUI.describe(label).title ?? localized("Date"))
        node.applyCommonEnvironment(context)
        WidgetProps.applyCommon(node.button, context)
    }

    func describe(into description: inout ControlDescription) {
        GtkUI.describe(label, into: &description)
    }
}
