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

    /// Puts `offer` on the clipboard (nothing is put for an empty offer).
    public func setOffer(_ offer: TransferOffer) {
        guard let provider = offer.makeContentProvider() else { return }
        gdk_clipboard_set_content(clipboard, provider)
        g_object_unref(provider)
    }

    /// The kinds of value the clipboard offers now (see `DropValueKind`).
    public var offeredKinds: [DropValueKind] {
        guard let formats = gdk_clipboard_get_formats(clipboard) else { return [] }
        var kinds: [DropValueKind] = []
        if gdk_content_formats_contain_gtype(formats, cgtk_in_app_payload_type()) != 0 { kinds.append(.inApp) }
        if gdk_content_formats_contain_gtype(formats, cgtk_type_file_list()) != 0
            || gdk_content_formats_contain_mime_type(formats, "text/uri-list") != 0
        {
            kinds.append(.uris)
        }
        if hasText { kinds.append(.text) }
        return kinds
    }

    /// The in-app token this process put on the clipboard, if it holds one.
    public var localInAppToken: String? {
        guard let token = cgtk_clipboard_dup_local_in_app_payload(clipboard) else { return nil }
        defer { g_free(token) }
        return String(cString: token)
    }

    /// Reads the clipboard as the first of `kinds` it offers.
    ///
    /// `completion` gets the value, or nil when the clipboard offers none
    /// of them or the read failed. An in-app token of this process is read at once.
    public func read(_ kinds: [DropValueKind], completion: @escaping @MainActor (DropValue?) -> Void) {
        let offered = offeredKinds
        guard let kind = kinds.first(where: offered.contains) else { return completion(nil) }
        switch kind {
        case .inApp:
            completion(localInAppToken.map(DropValue.inApp))
        case .text:
            let box = Unmanaged.passRetained(ClipboardRead(completion)).toOpaque()
            gdk_clipboard_read_text_async(clipboard, nil, ClipboardRead.textDone, box)
        case .uris:
            let box = Unmanaged.passRetained(ClipboardRead(completion)).toOpaque()
            gdk_clipboard_read_value_async(clipboard, cgtk_type_file_list(), G_PRIORITY_DEFAULT, nil, ClipboardRead.valueDone, box)
        }
    }
}

/// One clipboard read in flight: the completion, kept until GDK calls back
/// (on the main thread: unchecked Sendable so the callback can hand it to the main actor).
private final class ClipboardRead: @unchecked Sendable {
    let completion: @MainActor (DropValue?) -> Void
    init(_ completion: @escaping @MainActor (DropValue?) -> Void) { self.completion = completion }

    static let textDone: GAsyncReadyCallback = { source, result, data in
        let read = Unmanaged<ClipboardRead>.fromOpaque(data!).takeRetainedValue()
        var text: String?
        if let chars = gdk_clipboard_read_text_finish(OpaquePointer(source), result, nil) {
            text = String(cString: chars)
            g_free(chars)
        }
        MainActor.assumeIsolated { read.completion(text.map(DropValue.text)) }
    }
    static let valueDone: GAsyncReadyCallback = { source, result, data in
        let read = Unmanaged<ClipboardRead>.fromOpaque(data!).takeRetainedValue()
        let value = gdk_clipboard_read_value_finish(OpaquePointer(source), result, nil).flatMap(DropValue.init)
        MainActor.assumeIsolated { read.completion(value) }
    }
}
