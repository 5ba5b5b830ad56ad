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

    /// `other`'s requests over these.
    func overridden(by other: HeaderBarSettings) -> HeaderBarSettings {
        HeaderBarSettings(
            itemsVisibility: other.itemsVisibility ?? itemsVisibility,
            backgroundVisibility: other.backgroundVisibility ?? backgroundVisibility,
            showsTitle: other.showsTitle ?? showsTitle,
            labelStyle: other.labelStyle ?? labelStyle)
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

    /// Asks for a light or dark bar.
    ///
    /// GTK 4.8 themes a whole display at once, so a bar cannot differ
    /// from its window: this changes nothing (use `.preferredColorScheme`
    /// for the window).
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View { self }

    fileprivate func transformToolbarEnvironment(_ transform: @escaping (inout EnvironmentValues) -> Void) -> some View {
        EnvironmentWriter(content: self, transform: transform)
    }
}
