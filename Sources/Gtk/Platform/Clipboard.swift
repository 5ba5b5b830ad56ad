import CGtk

/// The display's clipboard (GdkClipboard), as far as the Edit menu asks.
@MainActor
public final class Clipboard: Object {
    private var clipboard: OpaquePointer { opaque }

    /// The default display's clipboard; nil without a display.
    public static func ofDefaultDisplay() -> Clipboard? {
        guard let display = gdk_display_get_default(), let clipboard = gdk_display_get_clipboard(display) else { return nil }
        return Clipboard(borrowing: UnsafeMutableRawPointer(clipboard))
    }

    /// Whether the clipboard offers text that Paste can insert.
    public var hasText: Bool {
        guard let formats = gdk_clipboard_get_formats(clipboard) else { return false }
        return gdk_content_formats_contain_gtype(formats, cgtk_type_string()) != 0
            || gdk_content_formats_contain_mime_type(formats, "text/plain;charset=utf-8") != 0
            || gdk_content_formats_contain_mime_type(formats, "text/plain") != 0
    }

    /// Puts `text` on the clipboard.
    public func setText(_ text: String) { gdk_clipboard_set_text(clipboard, text) }

    /// Calls `body` when what the clipboard offers changes.
    @discardableResult
    public func onFormatsChanged(_ body: @escaping @MainActor () -> Void) -> SignalHandler { onNotify("formats", body) }
}
