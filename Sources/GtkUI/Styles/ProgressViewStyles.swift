import Gtk

/// How progress views draw.
enum ProgressStyleKind: Equatable, Sendable { case automatic, linear, circular }

/// A built-in way to draw progress views (SwiftUI's `ProgressViewStyle`).
///
/// `.linear` is a bar (a bouncing one while indeterminate), `.circular` a
/// spinner while indeterminate. A determinate circular view is drawn as a
/// bar (GTK has no determinate circle). Styles of one's own are not supported.
@MainActor @preconcurrency
public protocol ProgressViewStyle {}

/// The platform's default: a bar with a value, a spinner without.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// Creates the style.
    public init() {}
}
/// A bar.
public struct LinearProgressViewStyle: ProgressViewStyle {
    /// Creates the style.
    public init() {}
}
/// A spinner.
public struct CircularProgressViewStyle: ProgressViewStyle {
    /// Creates the style.
    public init() {}
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
    /// Sets how the progress views inside this view draw.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        let kind: ProgressStyleKind =
            switch style {
            case is LinearProgressViewStyle: .linear
            case is CircularProgressViewStyle: .circular
            default: .automatic
            }
        return EnvironmentWriter(content: self) { $0.controls.progress = kind }
    }
}
