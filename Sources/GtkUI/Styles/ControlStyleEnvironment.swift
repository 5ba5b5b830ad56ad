import Gtk

/// How controls inside a view draw and act (`.buttonStyle`, `.toggleStyle`,
/// `.textFieldStyle`, `.progressViewStyle`, `.menuStyle`, `.menuIndicator`,
/// `.datePickerStyle`, `.controlGroupStyle`, `.controlSize`, `.onSubmit`): the one
/// `EnvironmentValues` field the style modifiers share.
struct ControlStyleEnvironment {
    var button: ButtonStyleKind = .automatic
    var toggle: ToggleStyleKind = .automatic
    var textField: TextFieldStyleKind = .automatic
    var progress: ProgressStyleKind = .automatic
    var gauge: GaugeStyleKind = .linear
    var menu: MenuStyleKind = .automatic
    /// Whether menus show their arrow (`.menuIndicator`).
    var menuIndicator: Visibility = .automatic
    var datePicker: DatePickerStyleKind = .automatic
    var controlGroup: ControlGroupStyleKind = .automatic
    /// Styles of the app's own (`makeBody`), innermost; nil while a built-in style applies.
    var customLabelStyle: AnyLabelStyle?
    var customButtonStyle: AnyButtonStyle?
    var customToggleStyle: AnyToggleStyle?
    var customProgressViewStyle: AnyProgressViewStyle?
    var customGaugeStyle: AnyGaugeStyle?
    var controlSize: ControlSize = .regular
    /// What Return in a text field runs (`.onSubmit`).
    var submit: (() -> Void)?
    /// The CSS colour of text and shapes (`.foregroundStyle`, `.foregroundColor`).
    var foreground: String?
    /// The gradient of shapes inside (`.foregroundStyle` with a gradient; text takes its first colour).
    var foregroundPaint: Paint?
    /// The CSS colour of controls' accent parts (`.tint`).
    var tint: String?
    /// Text layout: where to cut (`.truncationMode`), selectable (`.textSelection`);
    /// the most lines is the environment's `lineLimit`.
    var truncation: Text.TruncationMode = .tail
    var isTextSelectable = false
}

/// The built-in button styles, as GNOME draws them.
enum ButtonStyleKind: Equatable, Sendable {
    case automatic, bordered, borderedProminent, borderless, plain, link

    /// Every CSS class a style or role may add, removed when they change.
    private static let styleClasses = ["suggested-action", "destructive-action", "link"]

    /// Applies the style and role to a GtkButton: frame and GNOME's style
    /// classes (`suggested-action` for prominent, `destructive-action` for
    /// destructive, `link` for links).
    ///
    /// `flat`: the button is in a toolbar or menu.
    @MainActor
    static func apply(_ styles: ControlStyleEnvironment, role: ButtonRole?, flat: Bool, to button: Gtk::Button) {
        let style = styles.button
        let framed: Bool
        switch style {
        case .automatic: framed = !flat
        case .bordered, .borderedProminent: framed = true
        case .borderless, .plain, .link: framed = false
        }
        if button.hasFrame != framed { button.hasFrame = framed }
        var classes: Set<String> = []
        if role == .destructive {
            classes.insert("destructive-action")
        } else if style == .borderedProminent {
            classes.insert("suggested-action")
        }
        if style == .link { classes.insert("link") }
        for name in styleClasses { button.setCSSClass(name, classes.contains(name)) }
        ControlSize.apply(styles.controlSize, to: button)
    }
}
