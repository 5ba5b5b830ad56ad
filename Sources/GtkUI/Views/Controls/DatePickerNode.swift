import Gtk

/// The node of a `DatePicker`: the label, and a menu button whose popover
/// holds a month calendar and hour/minute fields, following the binding.
@MainActor
final class DatePickerNode: WidgetNode<Box> {
    let button = MenuButton()
    let calendar = MonthCalendar()
    let hour = SpinButton(lower: 0, upper: 23, step: 1)
    let minute = SpinButton(lower: 0, upper: 59, step: 1)
    private let labelRow = Box(.horizontal)
    private let timeRow = Box(.horizontal, spacing: 6)
    /// The calendar above the time fields: in the popover, or in place (`.graphical`).
    private let column = Box(.vertical, spacing: 6)
    private let popover = Popover()
    private var isInline = false
    private lazy var children = BoxChildren(labelRow)
    var content: ViewNode?
    /// Writes a picked date to the binding; returns the date kept (clamped).
    var commit: (Date) -> Date = { $0 }
    private var shown = Date()
    private var name = localized("Date")
    private var isUpdating = false
    private var timeZoneCalendar: Foundation.Calendar { Foundation.Calendar.current }

    init(viewType: Any.Type) {
        super.init(viewType: viewType, widget: Box(.horizontal, spacing: 12))
        labelRow.hexpand = true
        labelRow.valign = .center
        button.valign = .center
        column.append(calendar)
        timeRow.halign = .center
        hour.wraps = true
        minute.wraps = true
        hour.setAccessibleLabel(localized("Hour"))
        minute.setAccessibleLabel(localized("Minute"))
        timeRow.append(hour)
        timeRow.append(LabelWidget(":"))
        timeRow.append(minute)
        column.append(timeRow)
        popover.setChild(column)
        button.setPopover(popover)
        widget.append(labelRow)
        widget.append(button)
        calendar.onDaySelected { [weak self] in self?.userPicked() }
        hour.onValueChanged { [weak self] in self?.userPicked() }
        minute.onValueChanged { [weak self] in self?.userPicked() }
    }

    func syncLabel() { children.sync(content?.widgets ?? []) }
    /// `.labelsHidden()`: the button alone.
    func setLabelHidden(_ hidden: Bool) { if labelRow.isVisible == hidden { labelRow.isVisible = !hidden } }
    override func childWidgetsChanged(_ child: ViewNode) { syncLabel() }

    /// `.graphical`: the calendar and time fields in place of the button;
    /// otherwise in the button's popover.
    func setInline(_ inline: Bool) {
        guard inline != isInline else { return }
        isInline = inline
        if inline {
            popover.setChild(nil)
            widget.append(column)
        } else {
            widget.remove(column)
            popover.setChild(column)
        }
        button.isVisible = !inline
        labelRow.valign = inline ? .start : .center
    }

    /// Shows `date` in the button, the calendar and the time fields.
    func show(_ date: Date, components: DatePickerComponents, name: String) {
        shown = date
        if !name.isEmpty { self.name = name }
        isUpdating = true
        defer { isUpdating = false }
        let parts = timeZoneCalendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        calendar.selectedDay = (parts.year ?? 2000, parts.month ?? 1, parts.day ?? 1)
        hour.value = Double(parts.hour ?? 0)
        minute.value = Double(parts.minute ?? 0)
        calendar.isVisible = components.contains(.date)
        timeRow.isVisible = components.contains(.hourAndMinute)
        let formatter = DateFormatter()
        formatter.dateStyle = components.contains(.date) ? .medium : .none
        formatter.timeStyle = components.contains(.hourAndMinute) ? .short : .none
        let text = formatter.string(from: date)
        button.setLabel(text)
        button.setAccessibleLabel("\(self.name): \(text)")
        calendar.setAccessibleLabel(self.name)
    }

    /// The user changed the day or the time: the new date, written to the binding.
    private func userPicked() {
        guard !isUpdating else { return }
        let day = calendar.selectedDay
        var parts = timeZoneCalendar.dateComponents([.second], from: shown)
        parts.year = day.year
        parts.month = day.month
        parts.day = day.day
        parts.hour = Int(hour.value)
        parts.minute = Int(minute.value)
        guard let picked = timeZoneCalendar.date(from: parts) else { return }
        let kept = commit(picked)
        if kept != picked { show(kept, components: currentComponents, name: "") }
        shown = kept
    }

    private var currentComponents: DatePickerComponents {
        var components: DatePickerComponents = []
        if calendar.isVisible { components.insert(.date) }
        if timeRow.isVisible { components.insert(.hourAndMinute) }
        return components
    }
}
