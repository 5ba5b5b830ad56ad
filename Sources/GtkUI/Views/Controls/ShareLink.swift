import Foundation
import Gtk

/// Shares an item (SwiftUI's `ShareLink`).
///
/// GTK 4.8 and the desktop portals have no share sheet, so GNOME's way is
/// used: a menu that copies the item (a link, a text) to the clipboard and,
/// for a web link, opens it in the browser or starts an e-mail with it.
/// The button is never dead: Copy always works.
public struct ShareLink<Label: View>: View {
    let text: String
    let url: URL?
    let subject: String?
    let label: Label

    /// A `Menu` of Copy, Open in Browser (for web links) and Send by Email… entries.
    public var body: some View {
        let text = self.text
        let url = self.url
        let subject = self.subject
        return Menu {
            Button(url == nil ? "Copy" : "Copy Link") { Clipboard.ofDefaultDisplay()?.setText(text) }
            if let url, url.scheme == "http" || url.scheme == "https" {
                Button("Open in Browser") { ShareLinkMail.open(url.absoluteString) }
            }
            Button("Send by Email…") { ShareLinkMail.open(ShareLinkMail.address(subject: subject, body: text)) }
        } label: {
            label
        }
    }
}

extension ShareLink where Label == GtkUI.Label<Text, Image> {
    /// Shares a link, labelled "Share" with the share icon.
    public init(item: URL, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { GtkUI.Label("Share", systemImage: "square.and.arrow.up") }
    }
    /// Shares a text, labelled "Share" with the share icon.
    public init(item: String, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { GtkUI.Label("Share", systemImage: "square.and.arrow.up") }
    }
    /// Shares a link, labelled with `title` and the share icon.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { GtkUI.Label(title, systemImage: "square.and.arrow.up") }
    }
    /// Shares a text, labelled with `title` and the share icon.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: String, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { GtkUI.Label(title, systemImage: "square.and.arrow.up") }
    }
}

extension ShareLink {
    /// Shares a link with any label.
    public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(
            text: ShareLinkMail.joined(message, item.absoluteString), url: item, subject: subject?.content,
            label: label())
    }
    /// Shares a text with any label.
    public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: ShareLinkMail.joined(message, item), url: nil, subject: subject?.content, label: label())
    }
}

/// The e-mail a `ShareLink` starts.
enum ShareLinkMail {
    /// The message before the item, if any.
    static func joined(_ message: Text?, _ item: String) -> String {
        guard let message, !message.content.isEmpty else { return item }
        return "\(message.content)\n\n\(item)"
    }
    /// Opens `uri` with the desktop's application for it, warning when none does.
    @MainActor
    static func open(_ uri: String) {
        if let reason = DesktopLauncher.open(uri) { Diagnostics.warn("ShareLink: cannot open \(uri): \(reason)") }
    }
    /// A `mailto:` address with the subject and body filled in.
    static func address(subject: String?, body: String) -> String {
        var components = URLComponents()
        components.scheme = "mailto"
        components.path = ""
        components.queryItems =
            (subject.map { [URLQueryItem(name: "subject", value: $0)] } ?? [])
            + [URLQueryItem(name: "body", value: body)]
        return components.string ?? "mailto:"
    }
}
