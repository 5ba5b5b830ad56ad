import Gtk

/// How progress views draw.
enum ProgressStyleKind: Equatable, Sendable { case automatic, linear, circular }

/// A way to draw progress views (SwiftUI's `ProgressViewStyle`).
///
/// The built-in styles: `.linear` is a bar (a bouncing one while
/// indeterminate), `.circular` a spinner while indeterminate and a ring
/// filled from the top while determinate (`ProgressRing`). A style of one's own draws the progress view with its
/// `makeBody`, from `configuration.fractionCompleted` and the labels;
/// `ProgressView(configuration)` inside it draws the built-in view.
///
/// ```swift
/// struct ThickBarStyle: ProgressViewStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         ProgressView(configuration).padding(4).background(.quaternary, in: .capsule)
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    /// The view the style draws a progress view as.
    associatedtype Body: View
    /// Draws a progress view from its fraction completed and its labels.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
    /// What a `ProgressViewStyle` draws a progress view from.
    typealias Configuration = ProgressViewStyleConfiguration
}

/// A progress view's fraction and labels, as a `ProgressViewStyle`
/// receives them (SwiftUI's `ProgressViewStyleConfiguration`).
public struct ProgressViewStyleConfiguration {
    /// The progress view's label, as a view.
    public struct Label: View, StyleContentView {
        /// `Never`: the progress view's own label view is drawn.
        public typealias Body = Never
        let content: StyleContent
    }
    /// The progress view's current value label, as a view.
    public struct CurrentValueLabel: View, StyleContentView {
        /// `Never`: the progress view's own current value label is drawn.
        public typealias Body = Never
        let content: StyleContent
    }
    /// The part done, 0…1; nil while indeterminate.
    public let fractionCompleted: Double?
    /// The label, if the progress view has one.
    public var label: ProgressViewStyleConfiguration.Label?
    /// The current value label, if the progress view has one.
    public var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel?
}

/// The built-in progress view styles, which GtkUI draws itself.
@MainActor
protocol BuiltInProgressViewStyle: ProgressViewStyle {
    var kind: ProgressStyleKind { get }
}

extension BuiltInProgressViewStyle {
    /// The progress view drawn by this built-in style.
    func builtInBody(_ configuration: ProgressViewStyleConfiguration) -> some View {
        ProgressView(configuration).progressViewStyle(self)
    }
}

/// A `ProgressViewStyle` of the app's own, its type erased, with the custom
/// style that was in effect outside it.
@MainActor
struct AnyProgressViewStyle {
    let outer: [AnyProgressViewStyle]
    let body: @MainActor (ProgressViewStyleConfiguration) -> StyleContent

    init<S: ProgressViewStyle>(_ style: S, outer: AnyProgressViewStyle?) {
        self.outer = outer.map { [$0] } ?? []
        body = { StyleContent(style.makeBody(configuration: $0)) }
    }
}

/// The platform's default: a bar with a value, a spinner without.
public struct DefaultProgressViewStyle: BuiltInProgressViewStyle {
    /// Creates the style.
    public init() {}
    var kind: ProgressStyleKind { .automatic }
    /// The built-in progress view.
    public func makeBody(configuration: Configuration) -> some View { builtInBody(configuration) }
}
/// A bar.
public struct LinearProgressViewStyle: BuiltInProgressViewStyle {
    /// Creates the style.
    public init() {}
    var kind: ProgressStyleKind { .linear }
    /// The built-in progress view.
    public func makeBody(configuration: Configuration) -> some View { builtInBody(configuration) }
}
/// A spinner.
public struct CircularProgressViewStyle: BuiltInProgressViewStyle {
    /// Creates the style.
    public init() {}
    var kind: ProgressStyleKind { .circular }
    /// The built-in progress view.
    public func makeBody(configuration: Configuration) -> some View { builtInBody(configuration) }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The platform's default.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}
extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A spinner.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension View {
    /// Sets how the progress views inside this view draw: a built-in
    /// style, or a `ProgressViewStyle` of the app's own.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        let kind = (style as? any BuiltInProgressViewStyle)?.kind
        return EnvironmentWriter(content: self) { environment in
            if let kind {
                environment.controls.progress = kind
                environment.controls.customProgressViewStyle = nil
            } else {
                environment.controls.customProgressViewStyle = AnyProgressViewStyle(
                    style, outer: environment.controls.customProgressViewStyle)
            }
        }
    }
}
