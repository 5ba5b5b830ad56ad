import Gtk

/// How date pickers draw.
enum DatePickerStyleKind: Equatable, Sendable {
    case automatic, compact, graphical, field, stepperField, wheel

    /// The calendar and time fields shown in the view itself, not in the
    /// button's popover.
    var isInline: Bool { self == .graphical }
}

/// A built-in way to draw date pickers (SwiftUI's `DatePickerStyle`).
///
/// On GNOME: `.graphical` shows the month calendar and the hour and minute
/// fields in the view itself. Every other style is the button showing the
/// date, whose popover holds the calendar and fields (GNOME's date button):
/// GTK has no wheel, and its spin buttons are the stepper fields.
///
/// Styles of one's own are not supported.
@MainActor @preconcurrency
public protocol DatePickerStyle {}

/// The platform's default: the date button (`.compact`).
public struct DefaultDatePickerStyle: DatePickerStyle {
    /// Creates the default date picker style.
    public init() {}
}
/// A button showing the date, opening a calendar.
public struct CompactDatePickerStyle: DatePickerStyle {
    /// Creates the compact date picker style.
    public init() {}
}
/// A calendar and time fields shown in place.
public struct GraphicalDatePickerStyle: DatePickerStyle {
    /// Creates the graphical date picker style.
    public init() {}
}
/// A text field for the date (macOS); on GNOME, the date button.
public struct FieldDatePickerStyle: DatePickerStyle {
    /// Creates the field date picker style.
    public init() {}
}
/// A text field with a stepper (macOS); on GNOME, the date button, whose
/// popover steps the hour and minute.
public struct StepperFieldDatePickerStyle: DatePickerStyle {
    /// Creates the stepper field date picker style.
    public init() {}
}
/// Spinning wheels (iOS); on GNOME, the date button.
public struct WheelDatePickerStyle: DatePickerStyle {
    /// Creates the wheel date picker style.
    public init() {}
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The platform's default.
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}
extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// A button showing the date, opening a calendar.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A calendar and time fields shown in place.
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}
extension DatePickerStyle where Self == FieldDatePickerStyle {
    /// A text field for the date (macOS); on GNOME, the date button.
    public static var field: FieldDatePickerStyle { FieldDatePickerStyle() }
}
extension DatePickerStyle where Self == StepperFieldDatePickerStyle {
    /// A text field with a stepper (macOS); on GNOME, the date button.
    public static var stepperField: StepperFieldDatePickerStyle { StepperFieldDatePickerStyle() }
}
extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// Spinning wheels (iOS); on GNOME, the date button.
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension View {
    /// Sets how the date pickers inside this view draw.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        let kind: DatePickerStyleKind =
            switch style {
            case is CompactDatePickerStyle: .compact
            case is GraphicalDatePickerStyle: .graphical
            case is FieldDatePickerStyle: .field
            case is StepperFieldDatePickerStyle: .stepperField
            case is WheelDatePickerStyle: .wheel
            default: .automatic
            }
        return EnvironmentWriter(content: self) { $0.controls.datePicker = kind }
    }
}
