import Gtk

/// Values a view inherits from its ancestors (SwiftUI's `EnvironmentValues`).
public struct EnvironmentValues {
    /// The font for text and editors, set by `.font(_:)`.
    public var font: Font?
    /// Whether controls respond to input, cleared by `.disabled(true)`.
    public var isEnabled = true
    /// How pickers draw, set by `.pickerStyle(_:)`.
    var pickerStyle: PickerStyleKind = .automatic
    /// Set while rendering a toolbar item's content.
    var toolbarItem: ToolbarItemRendering?
    /// Whether the window is drawn light or dark: the desktop's Style (read
    /// from the settings portal), or the window's `.preferredColorScheme`.
    public var colorScheme: ColorScheme = .light
    /// Find and replace in text editors (see `FindSettings`).
    var find = FindSettings()

    /// Creates default values.
    public init() {}
}

/// How a toolbar item's content is being rendered.
struct ToolbarItemRendering {
    /// The display mode of the toolbar.
    var showsIcon: Bool
    var showsText: Bool
    /// True in the customization palette: drawn as the real control, inert.
    var isInert: Bool
}

/// Applies a change to the environment of its content.
struct EnvironmentWriter<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let transform: (inout EnvironmentValues) -> Void

    func makeNode() -> PassthroughNode { PassthroughNode(viewType: Self.self) }
    func updateNode(_ node: PassthroughNode, context: RenderContext) {
        var inner = context
        transform(&inner.environment)
        node.render(content, context: inner)
    }
}

extension View {
    /// Sets the font of text and editors inside this view.
    public func font(_ font: Font?) -> some View {
        EnvironmentWriter(content: self) { $0.font = font }
    }
    /// Disables the controls inside this view.
    public func disabled(_ disabled: Bool) -> some View {
        EnvironmentWriter(content: self) { if disabled { $0.isEnabled = false } }
    }
    /// Sets an environment value for the views inside this view.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        EnvironmentWriter(content: self) { $0[keyPath: keyPath] = value }
    }
}

/// How a `Picker` draws (set by `.pickerStyle(_:)`).
enum PickerStyleKind {
    case automatic, segmented, menu, inline
}
