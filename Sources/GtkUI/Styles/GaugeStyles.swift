import Gtk

/// How gauges draw.
enum GaugeStyleKind: Equatable, Sendable { case linear, circular }

/// A way to draw gauges (SwiftUI's `GaugeStyle`).
///
/// The built-in styles: the linear ones (`.automatic`, `.linearCapacity`,
/// `.accessoryLinear`, `.accessoryLinearCapacity`) are a GNOME level bar
/// between the bound labels; the circular ones (`.accessoryCircular`,
/// `.accessoryCircularCapacity`, `.circular`) a ring filled clockwise with
/// the current value label inside and the bound labels under it. A style
/// of one's own draws the gauge with its `makeBody`.
///
/// ```swift
/// Gauge(value: battery, in: 0...100) { Text("Battery") } currentValueLabel: { Text("\(Int(battery))") }
///     .gaugeStyle(.accessoryCircularCapacity)
/// ```
@MainActor @preconcurrency
public protocol GaugeStyle {
    /// The view the style draws a gauge as.
    associatedtype Body: View
    /// Draws a gauge from its value and labels.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
    /// What a `GaugeStyle` draws a gauge from.
    typealias Configuration = GaugeStyleConfiguration
}

/// A gauge's value and labels, as a `GaugeStyle` receives them (SwiftUI's `GaugeStyleConfiguration`).
public struct GaugeStyleConfiguration {
    /// The gauge's label, as a view.
    public struct Label: View, StyleContentView {
        /// `Never`: the gauge's own label view is drawn.
        public typealias Body = Never
        let content: StyleContent
    }
    /// The gauge's current value label, as a view.
    public struct CurrentValueLabel: View, StyleContentView {
        /// `Never`: the gauge's own current value label is drawn.
        public typealias Body = Never
        let content: StyleContent
    }
    /// The gauge's minimum value label, as a view.
    public struct MinimumValueLabel: View, StyleContentView {
        /// `Never`: the gauge's own minimum value label is drawn.
        public typealias Body = Never
        let content: StyleContent
    }
    /// The gauge's maximum value label, as a view.
    public struct MaximumValueLabel: View, StyleContentView {
        /// `Never`: the gauge's own maximum value label is drawn.
        public typealias Body = Never
        let content: StyleContent
    }
    /// Where the value is between the bounds, 0…1.
    public let value: Double
    /// The label.
    public var label: Label
    /// The current value label, if the gauge has one.
    public var currentValueLabel: CurrentValueLabel?
    /// The minimum value label, if the gauge has one.
    public var minimumValueLabel: MinimumValueLabel?
    /// The maximum value label, if the gauge has one.
    public var maximumValueLabel: MaximumValueLabel?
}

/// The built-in gauge styles, which GtkUI draws itself.
@MainActor
protocol BuiltInGaugeStyle: GaugeStyle {
    var kind: GaugeStyleKind { get }
}

/// A `GaugeStyle` of the app's own, its type erased.
@MainActor
struct AnyGaugeStyle {
    let body: @MainActor (GaugeStyleConfiguration) -> StyleContent

    init<S: GaugeStyle>(_ style: S) { body = { StyleContent(style.makeBody(configuration: $0)) } }
}

/// The platform's default: a level bar.
public struct DefaultGaugeStyle: BuiltInGaugeStyle {
    /// Creates the style.
    public init() {}
    var kind: GaugeStyleKind { .linear }
    /// The built-in gauge.
    public func makeBody(configuration: Configuration) -> some View { GaugeStyleBody(configuration: configuration, kind: kind) }
}
/// A level bar filled to the value.
public struct LinearCapacityGaugeStyle: BuiltInGaugeStyle {
    /// Creates the style.
    public init() {}
    var kind: GaugeStyleKind { .linear }
    /// The built-in gauge.
    public func makeBody(configuration: Configuration) -> some View { GaugeStyleBody(configuration: configuration, kind: kind) }
}
/// A compact bar (a widget's accessory on Apple platforms): a level bar here.
public struct AccessoryLinearGaugeStyle: BuiltInGaugeStyle {
    /// Creates the style.
    public init() {}
    var kind: GaugeStyleKind { .linear }
    /// The built-in gauge.
    public func makeBody(configuration: Configuration) -> some View { GaugeStyleBody(configuration: configuration, kind: kind) }
}
/// A compact bar filled to the value: a level bar here.
public struct AccessoryLinearCapacityGaugeStyle: BuiltInGaugeStyle {
    /// Creates the style.
    public init() {}
    var kind: GaugeStyleKind { .linear }
    /// The built-in gauge.
    public func makeBody(configuration: Configuration) -> some View { GaugeStyleBody(configuration: configuration, kind: kind) }
}
/// A ring with the current value inside.
public struct AccessoryCircularGaugeStyle: BuiltInGaugeStyle {
    /// Creates the style.
    public init() {}
    var kind: GaugeStyleKind { .circular }
    /// The built-in gauge.
    public func makeBody(configuration: Configuration) -> some View { GaugeStyleBody(configuration: configuration, kind: kind) }
}
/// A ring filled to the value, with the current value inside.
public struct AccessoryCircularCapacityGaugeStyle: BuiltInGaugeStyle {
    /// Creates the style.
    public init() {}
    var kind: GaugeStyleKind { .circular }
    /// The built-in gauge.
    public func makeBody(configuration: Configuration) -> some View { GaugeStyleBody(configuration: configuration, kind: kind) }
}
/// A ring (watchOS's circular gauge).
public struct CircularGaugeStyle: BuiltInGaugeStyle {
    /// Creates the style.
    public init() {}
    var kind: GaugeStyleKind { .circular }
    /// The built-in gauge.
    public func makeBody(configuration: Configuration) -> some View { GaugeStyleBody(configuration: configuration, kind: kind) }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The platform's default: a level bar.
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}
extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A level bar filled to the value.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// A compact bar.
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// A compact bar filled to the value.
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// A ring with the current value inside.
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// A ring filled to the value, with the current value inside.
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}
extension GaugeStyle where Self == CircularGaugeStyle {
    /// A ring.
    public static var circular: CircularGaugeStyle { CircularGaugeStyle() }
}

/// A built-in style's gauge drawn from a configuration (a style of the
/// app's own may wrap it): a gauge of the configuration's parts.
struct GaugeStyleBody: View {
    let configuration: GaugeStyleConfiguration
    let kind: GaugeStyleKind

    var body: some View {
        Gauge<GaugeStyleConfiguration.Label, AnyView, AnyView, EmptyView>(
            value: configuration.value, bounds: 0...1, label: configuration.label,
            currentValueLabel: configuration.currentValueLabel.map { AnyView($0) },
            minimumValueLabel: configuration.minimumValueLabel.map { AnyView($0) },
            maximumValueLabel: configuration.maximumValueLabel.map { AnyView($0) }
        )
        .environment(\.gaugeStyleKind, kind)
    }
}

extension EnvironmentValues {
    /// How gauges inside draw (built-in styles).
    var gaugeStyleKind: GaugeStyleKind {
        get { controls.gauge }
        set {
            controls.gauge = newValue
            controls.customGaugeStyle = nil
        }
    }
}

extension View {
    /// Sets how the gauges inside this view draw: a built-in style, or a
    /// `GaugeStyle` of the app's own.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        let kind = (style as? any BuiltInGaugeStyle)?.kind
        return EnvironmentWriter(content: self) { environment in
            if let kind {
                environment.gaugeStyleKind = kind
            } else {
                environment.controls.customGaugeStyle = AnyGaugeStyle(style)
            }
        }
    }
}
