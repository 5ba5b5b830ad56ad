import Gtk

/// Values a view inherits from its ancestors (SwiftUI's `EnvironmentValues`).
public struct EnvironmentValues {
    /// The font for text and editors, set by `.font(_:)`.
    public var font: Font?
    /// Whether controls respond to input, cleared by `.disabled(true)`.
    public var isEnabled = true
    /// How pickers draw, set by `.pickerStyle(_:)`.
    var pickerStyle: PickerStyleKind = .automatic
    /// How labels show their title and icon, set by `.labelStyle(_:)`.
    var labelStyle: LabelStyleKind = .automatic
    /// Whether `.toolbar { }` bottom bars show, set by `.toolbar(_:for:)`.
    var bottomBarVisibility: Visibility = .automatic
    /// The colours of `.toolbar { }` bottom bars (`toolbarBackground(_:for: .bottomBar)`…).
    var bottomBarAppearance = BarAppearance()
    /// The nearest `.searchable` field's state (`isSearching`, `dismissSearch`).
    var search = SearchEnvironment()
    /// What `RenameButton` runs, set by `.renameAction`.
    var rename: (@MainActor () -> Void)?
    /// Set while rendering a toolbar item's content.
    var toolbarItem: ToolbarItemRendering?
    /// Whether the window is drawn light or dark: the desktop's Style (read
    /// from the settings portal), or the window's `.preferredColorScheme`.
    public var colorScheme: ColorScheme = .light
    /// Find and replace in text editors (see `FindSettings`).
    var find = FindSettings()
    /// The presentation the view is in and what `\.dismiss` does (see `PresentationEnvironment`).
    var presentation = PresentationEnvironment()
    /// How controls draw: button, toggle, text field, progress styles and control size.
    var controls = ControlStyleEnvironment()
    /// Values of `EnvironmentKey`s, environment objects and `@Observable`
    /// objects, by the identity of their key type.
    var storage: [ObjectIdentifier: Any] = [:]
    /// List and navigation settings (`.listStyle`, split view style).
    var navigation = NavigationSettings()
    /// Form, labeled content, table and tab view settings (`.formStyle`, `.labelsHidden`…).
    var containers = ContainerSettings()
    /// The window's live focus, phase, scale and direction (nil outside a
    /// window): what `scenePhase`, `controlActiveState`, `displayScale` and
    /// `layoutDirection` read unless a view set them.
    var windowActivity: WindowActivity?
    /// Scroll bars and scrolling of scroll views (`.scrollIndicators`, `.scrollDisabled`).
    var scroll = ScrollSettings()

    /// Creates default values.
    public init() {}
}
