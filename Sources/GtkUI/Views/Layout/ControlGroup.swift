import Gtk

/// Related controls joined into one (SwiftUI's `ControlGroup`): GNOME's
/// linked buttons, a horizontal `GtkBox` with the `linked` style class.
///
/// A labelled group (`ControlGroup("Zoom", systemImage: …) { … }`) shows
/// its label where the controls do not: as a toolbar item's name in the
/// overflow menu and the Customize Toolbar palette, and as the menu button
/// of the `.menu` and `.compactMenu` styles.
public struct ControlGroup<Content: View>: View {
    /// `Never`: a primitive view, rendered as a horizontal `GtkBox` with the `linked` style class, joining its buttons.
    public typealias Body = Never
    let content: Content

    /// Creates a group of the controls built by `content`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// Creates a group of the controls built by `content`, described by `label`.
    public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L)
    where Content == LabeledControlGroupContent<C, L> {
        self.content = LabeledControlGroupContent(content: content(), label: label())
    }

    /// Creates a group named by a localized title.
    public init<C: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.content = LabeledControlGroupContent(content: content(), label: Text(titleKey))
    }

    /// Creates a group named by a title.
    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(_ title: S, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.content = LabeledControlGroupContent(content: content(), label: Text(title))
    }

    /// Creates a group named by a localized title and a symbol.
    public init<C: View>(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
        self.content = LabeledControlGroupContent(content: content(), label: Label(titleKey, systemImage: systemImage))
    }

    /// Creates a group named by a title and a symbol.
    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
        self.content = LabeledControlGroupContent(content: content(), label: Label(title, systemImage: systemImage))
    }
}

extension ControlGroup: PrimitiveView, DescribableView {
    func makeNode() -> StackNode {
        let node = StackNode(viewType: Self.self, axis: .horizontal, spacing: 0)
        node.widget.addCSSClass("linked")
        return node
    }
    func updateNode(_ node: StackNode, context: RenderContext) {
        node.render(content, spacing: 0, context: context)
    }
    func describe(into description: inout ControlDescription) { GtkUI.describe(content, into: &description) }
}

/// The content of a labelled `ControlGroup` (SwiftUI's
/// `LabeledControlGroupContent`): the controls, or, in the `.menu` and
/// `.compactMenu` styles, a menu of them behind the label.
public struct LabeledControlGroupContent<Content: View, Label: View>: View {
    let content: Content
    let label: Label
    @Environment(\.controlGroupStyleKind) private var style

    /// The controls, or a menu of them.
    public var body: some View {
        if style == .menu || style == .compactMenu {
            Menu {
                content
            } label: {
                label
            }
        } else {
            content
        }
    }
}

extension LabeledControlGroupContent: DescribableView {
    /// The label's title and icon: what names the group in menus and palettes.
    func describe(into description: inout ControlDescription) { GtkUI.describe(label, into: &description) }
}

/// How control groups draw.
enum ControlGroupStyleKind: Equatable, Sendable { case automatic, navigation, menu, compactMenu, palette }

extension EnvironmentValues {
    /// The control group style in force (`.controlGroupStyle`).
    var controlGroupStyleKind: ControlGroupStyleKind { controls.controlGroup }
}

/// A built-in way to draw control groups (SwiftUI's `ControlGroupStyle`):
/// `.automatic`, `.navigation` and `.palette` join the controls (GNOME's
/// linked buttons); `.menu` and `.compactMenu` put them in a menu behind
/// the group's label (an unlabelled group stays joined).
///
/// Styles of one's own are not supported.
@MainActor @preconcurrency
public protocol ControlGroupStyle {}

/// The platform's default: joined controls.
public struct AutomaticControlGroupStyle: ControlGroupStyle {
    /// Creates the default control group style.
    public init() {}
}
/// Joined controls, as navigation buttons (back and forward).
public struct NavigationControlGroupStyle: ControlGroupStyle {
    /// Creates the navigation control group style.
    public init() {}
}
/// A menu of the controls behind the group's label.
public struct MenuControlGroupStyle: ControlGroupStyle {
    /// Creates the menu control group style.
    public init() {}
}
/// A compact menu of the controls behind the group's label.
public struct CompactMenuControlGroupStyle: ControlGroupStyle {
    /// Creates the compact menu control group style.
    public init() {}
}
/// A palette of the controls: joined, outside a menu, as SwiftUI's segments.
public struct PaletteControlGroupStyle: ControlGroupStyle {
    /// Creates the palette control group style.
    public init() {}
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    /// The platform's default.
    public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}
extension ControlGroupStyle where Self == NavigationControlGroupStyle {
    /// Joined navigation controls.
    public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}
extension ControlGroupStyle where Self == MenuControlGroupStyle {
    /// A menu behind the label.
    public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}
extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
    /// A compact menu behind the label.
    public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}
extension ControlGroupStyle where Self == PaletteControlGroupStyle {
    /// A palette.
    public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}

extension View {
    /// Sets how the control groups inside this view draw.
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
        let kind: ControlGroupStyleKind =
            switch style {
            case is NavigationControlGroupStyle: .navigation
            case is MenuControlGroupStyle: .menu
            case is CompactMenuControlGroupStyle: .compactMenu
            case is PaletteControlGroupStyle: .palette
            default: .automatic
            }
        return EnvironmentWriter(content: self) { $0.controls.controlGroup = kind }
    }
}
