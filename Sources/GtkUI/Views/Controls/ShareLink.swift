import Foundation
import Gtk

/// Shares items (SwiftUI's `ShareLink`).
///
/// GTK 4.8 and the desktop portals have no share sheet, so GNOME's way is
/// used: a menu headed by the items' previews that copies them to the
/// clipboard (links and texts as text; other `Transferable` items in every
/// content type they export, so a paste in another app gets an image, a
/// file or a text) and, when the items are text, opens a web link in the
/// browser or starts an e-mail with them. The button is never dead: Copy
/// always works.
///
/// ```swift
/// ShareLink(item: photo, preview: SharePreview(photo.caption, image: photo.image))
/// ```
public struct ShareLink<Data, PreviewImage, PreviewIcon, Label>: View
where
    Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable, Label: View,
    Data.Element: Transferable
{
    let items: Data
    let subject: Text?
    let message: Text?
    let preview: ((Data.Element) -> SharePreview<PreviewImage, PreviewIcon>)?
    let label: Label

    init(
        items: Data, subject: Text?, message: Text?, preview: ((Data.Element) -> SharePreview<PreviewImage, PreviewIcon>)?,
        label: Label
    ) {
        self.items = items
        self.subject = subject
        self.message = message
        self.preview = preview
        self.label = label
    }

    /// A `Menu` of the previews, then Copy, Open in Browser (for a web link) and Send by Email… (for text).
    public var body: some View {
        let sharing = ShareLinkSharing(items: items, subject: subject, message: message, preview: preview)
        return Menu {
            if !sharing.previews.isEmpty {
                SharePreviewHeading(previews: sharing.previews)
                Divider()
            }
            Button(sharing.copyTitle) { sharing.copy() }
            if let link = sharing.webLink {
                Button(localized("Open in Browser")) { ShareLinkMail.open(link.absoluteString) }
            }
            if sharing.canMail {
                Button(localized("Send by Email…")) { sharing.mail() }
            }
        } label: {
            label
        }
    }
}

/// The label of a `ShareLink` without a label of its own: the share icon and "Share" (or the title given).
public struct DefaultShareLinkLabel: View {
    let title: Text?

    /// The share icon beside the title.
    public var body: some View {
        GtkUI.Label {
            title ?? Text(verbatim: localized("Share"))
        } icon: {
            Image(systemName: "square.and.arrow.up")
        }
    }
}

// MARK: - Items with a preview

extension ShareLink {
    /// Shares `items` with any label; `preview` describes each one.
    public init(
        items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label
    ) {
        self.init(items: items, subject: subject, message: message, preview: Optional(preview), label: label())
    }

    /// Shares `item` with any label, described by `preview`.
    public init<I: Transferable>(
        item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>,
        @ViewBuilder label: () -> Label
    ) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview }, label: label())
    }
}

extension ShareLink where Label == DefaultShareLinkLabel {
    /// Shares `items` under the share icon; `preview` describes each one.
    public init(
        items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(items: items, subject: subject, message: message, preview: preview, title: nil)
    }

    /// Shares `items` under `title`, looked up in the app's translations; `preview` describes each one.
    public init(
        _ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(items: items, subject: subject, message: message, preview: preview, title: Text(titleKey))
    }

    /// Shares `items` under `title`; `preview` describes each one.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(items: items, subject: subject, message: message, preview: preview, title: Text(verbatim: String(title)))
    }

    /// Shares `items` under the text `title`; `preview` describes each one.
    public init(
        _ title: Text, items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(items: items, subject: subject, message: message, preview: preview, title: title)
    }

    /// Shares `item` under the share icon, described by `preview`.
    public init<I: Transferable>(
        item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview }, title: nil)
    }

    /// Shares `item` under `title`, looked up in the app's translations, described by `preview`.
    public init<I: Transferable>(
        _ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil,
        preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<I> {
        self.init(
            items: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview }, title: Text(titleKey))
    }

    /// Shares `item` under `title`, described by `preview`.
    @_disfavoredOverload
    public init<S: StringProtocol, I: Transferable>(
        _ title: S, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<I> {
        self.init(
            items: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview },
            title: Text(verbatim: String(title)))
    }

    /// Shares `item` under the text `title`, described by `preview`.
    public init<I: Transferable>(
        _ title: Text, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview }, title: title)
    }

    private init(
        items: Data, subject: Text?, message: Text?, preview: ((Data.Element) -> SharePreview<PreviewImage, PreviewIcon>)?,
        title: Text?
    ) {
        self.init(items: items, subject: subject, message: message, preview: preview, label: DefaultShareLinkLabel(title: title))
    }
}

// MARK: - Links and texts (no preview needed)

extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
    /// Shares a link with any label.
    public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: label())
    }

    /// Shares a text with any label.
    public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: label())
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data.Element == URL {
    /// Shares links with any label.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(items: items, subject: subject, message: message, preview: nil, label: label())
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data.Element == String {
    /// Shares texts with any label.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(items: items, subject: subject, message: message, preview: nil, label: label())
    }
}
