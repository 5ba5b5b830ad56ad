import Foundation

// `ShareLink`'s forms for links and texts, which need no preview, under
// the default label (the share icon and "Share" or the title given).

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
    /// Shares a link under the share icon and "Share".
    public init(item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(title: nil))
    }

    /// Shares a link under `titleKey`, looked up in the app's translations.
    public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(_title: Text(verbatim: titleKey.resolved()), items: CollectionOfOne(item), subject: subject, message: message)
    }

    /// Shares a link under `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(_title: Text(verbatim: String(title)), items: CollectionOfOne(item), subject: subject, message: message)
    }

    /// Shares a link under the text `title`.
    public init(_ title: Text, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(_title: title, items: CollectionOfOne(item), subject: subject, message: message)
    }

    /// Shares a text under the share icon and "Share".
    public init(item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(title: nil))
    }

    /// Shares a text under `titleKey`, looked up in the app's translations.
    public init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<String> {
        self.init(_title: Text(verbatim: titleKey.resolved()), items: CollectionOfOne(item), subject: subject, message: message)
    }

    /// Shares a text under `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: String, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<String> {
        self.init(_title: Text(verbatim: String(title)), items: CollectionOfOne(item), subject: subject, message: message)
    }

    /// Shares a text under the text `title`.
    public init(_ title: Text, item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(_title: title, items: CollectionOfOne(item), subject: subject, message: message)
    }

    fileprivate init(_title title: Text, items: Data, subject: Text?, message: Text?) {
        self.init(items: items, subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(title: title))
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel, Data.Element == URL {
    /// Shares links under the share icon and "Share".
    public init(items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(items: items, subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(title: nil))
    }

    /// Shares links under `titleKey`, looked up in the app's translations.
    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(_title: Text(verbatim: titleKey.resolved()), items: items, subject: subject, message: message)
    }

    /// Shares links under `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(_title: Text(verbatim: String(title)), items: items, subject: subject, message: message)
    }

    /// Shares links under the text `title`.
    public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(_title: title, items: items, subject: subject, message: message)
    }

}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel, Data.Element == String {
    /// Shares texts under the share icon and "Share".
    public init(items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(items: items, subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(title: nil))
    }

    /// Shares texts under `titleKey`, looked up in the app's translations.
    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(_title: Text(verbatim: titleKey.resolved()), items: items, subject: subject, message: message)
    }

    /// Shares texts under `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(_title: Text(verbatim: String(title)), items: items, subject: subject, message: message)
    }

    /// Shares texts under the text `title`.
    public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(_title: title, items: items, subject: subject, message: message)
    }

}
