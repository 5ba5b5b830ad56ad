import CGtk

/// A piece of text (GtkLabel).
@MainActor
public final class Label: Widget {
    /// Creates a label.
    public init(_ text: String = "") { super.init(constructed: gtk_label_new(text)) }
    var label: OpaquePointer { OpaquePointer(raw) }
    /// The text shown.
    public var text: String {
        get { String(cString: gtk_label_get_text(label)) }
        set { if newValue != text { gtk_label_set_text(label, newValue) } }
    }
    /// Text shown with Pango markup.
    public func setMarkup(_ markup: String) { gtk_label_set_markup(label, markup) }
    /// Whether long text wraps.
    public var wraps: Bool {
        get { gtk_label_get_wrap(label) != 0 }
        set { gtk_label_set_wrap(label, newValue ? 1 : 0) }
    }
    /// Horizontal text alignment, 0 (start) to 1 (end).
    public var xalign: Double {
        get { Double(gtk_label_get_xalign(label)) }
        set { gtk_label_set_xalign(label, Float(newValue)) }
    }
    /// Ellipsizes at the end when too narrow.
    public func setEllipsizeEnd() { gtk_label_set_ellipsize(label, PANGO_ELLIPSIZE_END) }
    /// Maximum width in characters (-1 for none).
    public var maxWidthChars: Int {
        get { Int(gtk_label_get_max_width_chars(label)) }
        set { gtk_label_set_max_width_chars(label, gint(newValue)) }
    }
    /// Whether the text can be selected.
    public var isSelectable: Bool {
        get { gtk_label_get_selectable(label) != 0 }
        set { gtk_label_set_selectable(label, newValue ? 1 : 0) }
    }
}

/// A themed icon (GtkImage from an icon name).
@MainActor
public final class Image: Widget {
    /// Creates an image showing the named icon.
    public init(iconName: String) { super.init(constructed: gtk_image_new_from_icon_name(iconName)) }
    var image: OpaquePointer { OpaquePointer(raw) }
    /// The icon name shown.
    public var iconName: String? {
        get { gtk_image_get_icon_name(image).map { String(cString: $0) } }
        set { gtk_image_set_from_icon_name(image, newValue) }
    }
    /// Pixel size (-1 for the theme default).
    public var pixelSize: Int {
        get { Int(gtk_image_get_pixel_size(image)) }
        set { gtk_image_set_pixel_size(image, gint(newValue)) }
    }
    /// Whether the current icon theme has an icon of this name.
    public static func themeHasIcon(_ name: String) -> Bool {
        guard let display = gdk_display_get_default() else { return false }
        let theme = gtk_icon_theme_get_for_display(display)
        return gtk_icon_theme_has_icon(theme, name) != 0
    }
    /// Adds a folder (laid out like `share/icons`) where the icon theme
    /// looks for icons, e.g. an app's own icons in an uninstalled build.
    public static func addThemeSearchPath(_ path: String) {
        guard let display = gdk_display_get_default() else { return }
        gtk_icon_theme_add_search_path(gtk_icon_theme_get_for_display(display), path)
    }
}

/// A push button (GtkButton).
@MainActor
public class Button: Widget {
    /// Creates an empty button.
    public init() { super.init(constructed: gtk_button_new()) }
    /// Creates a button with a text label.
    public init(label: String) { super.init(constructed: gtk_button_new_with_label(label)) }
    init(button pointer: UnsafeMutablePointer<GtkWidget>) { super.init(constructed: pointer) }
    var button: UnsafeMutablePointer<GtkButton> { raw.assumingMemoryBound(to: GtkButton.self) }

    /// The button's content.
    public func setChild(_ child: Widget?) { gtk_button_set_child(button, child?.widget) }
    /// Sets a text label as content.
    public func setLabel(_ text: String) { gtk_button_set_label(button, text) }
    /// Sets an icon as content.
    public func setIconName(_ name: String) { gtk_button_set_icon_name(button, name) }
    /// Whether the button draws a frame (false for flat buttons).
    public var hasFrame: Bool {
        get { gtk_button_get_has_frame(button) != 0 }
        set { gtk_button_set_has_frame(button, newValue ? 1 : 0) }
    }
    /// The action the button activates when clicked ("win.x"), or nil.
    public var actionName: String? {
        get { gtk_actionable_get_action_name(OpaquePointer(raw)).map { String(cString: $0) } }
        set { gtk_actionable_set_action_name(OpaquePointer(raw), newValue) }
    }
    /// `clicked`.
    @discardableResult
    public func onClicked(_ body: @escaping @MainActor () -> Void) -> SignalHandler { connect("clicked", body) }
    /// Clicks the button programmatically (emits `clicked`).
    public func click() { cgtk_emit_void(raw, "clicked") }
}

/// A button that stays pressed (GtkToggleButton).
@MainActor
public final class ToggleButton: Button {
    /// Creates a toggle button.
    public init(active: Bool = false) {
        super.init(button: gtk_toggle_button_new())
        isActive = active
    }
    var toggle: UnsafeMutablePointer<GtkToggleButton> { raw.assumingMemoryBound(to: GtkToggleButton.self) }
    /// Whether it is pressed.
    public var isActive: Bool {
        get { gtk_toggle_button_get_active(toggle) != 0 }
        set { if newValue != isActive { gtk_toggle_button_set_active(toggle, newValue ? 1 : 0) } }
    }
    /// `toggled`.
    @discardableResult
    public func onToggled(_ body: @escaping @MainActor () -> Void) -> SignalHandler { connect("toggled", body) }
}

/// A check box with a label (GtkCheckButton).
@MainActor
public final class CheckButton: Widget {
    /// Creates a check button.
    public init(label: String?) { super.init(constructed: gtk_check_button_new_with_label(label)) }
    var check: UnsafeMutablePointer<GtkCheckButton> { raw.assumingMemoryBound(to: GtkCheckButton.self) }
    /// Whether it is checked.
    public var isActive: Bool {
        get { gtk_check_button_get_active(check) != 0 }
        set { if newValue != isActive { gtk_check_button_set_active(check, newValue ? 1 : 0) } }
    }
    /// The label text.
    public func setLabel(_ text: String?) { gtk_check_button_set_label(check, text) }
    /// Makes this a radio button in `group`'s group.
    public func setGroup(_ group: CheckButton?) { gtk_check_button_set_group(check, group?.check) }
    /// `toggled`.
    @discardableResult
    public func onToggled(_ body: @escaping @MainActor () -> Void) -> SignalHandler { connect("toggled", body) }
}

/// A slider (GtkScale) over a range.
@MainActor
public final class Scale: Widget {
    /// Creates a slider from `lower` to `upper`, moving by `step`.
    public init(_ orientation: Orientation = .horizontal, lower: Double, upper: Double, step: Double) {
        super.init(constructed: gtk_scale_new_with_range(orientation.gtk, lower, upper, step > 0 ? step : (upper - lower) / 100))
    }
    var range: UnsafeMutablePointer<GtkRange> { raw.assumingMemoryBound(to: GtkRange.self) }
    var scale: UnsafeMutablePointer<GtkScale> { raw.assumingMemoryBound(to: GtkScale.self) }
    /// The current value.
    public var value: Double {
        get { gtk_range_get_value(range) }
        set { if newValue != value { gtk_range_set_value(range, newValue) } }
    }
    /// Changes the range.
    public func setRange(lower: Double, upper: Double) { gtk_range_set_range(range, lower, upper) }
    /// The step used by arrow keys.
    public func setIncrements(step: Double, page: Double) { gtk_range_set_increments(range, step, page) }
    /// Number of decimal digits the value is rounded to (-1 for none).
    public var roundDigits: Int {
        get { Int(gtk_range_get_round_digits(range)) }
        set { gtk_range_set_round_digits(range, gint(newValue)) }
    }
    /// Whether the value is drawn next to the slider.
    public var drawsValue: Bool {
        get { gtk_scale_get_draw_value(scale) != 0 }
        set { gtk_scale_set_draw_value(scale, newValue ? 1 : 0) }
    }
    /// `value-changed`.
    @discardableResult
    public func onValueChanged(_ body: @escaping @MainActor () -> Void) -> SignalHandler { connect("value-changed", body) }
}

/// The text of a `TextView` (GtkTextBuffer), with undo history.
@MainActor
public final class TextBuffer: Object {
    var buffer: UnsafeMutablePointer<GtkTextBuffer> { raw.assumingMemoryBound(to: GtkTextBuffer.self) }
    init(borrowing pointer: UnsafeMutablePointer<GtkTextBuffer>) { super.init(UnsafeMutableRawPointer(pointer), .borrowed) }

    /// The whole text. Reading copies it; prefer `onChanged` plus a lazy read.
    public var text: String {
        get {
            var start = GtkTextIter(), end = GtkTextIter()
            gtk_text_buffer_get_bounds(buffer, &start, &end)
            let chars = gtk_text_buffer_get_text(buffer, &start, &end, 1)
            defer { g_free(chars) }
            return chars.map { String(cString: $0) } ?? ""
        }
        set {
            gtk_text_buffer_set_text(buffer, newValue, -1)
        }
    }
    /// Replaces the text as one step that undo does not cross (for loading a document).
    public func setTextIrreversibly(_ text: String) {
        gtk_text_buffer_begin_irreversible_action(buffer)
        gtk_text_buffer_set_text(buffer, text, gint(text.utf8.count))
        gtk_text_buffer_end_irreversible_action(buffer)
    }
    /// The number of characters.
    public var characterCount: Int { Int(gtk_text_buffer_get_char_count(buffer)) }
    /// Whether undo is recorded.
    public var isUndoEnabled: Bool {
        get { gtk_text_buffer_get_enable_undo(buffer) != 0 }
        set { gtk_text_buffer_set_enable_undo(buffer, newValue ? 1 : 0) }
    }
    /// Whether there is something to undo.
    public var canUndo: Bool { gtk_text_buffer_get_can_undo(buffer) != 0 }
    /// Whether there is something to redo.
    public var canRedo: Bool { gtk_text_buffer_get_can_redo(buffer) != 0 }
    /// Undoes the last edit.
    public func undo() { gtk_text_buffer_undo(buffer) }
    /// Redoes the last undone edit.
    public func redo() { gtk_text_buffer_redo(buffer) }
    /// Whether the text changed since `isModified` was last set to false.
    public var isModified: Bool {
        get { gtk_text_buffer_get_modified(buffer) != 0 }
        set { gtk_text_buffer_set_modified(buffer, newValue ? 1 : 0) }
    }
    /// Places the cursor at a character offset.
    public func placeCursor(atOffset offset: Int) {
        var iter = GtkTextIter()
        gtk_text_buffer_get_iter_at_offset(buffer, &iter, gint(offset))
        gtk_text_buffer_place_cursor(buffer, &iter)
    }
    /// The cursor's character offset.
    public var cursorOffset: Int {
        var iter = GtkTextIter()
        gtk_text_buffer_get_iter_at_mark(buffer, &iter, gtk_text_buffer_get_insert(buffer))
        return Int(gtk_text_iter_get_offset(&iter))
    }
    /// Inserts text at the cursor, as typing would.
    public func insertAtCursor(_ text: String) { gtk_text_buffer_insert_at_cursor(buffer, text, -1) }
    /// `changed`: after any edit.
    @discardableResult
    public func onChanged(_ body: @escaping @MainActor () -> Void) -> SignalHandler { connect("changed", body) }
}

/// A multi-line text editor (GtkTextView).
@MainActor
public final class TextView: Widget {
    /// Creates a text view with its own buffer.
    public init() {
        super.init(constructed: gtk_text_view_new())
        buffer = TextBuffer(borrowing: gtk_text_view_get_buffer(textView))
    }
    /// Wraps a text view GTK owns (see `Widget.asTextView`).
    init(borrowingTextView pointer: UnsafeMutablePointer<GtkWidget>) {
        super.init(borrowing: pointer)
        buffer = TextBuffer(borrowing: gtk_text_view_get_buffer(textView))
    }
    var textView: UnsafeMutablePointer<GtkTextView> { raw.assumingMemoryBound(to: GtkTextView.self) }
    /// The text buffer.
    public private(set) var buffer: TextBuffer!
    /// Wraps at word boundaries when true.
    public var wrapsWords: Bool {
        get { gtk_text_view_get_wrap_mode(textView) != GTK_WRAP_NONE }
        set { gtk_text_view_set_wrap_mode(textView, newValue ? GTK_WRAP_WORD_CHAR : GTK_WRAP_NONE) }
    }
    /// Whether the text can be edited.
    public var isEditable: Bool {
        get { gtk_text_view_get_editable(textView) != 0 }
        set { gtk_text_view_set_editable(textView, newValue ? 1 : 0) }
    }
    /// Inner margins.
    public func setTextMargins(_ margin: Int) {
        gtk_text_view_set_left_margin(textView, gint(margin))
        gtk_text_view_set_right_margin(textView, gint(margin))
        gtk_text_view_set_top_margin(textView, gint(margin))
        gtk_text_view_set_bottom_margin(textView, gint(margin))
    }
    /// Emits a keybinding signal such as "copy-clipboard", "cut-clipboard",
    /// "paste-clipboard" or "select-all" (with `true`).
    public func emit(_ signal: TextViewCommand) {
        switch signal {
        case .cut: cgtk_emit_void(raw, "cut-clipboard")
        case .copy: cgtk_emit_void(raw, "copy-clipboard")
        case .paste: cgtk_emit_void(raw, "paste-clipboard")
        case .selectAll: gtk_widget_activate_action_variant(widget, "selection.select-all", nil)
        }
    }
}

/// Clipboard and selection commands of a `TextView`.
public enum TextViewCommand: Sendable { case cut, copy, paste, selectAll }
