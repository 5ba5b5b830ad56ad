import Gtk

/// How toggles draw.
enum ToggleStyleKind: Equatable, Sendable { case automatic, switchStyle, checkbox, button }

/// A way to draw toggles (SwiftUI's `ToggleStyle`).
///
/// The built-in styles: `.switch` is a GNOME switch after the label,
/// `.checkbox` a check box, `.button` a toggle button showing the label. A
/// style of one's own draws the toggle with its `makeBody`, turning it on
/// and off through `configuration.$isOn` (or `configuration.isOn.toggle()`).
///
/// ```swift
/// struct StarToggleStyle: ToggleStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Button { configuration.isOn.toggle() } label: {
///             Label { configuration.label } icon: {
///                 Image(systemName: configuration.isOn ? "star.fill" : "star")
///             }
///         }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol ToggleStyle {
    /// The view the style draws a toggle as.
    associatedtype Body: View
    /// Draws a toggle from its label and its binding.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
    /// What a `ToggleStyle` draws a toggle from.
    typealias Configuration = ToggleStyleConfiguration
}

/// A toggle's label and state, as a `ToggleStyle` receives them (SwiftUI's
/// `ToggleStyleConfiguration`).
public struct ToggleStyleConfiguration {
    /// The toggle's label, as a view.
    public struct Label: View, StyleContentView {
        /// `Never`: the toggle's own label view is drawn.
        public typealias Body = Never
        let content: StyleContent
    }
    /// The toggle's label.
    public let label: ToggleStyleConfiguration.Label
    /// Whether the toggle is on; writing it turns the toggle on or off.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values, some on and some off
    /// (GtkUI's toggles have one binding, so this is false unless a style sets it).
    public var isMixed: Bool

    init(label: ToggleStyleConfiguration.Label, isOn: Binding<Bool>) {
        self.label = label
        _isOn = isOn
        isMixed = false
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// A toggle drawn from a `ToggleStyle`'s configuration, in the style that
    /// was in effect outside the one calling it.
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
    }
}

/// The built-in toggle styles, which GtkUI draws itself.
@MainActor
protocol BuiltInToggleStyle: ToggleStyle {
    var kind: ToggleStyleKind { get }
}

extension BuiltInToggleStyle {
    /// The toggle drawn by this built-in style.
    func builtInBody(_ configuration: ToggleStyleConfiguration) -> some View {
        Toggle(configuration).toggleStyle(self)
    }
}

/// The platform's default: a check box (an icon-only label: a toggle button).
public struct DefaultToggleStyle: ToggleStyle, BuiltInToggleStyle {
    /// Creates the style.
    public init() {}
    var kind: ToggleStyleKind { .automatic }
    /// A GTK check box (a toggle button for an icon-only label).
    public func makeBody(configuration: Configuration) -> some View { builtInBody(configuration) }
}
/// A switch.
public struct SwitchToggleStyle: ToggleStyle, BuiltInToggleStyle {
    /// Creates the style.
    public init() {}
    var kind: ToggleStyleKind { .switchStyle }
    /// The label, then a GNOME switch.
    public func makeBody(configuration: Configuration) -> some View { builtInBody(configuration) }
}
/// A check box.
public struct CheckboxToggleStyle: ToggleStyle, BuiltInToggleStyle {
    /// Creates the style.
    public init() {}
    var kind: ToggleStyleKind { .checkbox }
    /// A GTK check box with the label.
    public func makeBody(configuration: Configuration) -> some View { builtInBody(configuration) }
}
/// A toggle button.
public struct ButtonToggleStyle: ToggleStyle, BuiltInToggleStyle {
    /// Creates the style.
    public init() {}
    var kind: ToggleStyleKind { .button }
    /// A GTK toggle button showing the label.
    public func makeBody(configuration: Configuration) -> some View { builtInBody(configuration) }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The platform's default.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}
extension ToggleStyle where Self == SwitchToggleStyle {
    /// A switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}
extension ToggleStyle where Self == CheckboxToggleStyle {
    /// A check box.
    public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}
extension ToggleStyle where Self == ButtonToggleStyle {
    /// A toggle button.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

/// A `ToggleStyle` of the app's own, its type erased, with the custom style
/// that was in effect outside it.
@MainActor
struct AnyToggleStyle {
    let outer: [AnyToggleStyle]
    let body: @MainActor (ToggleStyleConfiguration) -> StyleContent

    init<S: ToggleStyle>(_ style: S, outer: AnyToggleStyle?) {
        self.outer = outer.map { [$0] } ?? []
        body = { StyleContent(style.makeBody(configuration: $0)) }
    }
}

extension View {
    /// Sets how the toggles inside this view draw: a built-in style, or a
    /// `ToggleStyle` of the app's own.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        let kind = (style as? any BuiltInToggleStyle)?.kind
        return EnvironmentWriter(content: self) { environment in
            if let kind {
                environment.controls.toggle = kind
                environment.controls.customToggleStyle = nil
            } else {
                environment.controls.customToggleStyle = AnyToggleStyle(style, outer: environment.controls.customToggleStyle)
            }
        }
    }
}
