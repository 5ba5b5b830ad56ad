import Foundation
import Gtk

extension Stepper {
    /// Creates a stepper that moves `value` by `step` and shows it as
    /// `format` writes it, in a field the user can also type a value in.
    ///
    /// As on macOS, the value sits between the label and the − and +
    /// buttons, linked to them as GNOME links a spin button's parts. Text
    /// the user commits (Return, or focus leaving the field) is parsed
    /// with `format.parseStrategy`; text that does not parse shows the
    /// value again.
    ///
    /// ```swift
    /// Stepper(value: $zoom, step: 0.25, format: .percent) { Text("Zoom") }
    /// ```
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step, label: label, onEditingChanged: onEditingChanged)
        formattedValue = FormattedFieldValue(value, format: format)
    }

    /// Creates a stepper that moves `value` by `step` within `bounds` and
    /// shows it as `format` writes it, in a field the user can also type a
    /// value in (kept within `bounds`).
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1,
        format: F, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
        let clamped = Binding(
            get: { value.wrappedValue },
            set: { value.wrappedValue = min(max($0, bounds.lowerBound), bounds.upperBound) })
        formattedValue = FormattedFieldValue(clamped, format: format)
    }
}

extension Stepper where Label == Text {
    /// Creates a stepper titled `titleKey` (looked up in the app's
    /// translations) that moves `value` by `step` and shows it as `format` writes it.
    ///
    /// ```swift
    /// Stepper("Line Width", value: $width, step: 0.5, format: .number)
    /// ```
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(titleKey.resolved(), value: value, step: step, format: format, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper titled `title` that moves `value` by `step` and shows it as `format` writes it.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step, format: format, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper titled `titleKey` (looked up in the app's
    /// translations) that moves `value` by `step` within `bounds` and shows
    /// it as `format` writes it.
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
        step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(
            titleKey.resolved(), value: value, in: bounds, step: step, format: format, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper titled `title` that moves `value` by `step` within
    /// `bounds` and shows it as `format` writes it.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1,
        format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(
            value: value, in: bounds, step: step, format: format, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }
}

extension StepperNode {
    /// Shows `value` in the field before the buttons (nil: no field).
    func showValue(_ value: FormattedFieldValue?) {
        guard let value else {
            if let field = valueField {
                controls.remove(field)
                valueField = nil
                valueText = nil
            }
            return
        }
        if let valueText {
            valueText.value = value
        } else {
            let field = Entry(placeholder: "")
            field.textAlignment = 1
            field.valign = .center
            controls.prepend(field)
            let text = FormattedFieldText(value: value, field: field)
            field.onActivate { [weak text] in text?.commit() }
            valueField = field
            valueText = text
        }
        valueText?.show()
        // Wide enough for the value, at least a few digits.
        if let field = valueField {
            let width = max(4, field.text.count + 1)
            if field.widthInCharacters != width {
                field.widthInCharacters = width
                field.maximumWidthInCharacters = width
            }
        }
    }
}
