import Foundation
import Gtk

extension TextField {
    /// Creates a field editing `value` as `format` writes it, with any label view.
    ///
    /// The field shows `format.format(value)`. When the user commits the
    /// text (Return, or focus leaving the field) it is parsed with
    /// `format.parseStrategy` and written to `value`; text that does not
    /// parse leaves `value` as it was and the field shows it again.
    ///
    /// ```swift
    /// TextField(value: $count, format: .number) { Text("Count") }
    /// ```
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
    ) where F.FormatOutput == String {
        self.init(formatted: FormattedFieldValue(value, format: format), prompt: prompt, label: label())
    }

    /// Creates a field editing an optional `value` as `format` writes it, with any label view.
    ///
    /// Empty text, or text that does not parse, sets `value` to nil.
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
    ) where F.FormatOutput == String {
        self.init(formatted: FormattedFieldValue(optional: value, format: format), prompt: prompt, label: label())
    }
}

extension TextField where Label == Text {
    /// Creates a field titled `titleKey` (looked up in the app's translations)
    /// editing `value` as `format` writes it.
    ///
    /// ```swift
    /// TextField("Price", value: $price, format: .currency(code: "EUR"))
    /// ```
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(titleKey.resolved(), value: value, format: format, prompt: prompt)
    }

    /// Creates a field titled `title` editing `value` as `format` writes it.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt) { Text(title) }
    }

    /// Creates a field titled `titleKey` editing an optional `value`; text
    /// that is empty or does not parse sets it to nil.
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(titleKey.resolved(), value: value, format: format, prompt: prompt)
    }

    /// Creates a field titled `title` editing an optional `value`; text
    /// that is empty or does not parse sets it to nil.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt) { Text(title) }
    }
}

extension TextField {
    /// Creates a field editing `value` through a Foundation `formatter`
    /// (a `NumberFormatter`, `DateFormatter`…), with any label view.
    ///
    /// The field shows `formatter.string(for: value)`; text the user
    /// commits (Return, or focus leaving the field) is read back with the
    /// formatter (a `NumberFormatter`, `DateFormatter` or
    /// `ISO8601DateFormatter`: other formatters only show the value), and
    /// text it cannot read leaves `value` as it was.
    public init<V>(value: Binding<V>, formatter: Formatter, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(formatted: FormattedFieldValue(value, formatter: formatter), prompt: prompt, label: label())
    }
}

extension TextField where Label == Text {
    /// Creates a field titled `titleKey` (looked up in the app's
    /// translations) editing `value` through `formatter`.
    ///
    /// ```swift
    /// TextField("Quantity", value: $quantity, formatter: NumberFormatter())
    /// ```
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
        self.init(titleKey.resolved(), value: value, formatter: formatter)
    }

    /// Creates a field titled `titleKey` editing `value` through `formatter`, showing `prompt` while empty.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(titleKey.resolved(), value: value, formatter: formatter, prompt: prompt)
    }

    /// Creates a field titled `title` editing `value` through `formatter`.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) {
        self.init(value: value, formatter: formatter, prompt: nil) { Text(title) }
    }

    /// Creates a field titled `title` editing `value` through `formatter`, showing `prompt` while empty.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(value: value, formatter: formatter, prompt: prompt) { Text(title) }
    }
}

/// A text field's value of another type than `String`: how it shows as
/// text, and how text the user commits is written back.
@MainActor
struct FormattedFieldValue {
    /// The value as the field shows it.
    let text: @MainActor () -> String
    /// Parses the text and writes the value; false when it did not parse.
    let commit: @MainActor (String) -> Bool

    init<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput>, format: F) where F.FormatOutput == String {
        text = { format.format(value.wrappedValue) }
        commit = { text in
            guard let parsed = try? format.parseStrategy.parse(text) else { return false }
            value.wrappedValue = parsed
            return true
        }
    }

    init<V>(_ value: Binding<V>, formatter: Formatter) {
        text = { formatter.string(for: value.wrappedValue) ?? "" }
        commit = { text in
            guard let parsed = FormattedFieldValue.cast(FormattedFieldValue.read(text, with: formatter), to: V.self)
            else { return false }
            value.wrappedValue = parsed
            return true
        }
    }

    /// The value `formatter` reads from `text`: numbers and dates (Linux's
    /// Foundation keeps `Formatter.getObjectValue` internal, so the
    /// formatters that read text are asked through their own methods).
    private static func read(_ text: String, with formatter: Formatter) -> AnyObject? {
        if let numbers = formatter as? NumberFormatter { return numbers.number(from: text) }
        if let dates = formatter as? DateFormatter { return dates.date(from: text).map { $0 as NSDate } }
        if let dates = formatter as? ISO8601DateFormatter { return dates.date(from: text).map { $0 as NSDate } }
        return nil
    }

    /// What a formatter read, as the bound value's type: a number read by
    /// a `NumberFormatter` for an `Int`, `Double`… field; else the object itself.
    private static func cast<V>(_ object: AnyObject?, to type: V.Type) -> V? {
        if let value = object as? V { return value }
        if let date = object as? NSDate, type is Date.Type {
            return Date(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate) as? V
        }
        guard let number = object as? NSNumber else { return nil }
        let converted: Any? =
            switch type {
            case is Int.Type: number.intValue
            case is Int64.Type: number.int64Value
            case is Int32.Type: number.int32Value
            case is UInt.Type: number.uintValue
            case is Double.Type: number.doubleValue
            case is Float.Type: number.floatValue
            case is Decimal.Type: number.decimalValue
            case is Bool.Type: number.boolValue
            default: nil
            }
        return converted as? V
    }

    init<F: ParseableFormatStyle>(optional value: Binding<F.FormatInput?>, format: F) where F.FormatOutput == String {
        text = { value.wrappedValue.map(format.format) ?? "" }
        commit = { text in
            let parsed = text.isEmpty ? nil : try? format.parseStrategy.parse(text)
            value.wrappedValue = parsed
            return parsed != nil || text.isEmpty
        }
    }
}

/// The text of a field editing a formatted value.
///
/// The value's text is put in the field, and what the user typed is
/// parsed when they commit it
/// (Return, or focus leaving the field), as SwiftUI does for non-string
/// values. A value code sets while the user is typing in the field waits
/// until the typing is committed or abandoned, so it never replaces keys.
@MainActor
final class FormattedFieldText {
    var value: FormattedFieldValue
    private weak var field: Gtk::TextField?
    /// Commits when focus leaves the field (owned here, added to the field).
    private let focus = EventControllerFocus()
    /// The text last put in the field; the user has typed when it holds another.
    private var shownText: String?
    /// The value's text at the last update; another one means code set the value.
    private var valueText: String?

    init(value: FormattedFieldValue, field: Gtk::TextField) {
        self.value = value
        self.field = field
        focus.onLeave { [weak self] in self?.commit() }
        field.addController(focus)
    }

    isolated deinit { field?.removeController(focus) }

    /// Shows the value's text, unless the user is typing in the field.
    func show() {
        guard let field else { return }
        let text = value.text()
        guard text != valueText || shownText == nil else { return }
        valueText = text
        let isTyping = field.containsFocus && field.text != shownText
        if !isTyping { put(text, in: field) }
    }

    /// Parses what the user typed into the value, then shows the value's
    /// text: the new value formatted, or the last valid one when the text
    /// did not parse.
    func commit() {
        guard let field, field.text != shownText else { return }
        _ = value.commit(field.text)
        let text = value.text()
        valueText = text
        put(text, in: field)
    }

    private func put(_ text: String, in field: Gtk::TextField) {
        field.text = text
        field.cursorPosition = -1
        shownText = text
    }
}
