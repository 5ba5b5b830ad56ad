import Foundation
import Gtk

/// What a `ShareLink`'s menu does with its items.
///
/// Links and texts travel as text (the message before them), as they
/// always have; any other `Transferable` item goes on the clipboard in
/// every content type it exports, and is mailed as text when it exports
/// text.
@MainActor
struct ShareLinkSharing<Item: Transferable> {
    let items: [Item]
    let subject: String?
    let message: Text?
    /// Each item's preview title and picture, when the link has previews.
    let previews: [(title: String, picture: Image?)]

    init<Data: RandomAccessCollection, PreviewImage, PreviewIcon>(
        items: Data, subject: Text?, message: Text?, preview: ((Item) -> SharePreview<PreviewImage, PreviewIcon>)?
    ) where Data.Element == Item {
        let items = Array(items)
        self.items = items
        self.message = message
        let previews = preview.map { items.map($0) } ?? []
        self.previews = previews.map { ($0.title, $0.picture) }
        self.subject = subject?.content ?? (previews.count == 1 ? previews[0].title : nil)
    }

    /// The items as text, when each is a link or a text.
    var texts: [String]? {
        var texts: [String] = []
        for item in items {
            if let url = item as? URL {
                texts.append(url.absoluteString)
            } else if let string = item as? String {
                texts.append(string)
            } else {
                return nil
            }
        }
        return texts
    }

    /// "Copy Link" for one link, else "Copy".
    var copyTitle: String { items.count == 1 && items[0] is URL ? localized("Copy Link") : localized("Copy") }

    /// The one web link shared, which the browser can open.
    var webLink: URL? {
        guard items.count == 1, let url = items[0] as? URL, url.scheme == "http" || url.scheme == "https" else { return nil }
        return url
    }

    /// Whether the items can be mailed: links, texts, or items that export text.
    var canMail: Bool { !items.isEmpty && (texts != nil || items.allSatisfy(Self.exportsText)) }

    /// Puts the items on the display's clipboard.
    func copy() {
        if let texts {
            Clipboard.ofDefaultDisplay()?.setText(ShareLinkMail.joined(message, texts.joined(separator: "\n")))
        } else {
            TransferClipboard.put(items.map(NSItemProvider.init(transferable:)))
        }
    }

    /// Starts an e-mail of the subject, the message and the items' text.
    func mail() {
        let subject = self.subject
        let message = self.message
        if let texts {
            return ShareLinkMail.open(
                ShareLinkMail.address(subject: subject, body: ShareLinkMail.joined(message, texts.joined(separator: "\n"))))
        }
        let items = _Unchecked(self.items)
        Task { @MainActor in
            var texts: [String] = []
            for item in items.value {
                guard let data = try? await item.exported(as: .plainText) else { continue }
                texts.append(String(decoding: data, as: UTF8.self))
            }
            ShareLinkMail.open(ShareLinkMail.address(subject: subject, body: ShareLinkMail.joined(message, texts.joined(separator: "\n"))))
        }
    }

    /// Whether `item` exports some plain text.
    private static func exportsText(_ item: Item) -> Bool {
        item.exportedContentTypes().contains { $0.conforms(to: .plainText) }
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
