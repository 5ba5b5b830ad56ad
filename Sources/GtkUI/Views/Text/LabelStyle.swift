import Gtk

/// How a `Label` shows its title and icon (SwiftUI's `LabelStyle`).
///
/// GtkUI draws the built-in styles (`.automatic`, `.iconOnly`,
/// `.titleOnly`, `.titleAndIcon`) as a GTK box of the icon and the title; a
/// style of one's own arranges `configuration.title` and
/// `configuration.icon` as its `makeBody` says.
///
/// ```swift
/// struct TrailingIconLabelStyle: LabelStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack { configuration.title; configuration.icon }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol LabelStyle {
    /// The view the style draws a label as.
    associatedtype Body: View
    /// Draws a label from its title and icon.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
    /// The label's parts a style arranges.
    typealias Configuration = LabelStyleConfiguration
}

/// A label's title and icon, as a `LabelStyle` receives them (SwiftUI's
/// `LabelStyleConfiguration`).
public struct LabelStyleConfiguration {
    /// The label's title, as a view.
    public struct Title: View, StyleContentView {
        /// `Never`: the label's own title view is drawn.
        public typealias Body = Never
        let content: StyleContent
    }
    /// The label's icon, as a view.
    public struct Icon: View, StyleContentView {
        /// `Never`: the label's own icon view is drawn.
        public typealias Body = Never
        let content: StyleContent
    }
    /// The label's title.
    public var title: LabelStyleConfiguration.Title { _title }
    /// The label's icon.
    public var icon: LabelStyleConfiguration.Icon { _icon }
    let _title: Title
    let _icon: Icon
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// A label drawn from a style's configuration, with the style that was in
    /// effect outside the one calling it (as SwiftUI does).
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}

/// What a built-in label style shows.
enum LabelStyleKind: Sendable, Hashable {
    case automatic, iconOnly, titleOnly, titleAndIcon
}

/// The built-in label styles, which GtkUI draws itself.
@MainActor
protocol BuiltInLabelStyle: LabelStyle {
    var kind: LabelStyleKind { get }
}

extension BuiltInLabelStyle {
    /// The label drawn by this built-in style.
    func builtInBody(_ configuration: LabelStyleConfiguration) -> some View {
        Label(configuration).labelStyle(self)
    }
}

/// The default label style: title and icon, or in a toolbar its display mode.
public struct DefaultLabelStyle: LabelStyle, BuiltInLabelStyle {
    /// Creates the style.
    public init() {}
    var kind: LabelStyleKind { .automatic }
    /// The title and the icon side by side (in a toolbar, as its display mode shows them).
    public func makeBody(configuration: Configuration) -> some View { builtInBody(configuration) }
}

/// A label style that shows only the icon.
public struct IconOnlyLabelStyle: LabelStyle, BuiltInLabelStyle {
    /// Creates the style.
    public init() {}
    var kind: LabelStyleKind { .iconOnly }
    /// Only the icon.
    public func makeBody(configuration: Configuration) -> some View { builtInBody(configuration) }
}

/// A label style that shows only the title.
public struct TitleOnlyLabelStyle: LabelStyle, BuiltInLabelStyle {
    /// Creates the style.
    public init() {}
    var kind: LabelStyleKind { .titleOnly }
    /// Only the title.
    public func makeBody(configuration: Configuration) -> some View { builtInBody(configuration) }
}

/// A label style that shows the title and the icon.
public struct TitleAndIconLabelStyle: LabelStyle, BuiltInLabelStyle {
    /// Creates the style.
    public init() {}
    var kind: LabelStyleKind { .titleAndIcon }
    /// The icon, then the title.
    public func makeBody(configuration: Configuration) -> some View { builtInBody(configuration) }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The default style.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}
extension LabelStyle where Self == IconOnlyLabelStyle {
    /// Only the icon.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}
extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// Only the title.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}
extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The title and the icon.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

/// A `LabelStyle` of the app's own, its type erased, with the custom style
/// that was in effect outside it (what `Label(configuration)` inside its
/// body draws with).
@MainActor
struct AnyLabelStyle {
    let outer: [AnyLabelStyle]
    let body: @MainActor (LabelStyleConfiguration) -> StyleContent

    init<S: LabelStyle>(_ style: S, outer: AnyLabelStyle?) {
        self.outer = outer.map { [$0] } ?? []
        body = { configuration in StyleContent(style.makeBody(configuration: configuration)) }
    }
}

extension View {
    /// Sets how labels inside this view (and toolbar buttons, toggles and
    /// menus labelled with them) show their title and icon.
    ///
    /// In a customizable toolbar (`toolbar(id:)`) the user's display mode
    /// (Icon and Text / Icon Only / Text Only) wins, as on macOS. A style of
    /// one's own draws each label with its `makeBody`.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        let kind = (style as? any BuiltInLabelStyle)?.kind
        return EnvironmentWriter(content: self) { environment in
            guard let kind else {
                environment.controls.customLabelStyle = AnyLabelStyle(style, outer: environment.controls.customLabelStyle)
                return
            }
            environment.controls.customLabelStyle = nil
            environment.labelStyle = kind
            if let toolbar = environment.toolbarItem, !toolbar.isCustomizable {
                environment.toolbarItem = ToolbarItemRendering(labelStyle: kind, isInert: toolbar.isInert)
            }
        }
    }
}
