import Gtk

/// What views ask of the window's header bar beyond its items: whether its
/// items show, whether it draws its background, whether the title shows.
///
/// Each view's request is kept apart; the view that declared last wins (an
/// inner view's `.toolbar(.hidden)` over an outer one's, as in SwiftUI).
struct HeaderBarSettings: Equatable {
    var itemsVisibility: Visibility?
    var backgroundVisibility: Visibility?
    var showsTitle: Bool?
    /// `windowToolbarLabelStyle(fixed:)`: how `.toolbar { }` items label themselves.
    var labelStyle: LabelStyleKind?
    /// The bar's colours (`toolbarBackground` with a style, `toolbarForegroundStyle`, `toolbarColorScheme`).
    var appearance = BarAppearance()

    /// `other`'s requests over these.
    func overridden(by other: HeaderBarSettings) -> HeaderBarSettings {
        HeaderBarSettings(
            itemsVisibility: other.itemsVisibility ?? itemsVisibility,
            backgroundVisibility: other.backgroundVisibility ?? backgroundVisibility,
            showsTitle: other.showsTitle ?? showsTitle,
            labelStyle: other.labelStyle ?? labelStyle,
            appearance: appearance.overridden(by: other.appearance))
    }
}

/// A modifier that asks the window's header bar for `settings` while its
/// view is shown.
struct HeaderBarSettingsModifier<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let settings: HeaderBarSettings

    func makeNode() -> HeaderBarSettingsNode { HeaderBarSettingsNode(viewType: Self.self) }
    func updateNode(_ node: HeaderBarSettingsNode, context: RenderContext) {
        node.host = context.host
        context.host?.headerBarItems.request(settings, by: ObjectIdentifier(node))
        node.render(content, context: context)
    }
}

/// The node of `HeaderBarSettingsModifier`: withdraws its request when its view goes away.
@MainActor
final class HeaderBarSettingsNode: PassthroughNode {
    weak var host: WindowHost?
    isolated deinit { host?.headerBarItems.request(nil, by: ObjectIdentifier(self)) }
}

extension View {
    /// Shows or hides the bars: on GNOME the header bar's items (the window
    /// keeps its title and controls) or this view's bottom action bar.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        toolbarVisibility(visibility, for: bars)
    }

    /// Shows or hides the bars (see `toolbar(_:for:)`).
    public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        toolbarVisibility(visibility, for: bars)
    }

    private func toolbarVisibility(_ visibility: Visibility, for bars: [ToolbarPlacement]) -> some View {
        let header = bars.isEmpty || bars.contains(where: \.isHeaderBar)
        let bottom = bars.isEmpty || bars.contains(where: { !$0.isHeaderBar })
        return HeaderBarSettingsModifier(content: self, settings: HeaderBarSettings(itemsVisibility: header ? visibility : nil))
            .transformToolbarEnvironment { if bottom { $0.bottomBarVisibility = visibility } }
    }

    /// Shows or hides the bar's background: a hidden header-bar background
    /// is GTK's flat header bar (no fill, no bottom line).
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        toolbarBackgroundVisibility(visibility, for: bars)
    }

    /// Shows or hides the bar's background (see `toolbarBackground(_:for:)`).
    public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        toolbarBackgroundVisibility(visibility, for: bars)
    }

    private func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: [ToolbarPlacement]) -> some View {
        let header = bars.isEmpty || bars.contains(where: \.isHeaderBar)
        return HeaderBarSettingsModifier(
            content: self,
            settings: HeaderBarSettings(backgroundVisibility: header ? visibility : nil))
    }

    /// Fills the bars with `style`: the header bar's (or the bottom action
    /// bar's) background in that colour, in both the light and the dark
    /// style (theme colours such as `.tint` follow the style).
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        barAppearance(BarAppearance(background: style.cssColor), for: bars)
    }

    /// Draws the text and icons of the bars (title, item labels, icons,
    /// window buttons) in `style`.
    public func toolbarForegroundStyle<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        barAppearance(BarAppearance(foreground: style.cssColor), for: bars)
    }

    /// Asks for a light or dark bar: GTK 4.8 themes a whole display at
    /// once, so the bar keeps the window's theme and its text and icons take
    /// the colour a bar of that scheme has (white on a dark bar), which is
    /// what a `toolbarBackground` colour needs (use `.preferredColorScheme`
    /// to darken the whole window).
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        barAppearance(BarAppearance(colorScheme: colorScheme), for: bars)
    }

    private func barAppearance(_ appearance: BarAppearance, for bars: [ToolbarPlacement]) -> some View {
        let header = bars.isEmpty || bars.contains(where: \.isHeaderBar)
        let bottom = bars.contains(where: { !$0.isHeaderBar })
        return HeaderBarSettingsModifier(
            content: self, settings: HeaderBarSettings(appearance: header ? appearance : BarAppearance())
        )
        .transformToolbarEnvironment { if bottom { $0.bottomBarAppearance = $0.bottomBarAppearance.overridden(by: appearance) } }
    }

    fileprivate func transformToolbarEnvironment(_ transform: @escaping (inout EnvironmentValues) -> Void) -> some View {
        EnvironmentWriter(content: self, transform: transform)
    }
}
