import Gtk

/// A control for choosing a value from a range (SwiftUI's `Slider`): a
/// GtkScale, between optional minimum and maximum value labels.
///
/// The scale's accessible name is the label's text without a trailing
/// " (<value>)", since the slider announces its value itself: the label
/// "Font Size (12)" gives the name "Font Size".
///
/// ```swift
/// Slider(value: $fontSize, in: 8...120,
///        minimumValueLabel: Text("A").font(.system(size: 8)),
///        maximumValueLabel: Text("A").font(.system(size: 16))) {
///     Text("Font Size (\(Int(fontSize)))")
/// }
/// ```
public struct Slider<Label: View, ValueLabel: View>: View {
    /// `Never`: a primitive view, rendered as a `GtkScale`.
    public typealias Body = Never
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let step: Double?
    let onEditingChanged: (Bool) -> Void
    let label: Label
    let minimumValueLabel: ValueLabel
    let maximumValueLabel: ValueLabel

    init<V: BinaryFloatingPoint>(
        value: Binding<V>, bounds: ClosedRange<V>, step: Double?,
        onEditingChanged: @escaping (Bool) -> Void,
        label: Label, minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel
    ) {
        self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = step.flatMap { $0 > 0 ? $0 : nil }
        self.onEditingChanged = onEditingChanged
        self.label = label
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }
}

extension Slider {
    /// A slider with a label and views at the minimum and maximum ends.
    public init<V>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    )
    where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged, label: label(),
            minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }

    /// A stepped slider with a label and views at the minimum and maximum ends.
    public init<V>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    )
    where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: Double(step), onEditingChanged: onEditingChanged, label: label(),
            minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }

    /// A slider with value labels given as views and a trailing label closure
    /// (the form SwiftUI's toolbar sample uses).
    public init<V>(
        value: Binding<V>, in bounds: ClosedRange<V>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
    )
    where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged, label: label(),
            minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel)
    }

    /// A stepped slider with value labels given as views and a trailing label closure.
    public init<V>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in },
        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
    )
    where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: Double(step), onEditingChanged: onEditingChanged, label: label(),
            minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider with a label.
    public init<V>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    )
    where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged, label: label(),
            minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView())
    }

    /// A stepped slider with a label.
    public init<V>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    )
    where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: Double(step), onEditingChanged: onEditingChanged, label: label(),
            minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView())
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider without labels.
    public init<V>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged, label: EmptyView(),
            minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView())
    }

    /// A stepped slider without labels.
    public init<V>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    )
    where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: Double(step), onEditingChanged: onEditingChanged, label: EmptyView(),
            minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView())
    }
}

extension Slider {
    /// The label's text without a trailing " (<value>)" showing `value`
    /// (within 1, so truncated and rounded numbers both match; units after
    /// the number are allowed: "Zoom (150 %)").
    static func stableTitle(_ title: String, value: Double) -> String {
        guard title.hasSuffix(")"), let open = title.range(of: " (", options: .backwards) else { return title }
        let inner = title[open.upperBound..<title.index(before: title.endIndex)]
        let number = inner.trimmingCharacters(in: CharacterSet(charactersIn: "0123456789.,-+").inverted)
        guard let shown = Double(number.replacingOccurrences(of: ",", with: ".")), abs(shown - value) < 1 else { return title }
        return String(title[..<open.lowerBound])
    }
}

extension Slider: ObservesBindings {}
