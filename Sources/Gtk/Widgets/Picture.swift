import CGtk

/// Shows a paintable or an image file (GtkPicture).
@MainActor
public final class Picture: Widget {
    /// How the picture's content fills its allocation (GtkContentFit, GTK 4.8).
    public enum ContentFit: Sendable {
        /// Stretched to the allocation, ignoring the aspect ratio.
        case fill
        /// As large as fits, keeping the aspect ratio (letterboxed).
        case contain
        /// As small as covers the allocation, keeping the aspect ratio (the rest overflows).
        case cover
        /// Its natural size, scaled down only when the allocation is smaller.
        case scaleDown

        var value: GtkContentFit {
            switch self {
            case .fill: GTK_CONTENT_FIT_FILL
            case .contain: GTK_CONTENT_FIT_CONTAIN
            case .cover: GTK_CONTENT_FIT_COVER
            case .scaleDown: GTK_CONTENT_FIT_SCALE_DOWN
            }
        }
    }

    private var picture: OpaquePointer { opaque }

    /// Creates a picture of `paintable`.
    public init(_ paintable: Paintable) {
        super.init(sinking: gtk_picture_new_for_paintable(paintable.paintable))
        gtk_picture_set_can_shrink(opaque, 0)
    }

    /// Creates a picture of the image file at `path` (PNG, JPEG, SVG…:
    /// what GDK and the gdk-pixbuf loaders read); an unreadable file shows nothing.
    public init(filename path: String) {
        super.init(sinking: gtk_picture_new_for_filename(path))
    }

    /// The image file shown (nil: none, or a paintable).
    public var filename: String? {
        get {
            guard let file = gtk_picture_get_file(picture), let path = g_file_get_path(file) else { return nil }
            defer { g_free(path) }
            return String(cString: path)
        }
        set { gtk_picture_set_filename(picture, newValue) }
    }

    /// How the content fills the allocation.
    public var contentFit: ContentFit {
        get {
            switch gtk_picture_get_content_fit(picture) {
            case GTK_CONTENT_FIT_FILL: .fill
            case GTK_CONTENT_FIT_COVER: .cover
            case GTK_CONTENT_FIT_SCALE_DOWN: .scaleDown
            default: .contain
            }
        }
        set { if newValue != contentFit { gtk_picture_set_content_fit(picture, newValue.value) } }
    }

    /// Whether the picture may be allocated less than its content's size.
    public var canShrink: Bool {
        get { gtk_picture_get_can_shrink(picture) != 0 }
        set { if newValue != canShrink { gtk_picture_set_can_shrink(picture, newValue ? 1 : 0) } }
    }

    /// The text screen readers say for the picture.
    public var alternativeText: String? {
        get { gtk_picture_get_alternative_text(picture).map { String(cString: $0) } }
        set { gtk_picture_set_alternative_text(picture, newValue) }
    }

    /// The content's natural size in pixels ((0, 0) without content).
    public var contentSize: (width: Int, height: Int) {
        guard let paintable = gtk_picture_get_paintable(picture) else { return (0, 0) }
        return (Int(gdk_paintable_get_intrinsic_width(paintable)), Int(gdk_paintable_get_intrinsic_height(paintable)))
    }
}
