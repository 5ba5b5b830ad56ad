/// How a shared item is shown while it is shared (SwiftUI's `SharePreview`).
///
/// A `ShareLink`'s menu is headed by its items' previews: the title, and
/// the image (or, without one, the icon) when it is an `Image`. A preview
/// of another `Transferable` type shows its title only.
///
/// ```swift
/// ShareLink(item: photo, preview: SharePreview(photo.caption, image: photo.image))
/// ```
public struct SharePreview<Image: Transferable, Icon: Transferable> {
    let title: String
    let image: Image?
    let icon: Icon?

    /// A preview with a title (looked up in the app's translations), an image and an icon.
    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) {
        self.init(title: titleKey.resolved(), image: image, icon: icon)
    }

    /// A preview with a title, an image and an icon.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) {
        self.init(title: String(title), image: image, icon: icon)
    }

    /// A preview with a text title, an image and an icon.
    public init(_ title: Text, image: Image, icon: Icon) {
        self.init(title: title.content, image: image, icon: icon)
    }

    init(title: String, image: Image?, icon: Icon?) {
        self.title = title
        self.image = image
        self.icon = icon
    }

    /// What the preview draws: its image, else its icon, when one is an `Image`.
    var picture: GtkUI.Image? { image as? GtkUI.Image ?? icon as? GtkUI.Image }
}

extension SharePreview where Image == Never {
    /// A preview with a title (looked up in the app's translations) and an icon.
    public init(_ titleKey: LocalizedStringKey, icon: Icon) {
        self.init(title: titleKey.resolved(), image: nil, icon: icon)
    }

    /// A preview with a title and an icon.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, icon: Icon) {
        self.init(title: String(title), image: nil, icon: icon)
    }

    /// A preview with a text title and an icon.
    public init(_ title: Text, icon: Icon) {
        self.init(title: title.content, image: nil, icon: icon)
    }
}

extension SharePreview where Icon == Never {
    /// A preview with a title (looked up in the app's translations) and an image.
    public init(_ titleKey: LocalizedStringKey, image: Image) {
        self.init(title: titleKey.resolved(), image: image, icon: nil)
    }

    /// A preview with a title and an image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image) {
        self.init(title: String(title), image: image, icon: nil)
    }

    /// A preview with a text title and an image.
    public init(_ title: Text, image: Image) {
        self.init(title: title.content, image: image, icon: nil)
    }
}

extension SharePreview where Image == Never, Icon == Never {
    /// A preview with a title only, looked up in the app's translations.
    public init(_ titleKey: LocalizedStringKey) {
        self.init(title: titleKey.resolved(), image: nil, icon: nil)
    }

    /// A preview with a title only.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.init(title: String(title), image: nil, icon: nil)
    }

    /// A preview with a text title only.
    public init(_ title: Text) {
        self.init(title: title.content, image: nil, icon: nil)
    }
}

/// The head of a `ShareLink`'s menu: each preview's picture and title.
struct SharePreviewHeading: View {
    let previews: [(title: String, picture: Image?)]

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            ForEach(previews.indices, id: \.self) { index in
                HStack(spacing: 8) {
                    if let picture = previews[index].picture {
                        picture.resizable().scaledToFit().frame(width: 32, height: 32)
                    }
                    Text(verbatim: previews[index].title).bold()
                }
            }
        }
        .padding(6)
    }
}
