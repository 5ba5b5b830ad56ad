import Gtk

/// The desktop's clipboard as the AppKit and UIKit pasteboards use it:
/// text in and out, at once.
@MainActor
enum PlatformPasteboard {
    /// The clipboard's text, read now (nil when it holds none, or no answer
    /// came within a second: GTK reads another app's clipboard asynchronously,
    /// so this runs the main loop until the answer comes).
    static func string() -> String? {
        guard let clipboard = Clipboard.ofDefaultDisplay() else { return nil }
        var result: String?
        var answered = false
        clipboard.read([.text]) { value in
            if case .text(let text) = value { result = text }
            answered = true
        }
        MainLoop.run(timeout: 1) { answered }
        return result
    }

    /// Puts `text` on the clipboard.
    static func setString(_ text: String) { Clipboard.ofDefaultDisplay()?.setText(text) }

    /// Whether the clipboard offers text.
    static var hasString: Bool { Clipboard.ofDefaultDisplay()?.hasText ?? false }
}
