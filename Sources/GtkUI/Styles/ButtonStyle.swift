import Gtk

/// A way to draw buttons that keeps the standard interaction (SwiftUI's
/// `ButtonStyle`): the style draws the label, pressed or not; clicking,
/// keyboard activation and the accessible role stay GTK's button's.
///
/// On GTK the body is the child of a `GtkButton` stripped of its frame,
/// padding and background (GNOME's focus ring stays); `isPressed` follows
/// the button's own press gesture (GTK's `:active` state), so the body
/// redraws while the pointer or the space bar holds it down.
///
/// ```swift
/// struct PillButtonStyle: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label
///             .padding(8)
///             .opacity(configuration.isPressed ? 0.6 : 1)
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol ButtonStyle {
    /// The view the style draws a button as.
    associatedtype Body: View
    /// Draws a button from its label, its pressed state and its role.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
    /// What a `ButtonStyle` draws a button from.
    typealias Configuration = ButtonStyleConfiguration
}

/// A button's label, role and pressed state, as a `ButtonStyle` receives
/// them (SwiftUI's `ButtonStyleConfiguration`).
public struct ButtonStyleConfiguration {
    /// The button's label, as a view.
    public struct Label: View, StyleContentView {
        /// `Never`: the button's own label view is drawn.
        public typealias Body = Never
        let content: StyleContent
    }
    /// The button's role (`.destructive`, `.cancel`), if any.
    public let role: ButtonRole?
    /// The button's label.
    public let label: ButtonStyleConfiguration.Label
    /// Whether the user is pressing the button now.
    public let isPressed: Bool
}

/// A way to draw buttons and decide how they are operated (SwiftUI's
/// `PrimitiveButtonStyle`): the style's body replaces the button, and
/// runs the action with `configuration.trigger()` when it sees fit
/// (usually through `Button(configuration)`).
///
/// The built-in styles (`.automatic`, `.bordered`, `.borderedProminent`,
/// `.borderless`, `.plain`, `.link`) are GTK buttons in GNOME's looks.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    /// The view the style draws a button as.
    associatedtype Body: View
    /// Draws and operates a button from its label, role and action.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
    /// What a `PrimitiveButtonStyle` draws a button from.
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// A button's label, role and action, as a `PrimitiveButtonStyle`
/// receives them (SwiftUI's `PrimitiveButtonStyleConfiguration`).
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label, as a view.
    public struct Label: View, StyleContentView {
        /// `Never`: the button's own label view is drawn.
        public typealias Body = Never
        let content: StyleContent
    }
    /// The button's role (`.destructive`, `.cancel`), if any.
    public let role: ButtonRole?
    /// The button's label.
    public let label: PrimitiveButtonStyleConfiguration.Label
    let action: @MainActor () -> Void

    /// Runs the button's action.
    @MainActor public func trigger() { action() }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// A button drawn from a `PrimitiveButtonStyle`'s configuration: its
    /// label, role and action, in the style that was in effect outside the
    /// one calling it.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: configuration.action) { configuration.label }
    }
}

/// A button style of the app's own, its type erased, with the custom style
/// that was in effect outside it.
@MainActor
struct AnyButtonStyle {
    enum Kind {
        /// A `ButtonStyle`: drawn inside the GtkButton, from its pressed state.
        case standard(@MainActor (ButtonStyleConfiguration) -> StyleContent)
        /// A `PrimitiveButtonStyle`: drawn in place of the GtkButton.
        case primitive(@MainActor (PrimitiveButtonStyleConfiguration) -> StyleContent)
    }
    let kind: Kind
    let outer: [AnyButtonStyle]

    init<S: ButtonStyle>(_ style: S, outer: AnyButtonStyle?) {
        kind = .standard { StyleContent(style.makeBody(configuration: $0)) }
        self.outer = outer.map { [$0] } ?? []
    }

    init<S: PrimitiveButtonStyle>(primitive style: S, outer: AnyButtonStyle?) {
        kind = .primitive { StyleContent(style.makeBody(configuration: $0)) }
        self.outer = outer.map { [$0] } ?? []
    }
}

/// The look of a GtkButton hosting a `ButtonStyle`'s body.
///
/// No frame, padding or background of its own (the body draws the
/// button); GNOME's focus ring kept. Loaded the first time such a button
/// is drawn.
@MainActor
enum CustomButtonStyleSheet {
    static let cssClass = "gtkui-custom-button-style"
    private static var provider: CssProvider?

    static func install() {
        guard provider == nil else { return }
        let selector = "button.\(cssClass)"
        let css = """
            \(selector), \(selector):hover, \(selector):active, \(selector):checked, \(selector):disabled {
                padding: 0; min-height: 0; min-width: 0; border: none; box-shadow: none;
                background: none; color: inherit;
            }
            """
        let made = CssProvider(css: css)
        made.applyToDisplay()
        provider = made
    }
}

extension View {
    /// Draws the buttons inside this view with a `ButtonStyle` of the app's
    /// own, inside GTK buttons that keep their interaction.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        EnvironmentWriter(content: self) { environment in
            environment.controls.customButtonStyle = AnyButtonStyle(style, outer: environment.controls.customButtonStyle)
        }
    }

    /// Sets how the buttons inside this view draw: a built-in style (GNOME's
    /// framed, suggested-action, flat or link button) or a
    /// `PrimitiveButtonStyle` of the app's own.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        let kind = (style as? any BuiltInButtonStyle)?.kind
        return EnvironmentWriter(content: self) { environment in
            if let kind {
                environment.controls.button = kind
                environment.controls.customButtonStyle = nil
            } else {
                environment.controls.customButtonStyle = AnyButtonStyle(
                    primitive: style, outer: environment.controls.customButtonStyle)
            }
        }
    }
}
